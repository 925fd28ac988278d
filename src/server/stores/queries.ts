/**
 * The stores module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as directory from './directory';
import * as preferred from './preferred';
import * as service from './service';

export const marketRegions = withDatabase(directory.marketRegions);
export const regionStores = withDatabase(directory.regionStores);
export const marketStore = withDatabase(preferred.marketStore);
export const storeByNumber = withDatabase(preferred.storeByNumber);
export const findStoreLocations = withDatabase(service.findStoreLocations);
export const searchStores = withDatabase(service.searchStores);

export type { Store, StoreService } from './schema';
