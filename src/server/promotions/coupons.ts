import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { getMarket, type Locale } from '@/lib/markets';
import { normalizeCode } from './promo-codes';
import type { Executor } from '@/server/db/client';
import { DomainError, type DomainErrorKind } from '@/server/platform/domain-error';
import { promotionsChanged } from './page-tags';
import { couponClaims, coupons, promotions, type Promotion } from './schema';

/** A coupon as the shopper sees it (spec §3 promo offer), with whether this member claimed it. */
export interface CouponOffer {
  id: number;
  /** The headline ("10% off"). */
  discount: string;
  discountText: string;
  /** percent: whole percent; amount: minor units of `currency`; freeShipping: 0. */
  value: number;
  kind: Promotion['kind'];
  currency: Promotion['currency'];
  minimumSubtotal: number;
  promoCode: string;
  /** ISO instant the promotion ends (the cart refuses it from then on). */
  expirationDate: string;
  claimed: boolean;
}

const OFFER_FIELDS = {
  id: coupons.id,
  discount: coupons.discount,
  discountText: coupons.discountText,
  value: promotions.value,
  kind: promotions.kind,
  currency: promotions.currency,
  minimumSubtotal: promotions.minimumSubtotal,
  promoCode: coupons.promoCode,
  endsAt: promotions.endsAt,
};

type OfferRow = { [K in keyof typeof OFFER_FIELDS]: (typeof OFFER_FIELDS)[K]['_']['data'] };

const toOffer = (row: OfferRow, claimed: boolean): CouponOffer => {
  const { endsAt, ...rest } = row;
  return { ...rest, expirationDate: endsAt.toISOString(), claimed };
};

/** A coupon is offered while it and its promotion are active and the promotion runs now. */
const offeredNow = (now: Date) => and(eq(coupons.active, true), eq(promotions.active, true), lte(promotions.startsAt, now), gt(promotions.endsAt, now));

function couponError(kind: DomainErrorKind, errorCode: string, key: string, text: string, values?: Record<string, string>): DomainError {
  return new DomainError(kind, { errorCode, errorMessageKey: `promotions.coupons.errors.${key}`, errorMessageDefault: text, ...(values ? { errorMessageValues: values } : {}) });
}

/** The market's coupons on offer now, in their order; `userId` marks the ones this member claimed. */
export async function listCouponOffers(executor: Executor, locale: Locale, options: { userId?: string | null; now?: Date } = {}): Promise<CouponOffer[]> {
  const now = options.now ?? new Date();
  const rows = await executor
    .select(OFFER_FIELDS)
    .from(coupons)
    .innerJoin(promotions, eq(promotions.code, coupons.promoCode))
    .where(and(eq(coupons.locale, locale), offeredNow(now)))
    .orderBy(asc(coupons.position), asc(coupons.id));
  const claimed = options.userId ? new Set((await executor.select({ id: couponClaims.couponId }).from(couponClaims).where(eq(couponClaims.userId, options.userId))).map((r) => r.id)) : new Set<number>();
  return rows.map((row) => toOffer(row, claimed.has(row.id)));
}

/** The member's claimed coupons of this market that can still be used, soonest to expire first. */
export async function claimedCoupons(executor: Executor, userId: string, locale: Locale, now = new Date()): Promise<CouponOffer[]> {
  const rows = await executor
    .select(OFFER_FIELDS)
    .from(couponClaims)
    .innerJoin(coupons, eq(coupons.id, couponClaims.couponId))
    .innerJoin(promotions, eq(promotions.code, coupons.promoCode))
    .where(and(eq(couponClaims.userId, userId), eq(coupons.locale, locale), offeredNow(now)))
    .orderBy(asc(promotions.endsAt), asc(coupons.id));
  return rows.map((row) => toOffer(row, true));
}

/**
 * Claim a coupon of this market for the member; claiming again changes nothing. 404 for a
 * coupon of another market or none; 409 once it has expired or been withdrawn.
 */
export async function claimCoupon(executor: Executor, userId: string, couponId: number, locale: Locale, now = new Date()): Promise<CouponOffer> {
  const [row] = await executor
    .select({ ...OFFER_FIELDS, couponActive: coupons.active, promotionActive: promotions.active, startsAt: promotions.startsAt })
    .from(coupons)
    .innerJoin(promotions, eq(promotions.code, coupons.promoCode))
    .where(and(eq(coupons.id, couponId), eq(coupons.locale, locale)));
  if (!row) throw couponError('notFound', 'COUPON_NOT_FOUND', 'notFound', 'This coupon is not offered here');
  const { couponActive, promotionActive, startsAt, ...offer } = row;
  if (!couponActive || !promotionActive || now < startsAt || now >= offer.endsAt) throw couponError('conflict', 'COUPON_EXPIRED', 'expired', 'This coupon has expired');
  await executor.insert(couponClaims).values({ userId, couponId, claimedAt: now }).onConflictDoNothing();
  return toOffer(offer, true);
}

/** Give a claimed coupon back; answers whether it was claimed. */
export async function revokeCoupon(executor: Executor, userId: string, couponId: number): Promise<boolean> {
  const deleted = await executor.delete(couponClaims).where(and(eq(couponClaims.userId, userId), eq(couponClaims.couponId, couponId))).returning({ id: couponClaims.couponId });
  return deleted.length > 0;
}

// ---------------------------------------------------------------- operators

export interface CouponInput {
  locale: Locale;
  promoCode: string;
  discount: string;
  discountText: string;
  position?: number;
  active?: boolean;
  /** Creates (or replaces) the cart promotion behind the code in the same transaction. */
  promotion?: { kind: Promotion['kind']; value: number; minimumSubtotal?: number; startsAt: Date; endsAt: Date };
}

/** Every coupon of a market (or all), with its promotion's dates, for operators. */
export function listCoupons(executor: Executor, locale?: Locale) {
  return executor
    .select({ ...OFFER_FIELDS, locale: coupons.locale, position: coupons.position, active: coupons.active, promotionActive: promotions.active, startsAt: promotions.startsAt })
    .from(coupons)
    .innerJoin(promotions, eq(promotions.code, coupons.promoCode))
    .where(locale ? eq(coupons.locale, locale) : undefined)
    .orderBy(asc(coupons.locale), asc(coupons.position), asc(coupons.id));
}

/** Offer a coupon in a market. The code must be (or, with `promotion`, becomes) a cart promotion in the market's currency. */
export async function createCoupon(executor: Executor, input: CouponInput) {
  const code = normalizeCode(input.promoCode);
  const currency = getMarket(input.locale).currency;
  // Asked first: a code already offered in this market is said so (not as a coupon no longer offered), and its promotion is left as it is.
  const [taken] = await executor.select({ id: coupons.id }).from(coupons).where(and(eq(coupons.locale, input.locale), eq(coupons.promoCode, code)));
  if (taken) throw couponError('conflict', 'COUPON_EXISTS', 'exists', `${code} is already a coupon in ${input.locale}`, { code });
  if (input.promotion) {
    const values = { code, currency, kind: input.promotion.kind, value: input.promotion.kind === 'freeShipping' ? 0 : input.promotion.value, minimumSubtotal: input.promotion.minimumSubtotal ?? 0, startsAt: input.promotion.startsAt, endsAt: input.promotion.endsAt, active: true };
    await executor.insert(promotions).values(values).onConflictDoUpdate({ target: promotions.code, set: values });
  }
  const [promotion] = await executor.select().from(promotions).where(eq(promotions.code, code));
  if (!promotion) throw couponError('invalid', 'PROMOTION_NOT_FOUND', 'noPromotion', `No promotion has the code ${code}: give one with the coupon`, { code });
  if (promotion.currency !== currency) throw couponError('invalid', 'PROMOTION_OTHER_MARKET', 'otherMarket', `${code} is a ${promotion.currency} promotion, not for ${input.locale}`, { code, currency: promotion.currency });
  const [coupon] = await executor
    .insert(coupons)
    .values({ locale: input.locale, promoCode: code, discount: input.discount, discountText: input.discountText, position: input.position ?? 0, active: input.active ?? true })
    .onConflictDoNothing()
    .returning();
  if (!coupon) throw couponError('conflict', 'COUPON_EXISTS', 'exists', `${code} is already a coupon in ${input.locale}`, { code });
  await promotionsChanged(executor);
  return coupon;
}

/** Change a coupon's texts, order or whether it is offered; null when there is none. */
export async function updateCoupon(executor: Executor, id: number, change: Partial<Pick<CouponInput, 'discount' | 'discountText' | 'position' | 'active'>>) {
  if (!Object.keys(change).length) return (await executor.select().from(coupons).where(eq(coupons.id, id)))[0] ?? null;
  const [coupon] = await executor.update(coupons).set(change).where(eq(coupons.id, id)).returning();
  if (coupon) await promotionsChanged(executor);
  return coupon ?? null;
}

/** Withdraw a coupon for good (its claims go with it; the cart promotion stays). */
export async function deleteCoupon(executor: Executor, id: number): Promise<boolean> {
  const deleted = (await executor.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id })).length > 0;
  if (deleted) await promotionsChanged(executor);
  return deleted;
}
