/**
 * The orders module's operations (writes), bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { inTransaction } from '@/server/db/with-database';
import * as storeSales from './store-sales';

/** A till's purchase, its in-store order and its credit, in one transaction. */
export const recordStorePurchase = inTransaction(storeSales.recordStorePurchase);
