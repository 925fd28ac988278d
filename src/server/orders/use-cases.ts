/**
 * The orders module's operations (writes), bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { db } from '@/server/db/client';
import { inTransaction } from '@/server/db/with-database';
import * as deferredPayments from './deferred-payments';
import * as storeSales from './store-sales';

/** A till's purchase, its in-store order and its credit, in one transaction. */
export const recordStorePurchase = inTransaction(storeSales.recordStorePurchase);

/** A boleto refund's bank account, given by the order's owner (decision 057); it sends the refund through the gateway, so it runs its own transactions. */
export const giveRefundAccountAsOwner = (...args: Parameters<typeof deferredPayments.giveRefundAccountAsOwner> extends [unknown, ...infer A] ? A : never) =>
  deferredPayments.giveRefundAccountAsOwner(db(), ...args);
