import { SKU_DETAILS_MAX_PRODUCTS } from '@/lib/constants';
import { COOKIES } from '@/lib/storage-keys';

/**
 * The sku-details call for these products (docs/decisions/042): the ids in a stable order, at most
 * the call's limit (a page never shows more), the nearby stock of one of them on the product page.
 * Null when there is nothing to ask.
 */
export function skuDetailsUrl(productIds: readonly number[], locale: string, nearby?: number): string | null {
  const ids = [...new Set(productIds)].slice(0, SKU_DETAILS_MAX_PRODUCTS);
  if (!ids.length) return null;
  const query = new URLSearchParams({ productIds: ids.join(','), locale });
  if (nearby !== undefined && ids.includes(nearby)) query.set('nearby', String(nearby));
  return `/ecomm/b2c/browse/v1/sku-details?${query}`;
}

/**
 * Whether the browser's cookies name a saved vehicle or a preferred store: without either the
 * shopper's parts are the generic ones the page already shows, and no call is made.
 */
export function hasShopperCookies(cookie: string): boolean {
  return cookie.split(';').some((pair) => {
    const [name, value] = pair.trim().split('=');
    return (name === COOKIES.preferredVehicleId || name === COOKIES.preferredStoreId) && !!value;
  });
}
