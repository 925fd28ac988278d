/**
 * The stores module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file. All go to the
 * read replica when there is one (docs/decisions/050): stores, hours and holidays are the
 * operators' data; a shopper's preferred store is a cookie (and the account's, read by customers).
 */
import { withReadDatabase } from '@/server/db/with-database';
import * as directory from './directory';
import * as preferred from './preferred';
import * as service from './service';
import type { Locale } from '@/lib/markets';
import { pageTags } from '@/server/platform/page-cache';
import { tagged } from '@/server/platform/page-cache-tags';

/** Tags for the page cache (docs/decisions/040): a locale's store directory, a store's page (and the pages that list it nearby). */
const directoryOf = (_result: unknown, locale: Locale) => [pageTags.stores(locale)];

export const marketRegions = tagged(withReadDatabase(directory.marketRegions), directoryOf);
export const regionStores = tagged(withReadDatabase(directory.regionStores), directoryOf);
export const marketStore = tagged(withReadDatabase(preferred.marketStore), (store) => [store && pageTags.store(store.storeNumber)]);
export const storeByNumber = tagged(withReadDatabase(preferred.storeByNumber), (store) => [store && pageTags.store(store.storeNumber)]);
export const findStoreLocations = withReadDatabase(service.findStoreLocations);
/** A store page lists its nearby stores (name, address, distance): their tags too. */
export const searchStores = tagged(withReadDatabase(service.searchStores), (found) => found.map((store) => pageTags.store(store.storeNumber)));

export type { Store, StoreService } from './schema';
