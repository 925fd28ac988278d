/**
 * The retailer's installment settings as the back office changes them (/ops/settings/installments,
 * docs/decisions/058): per market, the counts offered, how many carry no interest, the monthly
 * rate beyond, the smallest installment and the smallest amount per count. One use case for the
 * page's action and any other adapter: `settings.manage` first, then the row and its audit line
 * (`settings.update`, before and after) in one transaction, and the cached pages that show the
 * market's installment line (product pages) dropped when it commits.
 */
import { z } from 'zod';
import { INSTALLMENTS_MAX, type InstallmentSettings } from '@/lib/installments';
import { staffChange, staffRead } from '@/server/staff/staff-change';
import type { Database } from '@/server/db/client';
import { pageTags } from '@/server/platform/page-cache';
import { invalidatePageTags } from '@/server/platform/page-cache-channel';
import type { Actor } from '@/server/staff/actor';
import { installmentSettings as settingsTable } from './installment-settings-schema';
import { installmentSettings } from './installments';

/** The markets whose installments the back office sets, and their currency (the US offers none). */
export const INSTALLMENT_MARKETS = [
  { country: 'BR', currency: 'BRL' },
  { country: 'MX', currency: 'MXN' },
] as const;
export type InstallmentCountry = (typeof INSTALLMENT_MARKETS)[number]['country'];

/** The largest minimum (installment or amount) the screen accepts: 1,000,000.00 of the market's currency. */
export const INSTALLMENT_MINIMUM_MAX = 100_000_000;
/** The highest monthly rate allowed, in hundredths of a percent (20 % a month; the table's check). */
export const MONTHLY_RATE_MAX = 2000;

const count = z.number().int().min(2, 'count').max(INSTALLMENTS_MAX, 'count');
const minor = z.number().int().min(0, 'amount').max(INSTALLMENT_MINIMUM_MAX, 'amount');

/**
 * A market's settings as the use case takes them. The messages of the issues are keys under
 * `ops.settings.installments.errors`.
 */
export const InstallmentSettingsInput = z
  .object({
    country: z.enum(['BR', 'MX'], 'market'),
    counts: z.array(count).max(INSTALLMENTS_MAX, 'count'),
    interestFreeUpTo: z.number().int().min(1, 'interestFreeUpTo').max(INSTALLMENTS_MAX, 'interestFreeUpTo'),
    monthlyRateBasisPoints: z.number().int().min(0, 'rate').max(MONTHLY_RATE_MAX, 'rate'),
    minInstallment: minor,
    minAmountByCount: z.record(z.string().regex(/^\d{1,2}$/, 'count'), minor),
  })
  .superRefine((value, context) => {
    if (new Set(value.counts).size !== value.counts.length) context.addIssue({ code: 'custom', path: ['counts'], message: 'count' });
    for (const key of Object.keys(value.minAmountByCount)) {
      if (!value.counts.includes(Number(key))) context.addIssue({ code: 'custom', path: ['minAmountByCount', key], message: 'count' });
    }
    // Plans beyond the interest-free ones need a rate; a rate with every plan free means nothing and hides a mistake.
    const longest = Math.max(1, ...value.counts);
    if (longest > value.interestFreeUpTo && value.monthlyRateBasisPoints === 0) context.addIssue({ code: 'custom', path: ['monthlyRateBasisPoints'], message: 'rateNeeded' });
  });
export type InstallmentSettingsInput = z.infer<typeof InstallmentSettingsInput>;

/** A market's settings as the screen shows them: null where it has no row (none offered). */
export interface MarketInstallmentSettings {
  country: InstallmentCountry;
  currency: (typeof INSTALLMENT_MARKETS)[number]['currency'];
  settings: InstallmentSettings | null;
  updatedAt: Date | null;
}

/** Every market's settings, for the settings screen (settings.manage). */
export async function installmentSettingsForStaff(database: Database, actor: Actor): Promise<MarketInstallmentSettings[]> {
  return staffRead(actor, 'settings.manage', async () => {
    const rows = await database.select({ country: settingsTable.country, updatedAt: settingsTable.updatedAt }).from(settingsTable);
    const updated = new Map(rows.map((row) => [row.country, row.updatedAt]));
    return Promise.all(INSTALLMENT_MARKETS.map(async ({ country, currency }) => ({ country, currency, settings: await installmentSettings(database, country), updatedAt: updated.get(country) ?? null })));
  });
}

/** The settings as they are kept and audited: counts ascending, minimums only for counts offered. */
function normalised(input: InstallmentSettingsInput, currency: InstallmentSettings['currency']): InstallmentSettings {
  const counts = [...input.counts].sort((a, b) => a - b);
  const minAmountByCount = Object.fromEntries(counts.filter((c) => input.minAmountByCount[String(c)] !== undefined).map((c) => [String(c), input.minAmountByCount[String(c)]!]));
  return { currency, counts, interestFreeUpTo: input.interestFreeUpTo, monthlyRateBasisPoints: input.monthlyRateBasisPoints, minInstallment: input.minInstallment, minAmountByCount };
}

/**
 * Set a market's installment settings (settings.manage). The product page, the cart and checkout
 * read them on their next render; the product pages in the page cache are dropped when this
 * commits. Audited as `settings.update` on `installmentSettings:<country>`, before and after.
 */
export async function updateInstallmentSettings(database: Database, actor: Actor, input: InstallmentSettingsInput): Promise<InstallmentSettings> {
  const data = InstallmentSettingsInput.parse(input);
  const { currency } = INSTALLMENT_MARKETS.find((market) => market.country === data.country)!;
  const after = normalised(data, currency);
  return staffChange(database, actor, 'settings.manage', async (tx, audit) => {
    const before = await installmentSettings(tx, data.country);
    const row = { ...after, counts: after.counts, updatedAt: new Date() };
    await tx.insert(settingsTable).values({ country: data.country, ...row }).onConflictDoUpdate({ target: settingsTable.country, set: row });
    await audit({ action: 'settings.update', entityType: 'installmentSettings', entityId: data.country, before, after });
    await invalidatePageTags(tx, [pageTags.installments(data.country)]);
    return after;
  });
}
