/**
 * The search module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file. Searches go to
 * the read replica when there is one (docs/decisions/050); one that will be kept in the cache
 * reads it fresh.
 */
import { withReadDatabase } from '@/server/db/with-database';
import { pageTags } from '@/server/platform/page-cache';
import { tagged } from '@/server/platform/page-cache-tags';
import * as service from './service';

/** Tagged for the page cache (docs/decisions/040): the products shown, and the listing (a price sort or filter too). */
export const searchProducts = tagged(withReadDatabase(service.searchProducts), (found, options) => [
  ...found.items.map((item) => pageTags.product(item.id)),
  pageTags.listings,
  (options.sort !== 'relevance' || options.filters.minPrice !== undefined || options.filters.maxPrice !== undefined) && pageTags.priceListings,
]);
