/**
 * The inventory's back-office use cases (staff.ts), bound to the application's database
 * (docs/decisions/038): what the /ops pages' actions and the admin API call with the actor.
 */
import { withDatabase } from '@/server/db/with-database';
import * as staff from './staff';

export const productStock = withDatabase(staff.productStock);
export const adjustStock = withDatabase(staff.adjustStock);
export const transferStock = withDatabase(staff.transferStock);
export const lowStock = withDatabase(staff.lowStock);
export const stockStores = withDatabase(staff.stockStores);
export const stockCentres = withDatabase(staff.stockCentres);
