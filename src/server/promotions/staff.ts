import { eq } from 'drizzle-orm';
import type { Locale } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { staffChange, staffRead } from '@/server/staff/staff-change';
import type { Actor } from '@/server/staff/actor';
import * as circulars from './circulars';
import * as coupons from './coupons';
import { normalizeCode } from './promo-codes';
import { circularEditions, coupons as couponsTable, promotions, taxonomyPromos } from './schema';
import * as taxonomy from './taxonomy';

/**
 * The promotions module's staff use cases (issue 23, decision 053): each asks `promotions.write`
 * (merchandisers, administrators) and writes its audit line with the values before and after,
 * in the change's transaction. The admin API, the /ops/content screen and `npm run promotions`
 * are thin adapters that pass the actor.
 */

const couponRow = async (tx: Executor, id: number) => (await tx.select().from(couponsTable).where(eq(couponsTable.id, id)))[0] ?? null;
const promoRow = async (tx: Executor, id: number) => (await tx.select().from(taxonomyPromos).where(eq(taxonomyPromos.id, id)))[0] ?? null;
const promotionRow = async (tx: Executor, code: string) => (await tx.select().from(promotions).where(eq(promotions.code, code)))[0] ?? null;

export function listCouponsAs(executor: Executor, locale: Locale | undefined, actor: Actor) {
  return staffRead(actor, 'promotions.write', () => coupons.listCoupons(executor, locale));
}

export function listEditionsAs(executor: Executor, locale: Locale | undefined, actor: Actor) {
  return staffRead(actor, 'promotions.write', () => circulars.listEditions(executor, locale));
}

export function listTaxonomyPromosAs(executor: Executor, locale: Locale | undefined, actor: Actor) {
  return staffRead(actor, 'promotions.write', () => taxonomy.listTaxonomyPromos(executor, locale));
}

/** Offer a coupon (with its cart promotion, created or replaced, when given). */
export function createCouponAs(executor: Executor, input: coupons.CouponInput, actor: Actor) {
  return staffChange(executor, actor, 'promotions.write', async (tx, audit) => {
    const code = normalizeCode(input.promoCode);
    const promotionBefore = input.promotion ? await promotionRow(tx, code) : null;
    const coupon = await coupons.createCoupon(tx, input);
    if (input.promotion) await audit({ action: promotionBefore ? 'promotion.update' : 'promotion.create', entityType: 'promotion', entityId: code, before: promotionBefore, after: await promotionRow(tx, code) });
    await audit({ action: 'coupon.create', entityType: 'coupon', entityId: String(coupon.id), after: coupon });
    return coupon;
  });
}

/** Change a coupon's texts, order or whether it is offered (ending it: `active: false`); null when there is none. */
export function updateCouponAs(executor: Executor, id: number, change: Parameters<typeof coupons.updateCoupon>[2], actor: Actor) {
  return staffChange(executor, actor, 'promotions.write', async (tx, audit) => {
    const before = await couponRow(tx, id);
    if (!before) return null;
    const coupon = await coupons.updateCoupon(tx, id, change);
    await audit({ action: 'coupon.update', entityType: 'coupon', entityId: String(id), before, after: coupon });
    return coupon;
  });
}

export function deleteCouponAs(executor: Executor, id: number, actor: Actor) {
  return staffChange(executor, actor, 'promotions.write', async (tx, audit) => {
    const before = await couponRow(tx, id);
    if (!before || !(await coupons.deleteCoupon(tx, id))) return false;
    await audit({ action: 'coupon.delete', entityType: 'coupon', entityId: String(id), before });
    return true;
  });
}

export function createEditionAs(executor: Executor, input: circulars.EditionInput, actor: Actor) {
  return staffChange(executor, actor, 'promotions.write', async (tx, audit) => {
    const edition = await circulars.createEdition(tx, input);
    await audit({ action: 'circular.create', entityType: 'circular', entityId: String(edition.id), after: { ...edition, skus: input.skus } });
    return edition;
  });
}

/** Lay out the weekly editions the market lacks; one audit line says how many, for which market. */
export function generateEditionsAs(executor: Executor, locale: Locale, options: { weeks?: number }, actor: Actor) {
  return staffChange(executor, actor, 'promotions.write', async (tx, audit) => {
    const added = await circulars.generateEditions(tx, locale, options);
    await audit({ action: 'circular.generate', entityType: 'circular', entityId: locale, after: { locale, weeks: options.weeks ?? null, added } });
    return added;
  });
}

export function deleteEditionAs(executor: Executor, id: number, actor: Actor) {
  return staffChange(executor, actor, 'promotions.write', async (tx, audit) => {
    const [before] = await tx.select().from(circularEditions).where(eq(circularEditions.id, id));
    if (!before || !(await circulars.deleteEdition(tx, id))) return false;
    await audit({ action: 'circular.delete', entityType: 'circular', entityId: String(id), before });
    return true;
  });
}

export function createTaxonomyPromoAs(executor: Executor, input: taxonomy.TaxonomyPromoInput, actor: Actor) {
  return staffChange(executor, actor, 'promotions.write', async (tx, audit) => {
    const promo = await taxonomy.createTaxonomyPromo(tx, input);
    await audit({ action: 'taxonomyPromo.create', entityType: 'taxonomyPromo', entityId: String(promo.id), after: promo });
    return promo;
  });
}

export function updateTaxonomyPromoAs(executor: Executor, id: number, change: Partial<taxonomy.TaxonomyPromoInput>, actor: Actor) {
  return staffChange(executor, actor, 'promotions.write', async (tx, audit) => {
    const before = await promoRow(tx, id);
    if (!before) return null;
    const promo = await taxonomy.updateTaxonomyPromo(tx, id, change);
    await audit({ action: 'taxonomyPromo.update', entityType: 'taxonomyPromo', entityId: String(id), before, after: promo });
    return promo;
  });
}

export function deleteTaxonomyPromoAs(executor: Executor, id: number, actor: Actor) {
  return staffChange(executor, actor, 'promotions.write', async (tx, audit) => {
    const before = await promoRow(tx, id);
    if (!before || !(await taxonomy.deleteTaxonomyPromo(tx, id))) return false;
    await audit({ action: 'taxonomyPromo.delete', entityType: 'taxonomyPromo', entityId: String(id), before });
    return true;
  });
}
