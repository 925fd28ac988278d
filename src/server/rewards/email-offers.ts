import { and, eq } from 'drizzle-orm';
import type { ErrorDetail } from '@/lib/errors';
import { getMarket, type CurrencyCode, type Locale } from '@/lib/markets';
import { isEmail } from '@/lib/validation/contact';
import { promotionInForce, savePromotions, type NewPromotion } from '@/server/promotions/promo-codes';
import type { Executor } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { type CallLimiter, callLimiter } from '@/server/platform/rate-limit';
import { emailOfferSignups } from './schema';

/**
 * The e-mail promo side tab's offer (spec §4 Email promo tab): signing up for e-mail offers
 * unlocks a promo code of the market, a real promotion the cart accepts. One sign-up per
 * address and locale; signing up again answers the same code.
 */
export const EMAIL_OFFER_PROMOTIONS: Record<CurrencyCode, NewPromotion> = {
  USD: { code: 'WELCOME10', kind: 'percent', value: 10, currency: 'USD', minimumSubtotal: 0, startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2030-01-01T00:00:00Z'), active: true },
  MXN: { code: 'BIENVENIDO10', kind: 'percent', value: 10, currency: 'MXN', minimumSubtotal: 0, startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2030-01-01T00:00:00Z'), active: true },
  BRL: { code: 'BEMVINDO10', kind: 'percent', value: 10, currency: 'BRL', minimumSubtotal: 0, startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2030-01-01T00:00:00Z'), active: true },
};

/** The offer the tab advertises in a market. */
export function emailOfferFor(locale: Locale): { code: string; percent: number } {
  const promotion = EMAIL_OFFER_PROMOTIONS[getMarket(locale).currency];
  return { code: promotion.code, percent: promotion.value };
}

/** Adds (or restores) the e-mail sign-up promotions; the seed calls it. Answers how many. */
export async function seedEmailOfferPromotion(executor: Executor): Promise<number> {
  return savePromotions(executor, Object.values(EMAIL_OFFER_PROMOTIONS));
}

/** Sign-ups per caller per minute: a shopper fixing a typo, not a list being loaded. */
export const EMAIL_OFFER_RATE_LIMIT_PER_MINUTE = 5;
const globalLimiter = globalThis as unknown as { __emailOfferLimiter?: CallLimiter };
export const emailOfferLimiter = (globalLimiter.__emailOfferLimiter ??= callLimiter('email-offers', EMAIL_OFFER_RATE_LIMIT_PER_MINUTE, 60_000));

export const EMAIL_OFFER_RATE_LIMITED: ErrorDetail = {
  errorCode: 'RATE_LIMITED',
  errorMessageKey: 'emailPromo.errors.tooManyAttempts',
  errorMessageDefault: 'Too many attempts. Please wait a minute and try again.',
};

export interface EmailOfferSignUp {
  promoCode: string;
  /** False when this address had already signed up in this locale. */
  created: boolean;
}

/**
 * Stores a sign-up (the address lower-cased; the member when signed in) and answers the code it
 * unlocks. Refused when the address is not one (400) or the market's promotion is not usable (503).
 */
export async function signUpForEmailOffers(executor: Executor, input: { email: string; locale: Locale; userId?: string | null }, now = new Date()): Promise<EmailOfferSignUp> {
  const email = input.email.trim().toLowerCase();
  if (!isEmail(email)) {
    throw new DomainError('malformed', { errorCode: 'VALIDATION_FAILED', errorMessageKey: 'validation.email.invalid', errorMessageDefault: 'Please enter a valid email address.' });
  }
  const offer = emailOfferFor(input.locale);
  const promotion = await promotionInForce(executor, offer.code, now);
  if (!promotion) {
    throw new DomainError('unavailable', { errorCode: 'EMAIL_OFFER_UNAVAILABLE', errorMessageKey: 'emailPromo.errors.unavailable', errorMessageDefault: 'This offer is not available right now.' });
  }
  const [inserted] = await executor
    .insert(emailOfferSignups)
    .values({ email, locale: input.locale, userId: input.userId ?? null, promoCode: promotion.code, createdAt: now })
    .onConflictDoNothing({ target: [emailOfferSignups.email, emailOfferSignups.locale] })
    .returning({ promoCode: emailOfferSignups.promoCode });
  if (inserted) return { promoCode: inserted.promoCode, created: true };
  const [existing] = await executor
    .select({ promoCode: emailOfferSignups.promoCode })
    .from(emailOfferSignups)
    .where(and(eq(emailOfferSignups.email, email), eq(emailOfferSignups.locale, input.locale)));
  return { promoCode: existing!.promoCode, created: false };
}
