import { MINI_CART_BADGE_MAX, STORE_ADDRESS_TRUNCATE_OVER, STORE_ADDRESS_TRUNCATE_TO, VEHICLE_TEXT_MAX_CHARACTERS } from './constants';
import type { Locale } from './markets';

/** Spec §5: the mini-cart badge shows "99+" above 99 items. */
export function cartBadgeText(itemCount: number): string {
  if (itemCount > MINI_CART_BADGE_MAX) return `${MINI_CART_BADGE_MAX}+`;
  return String(Math.max(0, Math.trunc(itemCount)));
}

/** Spec §5: vehicle text in the header is cut to 50 characters. */
export function headerVehicleText(text: string): string {
  return text.length > VEHICLE_TEXT_MAX_CHARACTERS ? text.slice(0, VEHICLE_TEXT_MAX_CHARACTERS) : text;
}

/**
 * Spec §5: store address text is lowercased; over 35 characters (outside the fixed header)
 * it is cut to 30 plus an ellipsis. Mexico appends the second line unless it is "null".
 */
export function storeAddressText(address1: string, address2: string | null | undefined, locale: Locale, fixedHeader: boolean): string {
  let text = address1;
  if (locale === 'es-MX' && address2 && address2.trim() && address2.trim() !== 'null') text = `${text} ${address2.trim()}`;
  text = text.toLowerCase();
  if (!fixedHeader && text.length > STORE_ADDRESS_TRUNCATE_OVER) text = `${text.slice(0, STORE_ADDRESS_TRUNCATE_TO)}…`;
  return text;
}
