import type { Locale } from '@/lib/markets';
import type { ShelfUrlState } from '@/lib/shelf-query';
import type { ShelfScope } from '@/server/catalog/shelf';
import { shelfListing } from '@/server/catalog/queries';
import { shelfInputFromPage } from '@/server/catalog/shelf-listing';
import { fitmentForProducts } from '@/server/vehicles/queries';
import { availabilityFor } from '@/server/inventory/queries';
import { shopperContext } from './shopper-context';

/**
 * A shelf page's data: the products of its scope under the URL's filters, with fitment for the
 * saved vehicle and availability at the chosen store. While the page cache fills it (`deferred`),
 * the availability is the market's and the browser loads the shopper's (docs/decisions/042).
 */
export async function loadShelf(scope: ShelfScope, locale: Locale, state: ShelfUrlState, teaser?: { limit: number }) {
  const { vehicle, store, deferred } = await shopperContext();
  const shelf = await shelfListing(shelfInputFromPage(scope, locale, state, { vehicle: vehicle?.ref ?? null, store }, teaser));
  const ids = shelf.items.map((p) => p.id);
  const [fitment, availability] = await Promise.all([vehicle ? fitmentForProducts(ids, vehicle.ref) : null, availabilityFor(ids, locale, store)]);
  return { shelf, fitment, availability, vehicle, store, deferred };
}

export type LoadedShelf = Awaited<ReturnType<typeof loadShelf>>;
