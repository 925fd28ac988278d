/**
 * Brazil's CEP (Código de Endereçamento Postal): its format, and the state (UF) and city a CEP
 * belongs to, from the Correios' CEP ranges shipped in data/postal/br-cep-ranges.json. Source: the
 * Correios' "Busca Faixa de CEP" (https://buscacepinter.correios.com.br/app/faixa_cep_uf_localidade/index.php)
 * and the DNE's LOG_FAIXA_UF table; the UF ranges checked row by row on 2026-11-28 (data/postal/README.md,
 * docs/decisions/058). Isomorphic: checkout's Brazilian address fields fill UF and city as the
 * shopper types the CEP. Street and bairro need the Correios' street-level data, which is not
 * shipped: they are never guessed.
 */
import ranges from '../../data/postal/br-cep-ranges.json';

export const CEP_DIGITS = 8;

export interface CepRange {
  from: string;
  to: string;
}

export interface CepPlace {
  /** The state's code (UF), e.g. "SP". */
  uf: string;
  /** The city, when the CEP falls in one of the cities the data lists; else null (the shopper types it). */
  city: string | null;
}

/** The CEP's 8 digits, or null when the text is not a whole CEP (00000-000 or 00000000). */
export function cepDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d{5}[-\s.]?\d{3}$/.test(trimmed)) return null;
  return trimmed.replace(/\D/g, '');
}

/** The CEP as Brazilians write it, 00000-000, as soon as there are more than 5 digits; other text as typed. */
export function formatCep(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length > CEP_DIGITS || digits.length !== text.replace(/[\s.-]/g, '').length) return text;
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

const within = (cep: string, range: CepRange) => cep >= range.from && cep <= range.to;

/** The UF and (where the data has it) the city of a CEP; null when the text is not a CEP or no state's range holds it. */
export function placeOfCep(text: string): CepPlace | null {
  const cep = cepDigits(text);
  if (!cep) return null;
  const state = ranges.states.find((range) => within(cep, range));
  if (!state) return null;
  const city = ranges.cities.find((range) => range.uf === state.uf && within(cep, range));
  return { uf: state.uf, city: city?.city ?? null };
}

/**
 * An address after a CEP is typed: the CEP as Brazilians write it and, for a whole CEP in a state's
 * range, its UF and (where the data knows it) its city. The city is filled only over nothing or over a
 * city the data filled before: a city the shopper typed stays. Checkout's and the address book's forms.
 */
export function afterCepTyped<T extends { zipCode: string; state: string; city: string }>(current: T, typed: string): T {
  const zipCode = formatCep(typed);
  const place = placeOfCep(typed);
  if (!place) return { ...current, zipCode };
  const filledBefore = !current.city.trim() || ranges.cities.some((c) => c.city === current.city);
  return { ...current, zipCode, state: place.uf, city: place.city && filledBefore ? place.city : current.city };
}

/** The ranges themselves, for the data's own checks. */
export const CEP_RANGES: { states: (CepRange & { uf: string })[]; cities: (CepRange & { uf: string; city: string })[] } = ranges;
