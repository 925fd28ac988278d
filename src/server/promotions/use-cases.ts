/**
 * The promotions module's operations (writes), bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { inTransaction, withDatabase } from '@/server/db/with-database';
import * as circulars from './circulars';
import * as coupons from './coupons';
import * as sms from './sms';
import * as taxonomy from './taxonomy';

export const deleteEdition = withDatabase(circulars.deleteEdition);
export const claimCoupon = withDatabase(coupons.claimCoupon);
export const deleteCoupon = withDatabase(coupons.deleteCoupon);
export const revokeCoupon = withDatabase(coupons.revokeCoupon);
export const updateCoupon = withDatabase(coupons.updateCoupon);
export const subscribeSms = withDatabase(sms.subscribeSms);
export const createTaxonomyPromo = withDatabase(taxonomy.createTaxonomyPromo);
export const deleteTaxonomyPromo = withDatabase(taxonomy.deleteTaxonomyPromo);
export const updateTaxonomyPromo = withDatabase(taxonomy.updateTaxonomyPromo);

/**
 * Each in its own transaction: a coupon with its cart promotion, an edition with its deals, the generated weeks all or none.
 * Every write drops the cached pages that showed promotions itself (page-tags.ts), whoever calls it.
 */
export const createCoupon = inTransaction(coupons.createCoupon);
export const createEdition = inTransaction(circulars.createEdition);
export const generateEditions = inTransaction(circulars.generateEditions);
