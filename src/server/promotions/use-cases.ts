/**
 * The promotions module's operations (writes), bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as coupons from './coupons';
import * as sms from './sms';
import * as staff from './staff';

export const claimCoupon = withDatabase(coupons.claimCoupon);
export const revokeCoupon = withDatabase(coupons.revokeCoupon);
export const subscribeSms = withDatabase(sms.subscribeSms);

/**
 * Staff's writes (staff.ts): each takes the actor, asks promotions.write and writes its audit
 * line, in one transaction with the change (a coupon with its cart promotion, an edition with
 * its deals, the generated weeks all or none). Every write drops the cached pages that showed
 * promotions itself (page-tags.ts), whoever calls it.
 */
export const createCouponAs = withDatabase(staff.createCouponAs);
export const updateCouponAs = withDatabase(staff.updateCouponAs);
export const deleteCouponAs = withDatabase(staff.deleteCouponAs);
export const createEditionAs = withDatabase(staff.createEditionAs);
export const generateEditionsAs = withDatabase(staff.generateEditionsAs);
export const deleteEditionAs = withDatabase(staff.deleteEditionAs);
export const createTaxonomyPromoAs = withDatabase(staff.createTaxonomyPromoAs);
export const updateTaxonomyPromoAs = withDatabase(staff.updateTaxonomyPromoAs);
export const deleteTaxonomyPromoAs = withDatabase(staff.deleteTaxonomyPromoAs);
