/**
 * The inventory module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as availability from './availability';

export const availabilityFor = withDatabase(availability.availabilityFor);
export const stockAt = withDatabase(availability.stockAt);
export const sisterStores = withDatabase(availability.sisterStores);
export const sisterStoresOf = withDatabase(availability.sisterStoresOf);
