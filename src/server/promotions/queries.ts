/**
 * The promotions module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as circulars from './circulars';
import * as coupons from './coupons';
import * as taxonomy from './taxonomy';

export const currentCircular = withDatabase(circulars.currentCircular);
export const listEditions = withDatabase(circulars.listEditions);
export const claimedCoupons = withDatabase(coupons.claimedCoupons);
export const listCouponOffers = withDatabase(coupons.listCouponOffers);
export const listCoupons = withDatabase(coupons.listCoupons);
export const listTaxonomyPromos = withDatabase(taxonomy.listTaxonomyPromos);
export const promosForShelf = withDatabase(taxonomy.promosForShelf);
