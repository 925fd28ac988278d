/**
 * Card installments on the server (docs/decisions/058): the retailer's settings per market, read
 * from `installment_settings`, and the check of a chosen plan before the card is authorised. The
 * plans' money is src/lib/installments.ts's, the same functions the pages compute with.
 */
import { eq } from 'drizzle-orm';
import { checkInstallments, planFor, type InstallmentPlan, type InstallmentRefusal, type InstallmentSettings } from '@/lib/installments';
import type { Market } from '@/lib/markets';
import type { Database } from '@/server/db/client';
import type { Transaction } from '@/server/db/with-database';
import { installmentSettings as table } from './installment-settings-schema';

export type { InstallmentPlan, InstallmentSettings } from '@/lib/installments';

/** The market's installment settings, or null where it offers none (no row: the US). */
export async function installmentSettings(executor: Database | Transaction, country: Market['country']): Promise<InstallmentSettings | null> {
  const [row] = await executor.select().from(table).where(eq(table.country, country));
  if (!row) return null;
  return {
    currency: row.currency,
    counts: [...row.counts].sort((a, b) => a - b),
    interestFreeUpTo: row.interestFreeUpTo,
    monthlyRateBasisPoints: row.monthlyRateBasisPoints,
    minInstallment: row.minInstallment,
    minAmountByCount: row.minAmountByCount,
  };
}

export class InstallmentsRefused extends Error {
  constructor(
    readonly reason: InstallmentRefusal,
    readonly count: number,
  ) {
    super(`${count} installments refused: ${reason}`);
    this.name = 'InstallmentsRefused';
  }
}

/**
 * The plan `count` installments of `amount` (minor units of the market's currency) are paid in,
 * checked against the market's settings: throws InstallmentsRefused when the settings refuse it
 * (a count not offered, under the minimum order or the minimum installment).
 */
export async function chosenInstallmentPlan(executor: Database | Transaction, country: Market['country'], amount: number, count: number): Promise<InstallmentPlan> {
  const settings = count === 1 ? null : await installmentSettings(executor, country);
  const refusal = checkInstallments(amount, count, settings);
  if (refusal) throw new InstallmentsRefused(refusal, count);
  return planFor(amount, count, settings ?? { currency: 'USD', counts: [], interestFreeUpTo: 1, monthlyRateBasisPoints: 0, minInstallment: 0, minAmountByCount: {} });
}
