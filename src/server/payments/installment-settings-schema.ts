import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The retailer's card-installment settings, one row per market country (docs/decisions/058):
 * which counts are offered, how many carry no interest, the monthly rate of the others (Price
 * table), the smallest installment and the smallest amount per count. A market without a row
 * (the US) offers none. Migration 0036 writes the demo retailer's rows; the administrator changes
 * them on /ops/settings/installments (installment-settings.ts).
 */
export const installmentSettings = pgTable(
  'installment_settings',
  {
    country: text('country', { enum: ['US', 'MX', 'BR'] }).primaryKey(),
    currency: text('currency', { enum: ['USD', 'MXN', 'BRL'] }).notNull(),
    counts: smallint('counts').array().notNull(),
    interestFreeUpTo: smallint('interest_free_up_to').notNull(),
    /** Hundredths of a percent a month (199 = 1.99 % a.m.). */
    monthlyRateBasisPoints: integer('monthly_rate_basis_points').notNull(),
    /** Minor units of `currency`. */
    minInstallment: integer('min_installment').notNull(),
    /** Minor units by count ({"3": 30000}). */
    minAmountByCount: jsonb('min_amount_by_count').$type<Record<string, number>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('installment_settings_rate_range', sql`${t.monthlyRateBasisPoints} >= 0 and ${t.monthlyRateBasisPoints} <= 2000`),
    check('installment_settings_minimum', sql`${t.minInstallment} >= 0`),
    check('installment_settings_counts', sql`${t.counts} <@ array[2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24]::smallint[]`),
  ],
);

export type InstallmentSettingsRow = typeof installmentSettings.$inferSelect;
