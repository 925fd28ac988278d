import { getMarket, type Locale } from '@/lib/markets';
import type { VehicleRef } from '@/lib/vehicle-key';
import { listShelf, productCards, type ProductCard } from '@/server/catalog/shelf';
import type { Executor } from '@/server/db/client';
import { mostOrderedProducts } from '@/server/orders/popular';

/** Products each /recommendations row shows. */
export const RECOMMENDATIONS_PER_ROW = 8;
/** "Popular" counts the units ordered in the market over this many days. */
export const POPULAR_WINDOW_DAYS = 90;

/** Parts that fit the vehicle, the best deals first (what a shopper with a saved vehicle is likely to want). */
export async function partsForVehicle(executor: Executor, locale: Locale, vehicle: VehicleRef, limit = RECOMMENDATIONS_PER_ROW): Promise<ProductCard[]> {
  const shelf = await listShelf(executor, {}, locale, { page: 1, sort: 'discount', limit, facets: false, filters: { fitsVehicle: vehicle } });
  return shelf.items;
}

/**
 * The market's most ordered products over the last POPULAR_WINDOW_DAYS (returns left out);
 * while there are too few orders, topped up with its deepest deals.
 */
export async function popularInMarket(executor: Executor, locale: Locale, limit = RECOMMENDATIONS_PER_ROW, now = new Date()): Promise<ProductCard[]> {
  const currency = getMarket(locale).currency;
  const since = new Date(now.getTime() - POPULAR_WINDOW_DAYS * 86_400_000);
  const popular = await productCards(executor, await mostOrderedProducts(executor, currency, since, limit), locale);
  if (popular.length >= limit) return popular;
  const deals = await listShelf(executor, { deal: 'hot' }, locale, { page: 1, sort: 'discount', limit, facets: false });
  const seen = new Set(popular.map((p) => p.id));
  return [...popular, ...deals.items.filter((p) => !seen.has(p.id))].slice(0, limit);
}
