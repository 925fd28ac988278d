/**
 * The states of each market (one source of truth): the codes an address may have, in checkout, the
 * account's address book and the server's address rules, and their names in the market's language.
 *
 * - United States: the 50 states, DC, Puerto Rico and the U.S. Virgin Islands: where the store ships
 *   (legal page, shipping rules, tax table data/tax/rates.json). Guam, American Samoa, the Northern
 *   Mariana Islands and the military "states" AA, AE, AP are left out: nothing ships or is taxed there,
 *   so an address there could not be ordered to.
 * - Mexico: the 32 federal entities, by the codes of the stores table (AGS, CDMX, NL...).
 * - Brazil: the 26 states and the Federal District, by their UF codes.
 *
 * A code means something only with its market: "PR" is Puerto Rico in the US and Paraná in Brazil.
 * Isomorphic, no I/O.
 */
import type { Locale, Market } from './markets';

export type Country = Market['country'];

const STATES: Record<Country, Readonly<Record<string, string>>> = {
  US: {
    AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
    DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
    KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
    MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico',
    NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island',
    SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington',
    WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', PR: 'Puerto Rico', VI: 'U.S. Virgin Islands',
  },
  MX: {
    AGS: 'Aguascalientes', BC: 'Baja California', BCS: 'Baja California Sur', CAMP: 'Campeche', CDMX: 'Ciudad de México', CHIH: 'Chihuahua',
    CHIS: 'Chiapas', COAH: 'Coahuila', COL: 'Colima', DGO: 'Durango', GRO: 'Guerrero', GTO: 'Guanajuato', HGO: 'Hidalgo', JAL: 'Jalisco',
    MEX: 'Estado de México', MICH: 'Michoacán', MOR: 'Morelos', NAY: 'Nayarit', NL: 'Nuevo León', OAX: 'Oaxaca', PUE: 'Puebla',
    QRO: 'Querétaro', QROO: 'Quintana Roo', SIN: 'Sinaloa', SLP: 'San Luis Potosí', SON: 'Sonora', TAB: 'Tabasco', TAMPS: 'Tamaulipas',
    TLAX: 'Tlaxcala', VER: 'Veracruz', YUC: 'Yucatán', ZAC: 'Zacatecas',
  },
  BR: {
    AC: 'Acre', AL: 'Alagoas', AP: 'Amapá', AM: 'Amazonas', BA: 'Bahia', CE: 'Ceará', DF: 'Distrito Federal', ES: 'Espírito Santo',
    GO: 'Goiás', MA: 'Maranhão', MT: 'Mato Grosso', MS: 'Mato Grosso do Sul', MG: 'Minas Gerais', PA: 'Pará', PB: 'Paraíba', PR: 'Paraná',
    PE: 'Pernambuco', PI: 'Piauí', RJ: 'Rio de Janeiro', RN: 'Rio Grande do Norte', RS: 'Rio Grande do Sul', RO: 'Rondônia', RR: 'Roraima',
    SC: 'Santa Catarina', SP: 'São Paulo', SE: 'Sergipe', TO: 'Tocantins',
  },
};

/** The state codes of each market, as the address forms offer them and the server accepts them. */
export const STATE_CODES: Record<Country, readonly string[]> = {
  US: Object.keys(STATES.US),
  MX: Object.keys(STATES.MX),
  BR: Object.keys(STATES.BR),
};

/** A market's state by its code (case-insensitive): "Paraná" for ('BR', 'PR'); null when the market has no such state. */
export function stateName(country: Country, code: string): string | null {
  return STATES[country][code.trim().toUpperCase()] ?? null;
}

/** The state select of a market's address forms: every state, named, in the locale's alphabetical order. */
export function stateOptions(country: Country, locale: Locale): { code: string; name: string }[] {
  const collator = new Intl.Collator(locale);
  return STATE_CODES[country].map((code) => ({ code, name: STATES[country][code]! })).sort((a, b) => collator.compare(a.name, b.name));
}

/** The store countries that are territories: the stores table gives them their own country code. */
export const STORE_TERRITORIES: readonly string[] = ['PR', 'VI'];

/**
 * A store's state (or territory) in the store directory and store pages: "Texas", "Jalisco", "São Paulo".
 * Puerto Rico and the Virgin Islands, whose stores other markets' locators also show, are named in the
 * locale's language ("Porto Rico" for a Brazilian shopper).
 */
export function regionName(storeCountry: string, state: string, locale: Locale): string {
  if (STORE_TERRITORIES.includes(storeCountry)) return new Intl.DisplayNames([locale], { type: 'region' }).of(storeCountry) ?? state;
  return storeCountry === 'US' || storeCountry === 'MX' || storeCountry === 'BR' ? (stateName(storeCountry, state) ?? state) : state;
}
