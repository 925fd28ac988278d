import { describe, expect, it, vi } from 'vitest';

/**
 * The installment settings' use case on PostgreSQL (/ops/settings/installments): who may change
 * them, the audit line with the values before and after, the plans the product page, the cart,
 * checkout and placeOrder compute following the new settings at once, and the cached product
 * pages that showed the market's line dropped. A fill is a render whose request carries its id,
 * as the proxy does it (page-cache-tags.int.test.ts).
 */
vi.mock('next/headers', async () => (await import('../../../tests/integration/page-fills')).fillHeaders);

const { db } = await import('@/server/db/client');
const { headlinePlan, installmentPlans } = await import('@/lib/installments');
const { pageStore, pageTags } = await import('@/server/platform/page-cache');
const { storePage, tagsOfFill } = await import('../../../tests/integration/page-fills');
const { EVERY_ROLE, actorOf, auditLinesOf, outcomeOf } = await import('../../../tests/integration/staff');
const { installmentSettingsForStaff, updateInstallmentSettings, InstallmentSettingsInput } = await import('./installment-settings');
const { chosenInstallmentPlan, installmentSettings, InstallmentsRefused } = await import('./installments');
const { installmentSettingsOf } = await import('./queries');

/** Brazil as an administrator might set it: up to 6x, 3x sem juros, 2,49 % a.m. beyond, at least R$ 20,00 an installment. */
const BRAZIL_SIX = { country: 'BR' as const, counts: [2, 3, 4, 5, 6], interestFreeUpTo: 3, monthlyRateBasisPoints: 249, minInstallment: 2_000, minAmountByCount: {} };


describe('the installment settings screen’s use case', () => {
  it('only an administrator reads or changes them; a refusal is recorded and changes nothing', async () => {
    const before = await installmentSettings(db(), 'BR');
    for (const role of EVERY_ROLE) {
      const actor = actorOf(role);
      const expected = role === 'administrator' ? 'allowed' : 'forbidden';
      expect(await outcomeOf(installmentSettingsForStaff(db(), actor)), `${role} reads`).toBe(expected);
      if (role === 'administrator') continue;
      expect(await outcomeOf(updateInstallmentSettings(db(), actor, BRAZIL_SIX)), `${role} writes`).toBe('forbidden');
      expect((await auditLinesOf(actor, 'denied'))[0]).toMatchObject({ entityId: 'settings.manage' });
    }
    expect(await installmentSettings(db(), 'BR')).toEqual(before);
  });

  it('keeps the new settings with an audit line of before and after, and the plans follow them at once', async () => {
    const admin = actorOf('administrator');
    const before = (await installmentSettings(db(), 'BR'))!;
    expect(before.counts.at(-1)).toBe(12);
    expect(headlinePlan(100_000, before)).toMatchObject({ count: 10, interest: false });

    const saved = await updateInstallmentSettings(db(), admin, { ...BRAZIL_SIX, counts: [6, 5, 4, 3, 2] });
    expect(saved).toEqual({ currency: 'BRL', counts: [2, 3, 4, 5, 6], interestFreeUpTo: 3, monthlyRateBasisPoints: 249, minInstallment: 2_000, minAmountByCount: {} });
    const [line] = await auditLinesOf(admin, 'settings.update');
    expect(line).toMatchObject({ entityType: 'installmentSettings', entityId: 'BR', before, after: saved });

    // What the product page, the cart and checkout read, and what placing the order checks.
    const now = (await installmentSettingsOf('BR'))!;
    expect(now).toEqual(saved);
    expect(headlinePlan(100_000, now)).toMatchObject({ count: 3, interest: false, installment: 33_333 });
    const plans = installmentPlans(100_000, now);
    expect(plans.map((p) => p.count)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(plans.find((p) => p.count === 6)).toMatchObject({ interest: true, monthlyRateBasisPoints: 249 });
    await expect(chosenInstallmentPlan(db(), 'BR', 100_000, 10)).rejects.toEqual(new InstallmentsRefused('notOffered', 10));
    // R$ 100,00 in 6x at 2,49 % a.m. is about R$ 18,20 an installment: under the new R$ 20,00 minimum.
    await expect(chosenInstallmentPlan(db(), 'BR', 10_000, 6)).rejects.toEqual(new InstallmentsRefused('belowMinimumInstallment', 6));
    expect(await chosenInstallmentPlan(db(), 'BR', 100_000, 6)).toMatchObject({ count: 6, interest: true });
  });

  it('Mexico: the months offered without interest and the minimum amount of each', async () => {
    const admin = actorOf('administrator');
    const saved = await updateInstallmentSettings(db(), admin, { country: 'MX', counts: [3, 6], interestFreeUpTo: 6, monthlyRateBasisPoints: 0, minInstallment: 0, minAmountByCount: { '3': 50_000, '6': 90_000 } });
    expect(saved).toMatchObject({ currency: 'MXN', counts: [3, 6], minAmountByCount: { '3': 50_000, '6': 90_000 } });
    const mexico = await installmentSettingsOf('MX');
    expect(installmentPlans(80_000, mexico).map((p) => p.count)).toEqual([1, 3]);
    expect(installmentPlans(150_000, mexico).map((p) => p.count)).toEqual([1, 3, 6]);
    await expect(chosenInstallmentPlan(db(), 'MX', 150_000, 12)).rejects.toEqual(new InstallmentsRefused('notOffered', 12));
  });

  it('refuses settings that make no sense, naming the field', () => {
    const issues = (value: unknown) => {
      const parsed = InstallmentSettingsInput.safeParse(value);
      return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    };
    expect(issues(BRAZIL_SIX)).toEqual([]);
    expect(issues({ ...BRAZIL_SIX, counts: [2, 2, 3] })).toEqual(['counts:count']);
    expect(issues({ ...BRAZIL_SIX, counts: [1, 30] })).toEqual(['counts.0:count', 'counts.1:count']);
    expect(issues({ ...BRAZIL_SIX, monthlyRateBasisPoints: 0 })).toEqual(['monthlyRateBasisPoints:rateNeeded']);
    expect(issues({ ...BRAZIL_SIX, monthlyRateBasisPoints: 2_001 })).toEqual(['monthlyRateBasisPoints:rate']);
    expect(issues({ ...BRAZIL_SIX, minInstallment: -1 })).toEqual(['minInstallment:amount']);
    expect(issues({ ...BRAZIL_SIX, minAmountByCount: { '9': 100 } })).toEqual(['minAmountByCount.9:count']);
    expect(issues({ ...BRAZIL_SIX, country: 'US' })).toEqual(['country:market']);
  });

  it('drops the cached pages that showed the market’s installment line, and only those', async () => {
    const tags = await tagsOfFill(() => installmentSettingsOf('BR'));
    expect(tags).toEqual(new Set([pageTags.installments('BR')]));
    storePage('product-br', [pageTags.product(1), ...tags]);
    storePage('product-mx', [pageTags.product(1), pageTags.installments('MX')]);
    await updateInstallmentSettings(db(), actorOf('administrator'), { ...BRAZIL_SIX, minInstallment: 1_500 });
    expect(pageStore().get('product-br')).toBeUndefined();
    expect(pageStore().get('product-mx')).toBeDefined();
  });
});
