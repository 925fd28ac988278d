/**
 * Card installments (parcelamento in Brazil, meses sin intereses in Mexico; docs/decisions/058):
 * which plans a card payment may be split into under a retailer's settings, and the exact money of
 * each plan. Pure and isomorphic: the product page's and the cart's line, checkout's picker and the
 * server's check (src/server/payments/installments.ts) compute with the same functions.
 *
 * Money is integer minor units. A plan's total is split into equal installments rounded down to the
 * cent; the remainder of the division goes on the first installment, so the installments always add
 * up to the total exactly.
 */
import type { CurrencyCode } from './markets';

/** A retailer's installment settings for one market (the payments module's `installment_settings` row). */
export interface InstallmentSettings {
  currency: CurrencyCode;
  /** The installment counts offered, ascending (Brazil 2..12, Mexico 3, 6, 9, 12; none in the US). 1 (pay at once) is always allowed. */
  counts: number[];
  /** Plans up to this many installments carry no interest (sem juros / sin intereses). */
  interestFreeUpTo: number;
  /** The monthly interest of the other plans, in hundredths of a percent (199 = 1.99 % a.m.), Price table (compound). */
  monthlyRateBasisPoints: number;
  /** The smallest installment allowed, in minor units (Brazil: R$ 5,00 = 500); 0 for none. */
  minInstallment: number;
  /** The smallest amount a plan of a given count needs, in minor units, by count (Mexico: 3 meses from $300...). */
  minAmountByCount: Record<string, number>;
}

export interface InstallmentPlan {
  count: number;
  /** Whether this plan adds interest. */
  interest: boolean;
  /** Each installment after the first, in minor units. */
  installment: number;
  /** The first installment: `installment` plus the rounding remainder. */
  first: number;
  /** What the shopper pays over the whole plan: the amount, or the amount with interest. */
  total: number;
  /** The monthly rate applied (0 without interest), in hundredths of a percent. */
  monthlyRateBasisPoints: number;
}

/** Why a plan is refused, as a message key suffix (checkout.installments.refused.*). */
export type InstallmentRefusal = 'notOffered' | 'belowMinimumAmount' | 'belowMinimumInstallment';

/** The largest count this module ever computes (a guard on the settings). */
export const INSTALLMENTS_MAX = 24;

/**
 * The total of a plan with interest: the Price table's fixed payment PMT = A·i / (1 − (1+i)^−n), in
 * whole minor units (rounded half up), times n. Computed in floating point only for the factor; the
 * result is an integer of minor units, and the installments are then exact divisions of it.
 */
function priceTableTotal(amount: number, count: number, basisPoints: number): number {
  if (basisPoints <= 0) return amount;
  const rate = basisPoints / 10_000;
  const payment = (amount * rate) / (1 - (1 + rate) ** -count);
  return Math.round(payment) * count;
}

/** The exact split of `total` into `count` installments, the remainder on the first. */
export function splitInstallments(total: number, count: number): { first: number; installment: number } {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`An installment total must be a non-negative integer of minor units, got ${total}`);
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`An installment count must be a positive integer, got ${count}`);
  const installment = Math.floor(total / count);
  return { installment, first: total - installment * (count - 1) };
}

/** The plan of `count` installments for `amount`, whatever the minimums say (see `checkInstallments`). */
export function planFor(amount: number, count: number, settings: InstallmentSettings): InstallmentPlan {
  const interest = count > 1 && count > settings.interestFreeUpTo && settings.monthlyRateBasisPoints > 0;
  const rate = interest ? settings.monthlyRateBasisPoints : 0;
  const total = interest ? priceTableTotal(amount, count, rate) : amount;
  return { count, interest, total, monthlyRateBasisPoints: rate, ...splitInstallments(total, count) };
}

/** Whether `count` installments of `amount` pass the settings: null when they do, else why not. */
export function checkInstallments(amount: number, count: number, settings: InstallmentSettings | null): InstallmentRefusal | null {
  if (count === 1) return null;
  if (!settings || !Number.isInteger(count) || count > INSTALLMENTS_MAX || !settings.counts.includes(count)) return 'notOffered';
  if (amount < (settings.minAmountByCount[String(count)] ?? 0)) return 'belowMinimumAmount';
  const plan = planFor(amount, count, settings);
  if (plan.installment < settings.minInstallment) return 'belowMinimumInstallment';
  return null;
}

/** Every plan `amount` may be paid in, 1 (at once) first; just [1x] where the market offers none. */
export function installmentPlans(amount: number, settings: InstallmentSettings | null): InstallmentPlan[] {
  const once = planFor(amount, 1, settings ?? { currency: 'USD', counts: [], interestFreeUpTo: 1, monthlyRateBasisPoints: 0, minInstallment: 0, minAmountByCount: {} });
  if (!settings || amount <= 0) return [once];
  const offered = settings.counts.filter((count) => count > 1 && checkInstallments(amount, count, settings) === null);
  return [once, ...offered.map((count) => planFor(amount, count, settings))];
}

/**
 * The plan a product page and the cart advertise: the most installments without interest, or,
 * when none is free, the most installments at all; null when the amount cannot be split.
 */
export function headlinePlan(amount: number, settings: InstallmentSettings | null): InstallmentPlan | null {
  const plans = installmentPlans(amount, settings).filter((plan) => plan.count > 1);
  if (!plans.length) return null;
  const free = plans.filter((plan) => !plan.interest);
  return (free.length ? free : plans).at(-1)!;
}

/** A monthly rate as the shopper reads it: 199 → "1,99%" (pt-BR), "1.99%" (en-US, es-MX). */
export function formatMonthlyRate(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/** The values a plan's messages take (payments.installments.*), with the money formatted by the caller. */
export function planTextValues(plan: Pick<InstallmentPlan, 'count' | 'installment' | 'first' | 'total' | 'monthlyRateBasisPoints'>, format: (amount: number) => string, locale: string) {
  return { count: plan.count, amount: format(plan.installment), first: format(plan.first), total: format(plan.total), rate: formatMonthlyRate(plan.monthlyRateBasisPoints, locale) };
}

/**
 * What an order's card payment says of its installments (payments.installments.paid / paidInterest and
 * their values), from the plan the order kept; null when it was paid at once.
 */
export function paidInstallmentsText(
  payment: { installments: number; amount: number; installmentPlan: { installment: number; first: number; total: number; monthlyRateBasisPoints: number } | null },
  format: (amount: number) => string,
  locale: string,
): { key: 'paid' | 'paidInterest'; values: ReturnType<typeof planTextValues> } | null {
  if (payment.installments <= 1 || !payment.installmentPlan) return null;
  const values = planTextValues({ count: payment.installments, ...payment.installmentPlan }, format, locale);
  return { key: payment.installmentPlan.total > payment.amount ? 'paidInterest' : 'paid', values };
}
