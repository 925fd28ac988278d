/**
 * The promotions module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as circulars from './circulars';
import * as coupons from './coupons';
import * as staff from './staff';
import * as taxonomy from './taxonomy';
import type { Locale } from '@/lib/markets';
import { pageTags } from '@/server/platform/page-cache';
import { tagged } from '@/server/platform/page-cache-tags';

/** Tags for the page cache (docs/decisions/040): the site's promotions. */
const sitePromotions = (_result: unknown, locale: Locale) => [pageTags.promotions(locale)];

/** The circular shows its deals as cards, at their prices: a price or stock write drops it too. */
export const currentCircular = tagged(withDatabase(circulars.currentCircular), (circular, locale) => [pageTags.promotions(locale), ...(circular?.deals.map((deal) => pageTags.product(deal.id)) ?? [])]);
export const claimedCoupons = withDatabase(coupons.claimedCoupons);
export const listCouponOffers = tagged(withDatabase(coupons.listCouponOffers), sitePromotions);
/** Staff's lists (staff.ts: promotions.write). */
export const listCouponsAs = withDatabase(staff.listCouponsAs);
export const listEditionsAs = withDatabase(staff.listEditionsAs);
export const listTaxonomyPromosAs = withDatabase(staff.listTaxonomyPromosAs);
export const promosForShelf = tagged(withDatabase(taxonomy.promosForShelf), sitePromotions);
