/**
 * The promotions module's operations (writes), bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { LOCALES } from '@/lib/markets';
import { db } from '@/server/db/client';
import { inTransaction, withDatabase } from '@/server/db/with-database';
import { pageTags } from '@/server/platform/page-cache';
import { invalidatePageTags } from '@/server/platform/page-cache-channel';
import * as circulars from './circulars';
import * as coupons from './coupons';
import * as sms from './sms';
import * as taxonomy from './taxonomy';

export const deleteEdition = promotionsChanged(withDatabase(circulars.deleteEdition));
export const claimCoupon = withDatabase(coupons.claimCoupon);
export const deleteCoupon = promotionsChanged(withDatabase(coupons.deleteCoupon));
export const revokeCoupon = withDatabase(coupons.revokeCoupon);
export const updateCoupon = promotionsChanged(withDatabase(coupons.updateCoupon));
export const subscribeSms = withDatabase(sms.subscribeSms);
export const createTaxonomyPromo = withDatabase(taxonomy.createTaxonomyPromo);
export const deleteTaxonomyPromo = withDatabase(taxonomy.deleteTaxonomyPromo);
export const updateTaxonomyPromo = withDatabase(taxonomy.updateTaxonomyPromo);

/** Each in its own transaction: a coupon with its cart promotion, an edition with its deals, the generated weeks all or none. */
export const createCoupon = promotionsChanged(inTransaction(coupons.createCoupon));
export const createEdition = promotionsChanged(inTransaction(circulars.createEdition));
export const generateEditions = promotionsChanged(inTransaction(circulars.generateEditions));

/**
 * Coupons and circulars show on landing pages (content embeds them): after the write, the cached
 * pages of every site that showed promotions go (docs/decisions/040). Shelf promos do it in
 * taxonomy.ts, inside their write.
 */
function promotionsChanged<F extends (...args: never[]) => Promise<unknown>>(write: F): F {
  const writing = async (...args: Parameters<F>) => {
    const result = await write(...args);
    await invalidatePageTags(db(), LOCALES.map(pageTags.promotions));
    return result;
  };
  return writing as unknown as F;
}
