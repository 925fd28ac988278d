/**
 * The catalogue's back-office reads (staff.ts), bound to the application's (primary) database:
 * staff see what they just changed (docs/decisions/038, 050).
 */
import { withDatabase } from '@/server/db/with-database';
import * as staff from './staff';

export const searchProductsForStaff = withDatabase(staff.searchProductsForStaff);
export const productForStaff = withDatabase(staff.productForStaff);
export const brandChoices = withDatabase(staff.brandChoices);
export const productLabels = withDatabase(staff.productLabels);
export const productIdOfSku = withDatabase(staff.productIdOfSku);
