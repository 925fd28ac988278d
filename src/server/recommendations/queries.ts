/**
 * The recommendations' reads, bound to the application's database (docs/decisions/038): what the
 * /recommendations page calls, and any page that shows a row of them. A module above the catalogue
 * and orders (docs/decisions/039).
 *
 * Tagged for the page cache (docs/decisions/040) as the shelves they are drawn from: each card's
 * product (its price, stock, name, image), and the listings whose members or order a write may
 * change (both rows are ordered by discount, so a price write may reorder them). "Popular" also
 * follows orders, which no write invalidates: a cached row of it is up to the page's 300 s behind
 * the orders placed meanwhile.
 */
import { withDatabase } from '@/server/db/with-database';
import type { ProductCard } from '@/server/catalog/shelf';
import { pageTags } from '@/server/platform/page-cache';
import { tagged } from '@/server/platform/page-cache-tags';
import * as recommendations from './recommendations';

const rowTags = (row: ProductCard[]) => [...row.map((card) => pageTags.product(card.id)), pageTags.listings, pageTags.priceListings];

export const partsForVehicle = tagged(withDatabase(recommendations.partsForVehicle), rowTags);
export const popularInMarket = tagged(withDatabase(recommendations.popularInMarket), rowTags);
