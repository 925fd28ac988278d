/**
 * The orders module's operations (writes), bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as staffOrders from './staff-orders';
import * as storeSalesStaff from './store-sales-staff';

/** A till's purchase, its in-store order, its credit and its audit line, in one transaction, by a staff actor (orders.fulfil for the store). */
export const recordStorePurchaseAs = withDatabase(storeSalesStaff.recordStorePurchaseAs);

/** A member of staff moves a shipment along: authorised, and audited in the event's transaction (decision 054). */
export const fulfilShipment = withDatabase(staffOrders.fulfilShipment);
