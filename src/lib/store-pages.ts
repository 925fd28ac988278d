import type { Locale } from './markets';

/** "São Paulo" -> "sao-paulo": a city as store page URLs write it. */
export function citySlug(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The states with stores, by their codes in the stores table; PR and VI are named by Intl. */
const REGION_NAMES: Record<string, Record<string, string>> = {
  US: {
    AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
    DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
    KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
    MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico',
    NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island',
    SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington',
    WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
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

const TERRITORIES = ['PR', 'VI'];

/** A state's (or territory's) name: "Texas", "Jalisco", "São Paulo", "Puerto Rico" / "Porto Rico". */
export function regionName(country: string, state: string, locale: Locale): string {
  if (TERRITORIES.includes(country)) return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? state;
  return REGION_NAMES[country]?.[state] ?? state;
}

/**
 * A state in store page URLs: its code, "tx", "jal", "sp". Brazil's Paraná is "PR" like Puerto
 * Rico, whose stores the Brazilian locator also shows, so it goes by its name, "parana".
 */
export function regionSlug(country: string, state: string): string {
  return country === 'BR' && TERRITORIES.includes(state) ? citySlug(regionName(country, state, 'pt-BR')) : state.toLowerCase();
}

export function regionPath(region: { country: string; state: string }): string {
  return `/store/${regionSlug(region.country, region.state)}`;
}

/** /store/tx/austin/5248: a store's page, before the locale prefix. */
export function storePagePath(store: { country: string; state: string; city: string; storeNumber: string }): string {
  return `${regionPath(store)}/${citySlug(store.city)}/${store.storeNumber}`;
}

const CALLING_CODES: Record<string, string> = { US: '1', PR: '1', VI: '1', MX: '52', BR: '55' };

/** "(512) 555-0100" in the US -> "tel:+15125550100". */
export function storeTelHref(phone: string, country: string): string {
  return `tel:+${CALLING_CODES[country] ?? ''}${phone.replace(/\D/g, '')}`;
}
