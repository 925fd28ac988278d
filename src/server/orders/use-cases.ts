/**
 * The orders module's operations (writes), bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { db } from '@/server/db/client';
import { withDatabase } from '@/server/db/with-database';
import * as deferredPayments from './deferred-payments';
import * as staffOrders from './staff-orders';
import * as storeSalesStaff from './store-sales-staff';

/** A till's purchase, its in-store order, its credit and its audit line, in one transaction, by a staff actor (orders.fulfil for the store). */
export const recordStorePurchaseAs = withDatabase(storeSalesStaff.recordStorePurchaseAs);

/** A member of staff moves a shipment along: authorised, and audited in the event's transaction (decision 054). */
export const fulfilShipment = withDatabase(staffOrders.fulfilShipment);

/** A boleto refund's bank account, given by the order's owner (decision 057); it sends the refund through the gateway, so it runs its own transactions. */
export const giveRefundAccountAsOwner = (...args: Parameters<typeof deferredPayments.giveRefundAccountAsOwner> extends [unknown, ...infer A] ? A : never) =>
  deferredPayments.giveRefundAccountAsOwner(db(), ...args);
