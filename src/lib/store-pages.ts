import { regionName, STORE_TERRITORIES } from './regions';

/** "São Paulo" -> "sao-paulo": a city as store page URLs write it. */
export function citySlug(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A state in store page URLs: its code, "tx", "jal", "sp". Brazil's Paraná is "PR" like Puerto
 * Rico, whose stores the Brazilian locator also shows, so it goes by its name, "parana".
 */
export function regionSlug(country: string, state: string): string {
  return country === 'BR' && STORE_TERRITORIES.includes(state) ? citySlug(regionName(country, state, 'pt-BR')) : state.toLowerCase();
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
