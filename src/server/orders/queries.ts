/**
 * The orders module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as aftercare from './aftercare';
import * as claim from './claim';
import * as history from './history';
import * as lookup from './lookup';
import * as shipmentText from './shipment-text';
import * as staffOrders from './staff-orders';

export const aftercareOf = withDatabase(aftercare.orderAftercare);
export const memberOrderPhone = withDatabase(claim.memberOrderPhone);
export const memberOrder = withDatabase(history.memberOrder);
export const orderHistory = withDatabase(history.orderHistory);
export const lookupOrder = withDatabase(lookup.lookupOrder);
export const lookupOrderAs = withDatabase(lookup.lookupOrderAs);
export const orderForViewer = withDatabase(lookup.orderForViewer);
export const withDetailsMany = withDatabase(lookup.withDetailsMany);
export { viewerPlaced, type OrderViewer } from './lookup';
export const arrivalTexts = withDatabase(shipmentText.arrivalTexts);

// The back office's reads (decision 054): each takes the staff actor and authorises it.
export const searchOrders = withDatabase(staffOrders.searchOrders);
export const staffOrder = withDatabase(staffOrders.staffOrder);
export const pickupQueue = withDatabase(staffOrders.pickupQueue);
export const pickupStores = withDatabase(staffOrders.pickupStores);
export const ordersDashboard = withDatabase(staffOrders.ordersDashboard);
export { OrderSearchSchema, StaffEventSchema, ORDER_SEARCH_PAGE_SIZE, type OrderSearchResult, type PickupQueue, type StaffOrderView, type OrdersDashboard } from './staff-orders';
