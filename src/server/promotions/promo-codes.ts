import { eq } from 'drizzle-orm';
import type { CurrencyCode } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { promotions, type Promotion } from './schema';

/**
 * Promo codes (the promotions table): what a code takes off a subtotal and whether it can be
 * used. The cart applies one (cart/promotions.ts); coupons and e-mail offers point at one.
 */

export type PromotionStatus = 'applied' | 'minimumNotMet';

export interface AppliedPromotion {
  code: string;
  kind: Promotion['kind'];
  status: PromotionStatus;
  /** Minor units off the merchandise (0 for free shipping, applied at checkout). */
  discount: number;
  /** Minor units the merchandise must reach. */
  minimumSubtotal: number;
}

export function normalizeCode(code: string): string {
  return code.trim().toUpperCase().replace(/\s+/g, '');
}

/** What a promotion takes off this subtotal: a percent (rounded down to the cent) or an amount, never more than the subtotal. */
export function promotionDiscount(promotion: Pick<Promotion, 'kind' | 'value'>, subtotal: number): number {
  if (promotion.kind === 'percent') return Math.floor((subtotal * promotion.value) / 100);
  if (promotion.kind === 'amount') return Math.min(subtotal, promotion.value);
  return 0;
}

function refused(errorCode: string, key: string, text: string, values?: Record<string, string | number>): DomainError {
  return new DomainError('invalid', { errorCode, errorMessageKey: `cart.promo.${key}`, errorMessageDefault: text, errorMessageValues: values });
}

async function usablePromotion(executor: Executor, code: string, currency: CurrencyCode, now: Date): Promise<Promotion> {
  const [promotion] = await executor.select().from(promotions).where(eq(promotions.code, normalizeCode(code)));
  const values = { code: normalizeCode(code) };
  if (!promotion || !promotion.active) throw refused('PROMO_NOT_FOUND', 'notFound', `${code} is not a valid promo code`, values);
  // An ended code has expired wherever it is typed: that it was another country's too is no news to the shopper.
  if (now >= promotion.endsAt) throw refused('PROMO_EXPIRED', 'expired', `${code} has expired`, values);
  if (promotion.currency !== currency) throw refused('PROMO_OTHER_MARKET', 'otherMarket', `${code} is not valid in this country`, values);
  if (now < promotion.startsAt) throw refused('PROMO_EXPIRED', 'expired', `${code} has expired`, values);
  return promotion;
}

/** The cart's promotion as it stands for this subtotal; null when it is no longer usable. */
export async function promotionFor(executor: Executor, code: string, currency: CurrencyCode, subtotal: number, now: Date): Promise<AppliedPromotion | null> {
  const promotion = await usablePromotion(executor, code, currency, now).catch(() => null);
  if (!promotion) return null;
  const met = subtotal >= promotion.minimumSubtotal;
  return { code: promotion.code, kind: promotion.kind, status: met ? 'applied' : 'minimumNotMet', discount: met ? promotionDiscount(promotion, subtotal) : 0, minimumSubtotal: promotion.minimumSubtotal };
}

/** The promotion of this code for a cart of this subtotal: usable now, its minimum met; refused with the reason when not. */
export async function promotionToApply(executor: Executor, code: string, currency: CurrencyCode, subtotal: number, now: Date): Promise<Promotion> {
  const promotion = await usablePromotion(executor, code, currency, now);
  if (subtotal < promotion.minimumSubtotal) {
    throw refused('PROMO_MINIMUM_NOT_MET', 'minimumNotMet', `${promotion.code} needs a subtotal of at least ${promotion.minimumSubtotal} (minor units)`, {
      code: promotion.code,
      minimum: promotion.minimumSubtotal,
    });
  }
  return promotion;
}

/** The demo's promo codes (README lists them). */
export const DEMO_PROMOTIONS: NewPromotion[] = [
  { code: 'SAVE10', kind: 'percent', value: 10, currency: 'USD', minimumSubtotal: 5000, startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2028-01-01T00:00:00Z') },
  { code: 'TAKE20', kind: 'amount', value: 2000, currency: 'USD', minimumSubtotal: 10000, startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2028-01-01T00:00:00Z') },
  { code: 'FREESHIP', kind: 'freeShipping', value: 0, currency: 'USD', minimumSubtotal: 0, startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2028-01-01T00:00:00Z') },
  { code: 'SUMMER25', kind: 'percent', value: 25, currency: 'USD', minimumSubtotal: 0, startsAt: new Date('2025-06-01T00:00:00Z'), endsAt: new Date('2025-09-01T00:00:00Z') },
  { code: 'AHORRA10', kind: 'percent', value: 10, currency: 'MXN', minimumSubtotal: 100000, startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2028-01-01T00:00:00Z') },
  { code: 'ENVIOGRATIS', kind: 'freeShipping', value: 0, currency: 'MXN', minimumSubtotal: 0, startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2028-01-01T00:00:00Z') },
  { code: 'DESCONTO10', kind: 'percent', value: 10, currency: 'BRL', minimumSubtotal: 25000, startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2028-01-01T00:00:00Z') },
  { code: 'FRETEGRATIS', kind: 'freeShipping', value: 0, currency: 'BRL', minimumSubtotal: 0, startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2028-01-01T00:00:00Z') },
];

/** A promo code to add. */
export type NewPromotion = typeof promotions.$inferInsert;

/** Add promo codes, or restore them as given when they exist (the seeds). Answers how many. */
export async function savePromotions(executor: Executor, rows: readonly NewPromotion[]): Promise<number> {
  for (const promotion of rows) await executor.insert(promotions).values(promotion).onConflictDoUpdate({ target: promotions.code, set: promotion });
  return rows.length;
}

/** The promotion of this code when it is active and in its dates now; null when not. */
export async function promotionInForce(executor: Executor, code: string, now: Date): Promise<Promotion | null> {
  const [promotion] = await executor.select().from(promotions).where(eq(promotions.code, code));
  return promotion?.active && now >= promotion.startsAt && now < promotion.endsAt ? promotion : null;
}

export function seedPromotions(executor: Executor): Promise<number> {
  return savePromotions(executor, DEMO_PROMOTIONS);
}
