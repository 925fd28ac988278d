/**
 * The customers module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as profile from './profile';
import * as staff from './staff';

export const listAddresses = withDatabase(profile.listAddresses);

/** Customer service's reads (staff.ts: customers.read). */
export const findShoppersAs = withDatabase(staff.findShoppersAs);
export const shopperAs = withDatabase(staff.shopperAs);
