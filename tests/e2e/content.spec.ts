import { E2E_ADMIN_TOKEN } from './admin';
import { expect, test } from './fixtures';

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

test.describe('content pages', () => {
  test('the Mexican terms open at the rewards rules and the returns policy', async ({ page }) => {
    await page.goto('/es-MX/lp/termsAndConditions#rewardsProgramRules');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const rules = page.locator('#rewardsProgramRules');
    await expect(rules).toBeInViewport();
    await expect(rules).toContainText('400');

    for (const anchor of ['privacyPolicy', 'rulesAndRegulations', 'secureShopping', 'returnsPolicy']) {
      await expect(page.locator(`#${anchor}`)).toHaveCount(1);
    }
    await page.goto('/es-MX/lp/termsAndConditions#returnsPolicy');
    await expect(page.locator('#returnsPolicy')).toBeInViewport();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  });

  test('the FAQs open at the rewards questions, and pages a market lacks are not found', async ({ page }) => {
    await page.goto('/lp/faqs#rewards');
    await expect(page.locator('#rewards')).toBeInViewport();
    await expect(page.locator('#rewards')).toContainText('$20');

    expect((await page.goto('/lp/folleto'))?.status()).toBe(404);
    expect((await page.goto('/pt-BR/lp/termsAndConditions'))?.status()).toBe(404);
    expect((await page.goto('/pt-BR/lp/folheto'))?.status()).toBe(200);
    expect((await page.goto('/pt-BR/lp/informacoeslegais'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an operator’s edit through the admin API shows on the page', async ({ page, request }) => {
    const url = '/api/admin/content/pages/en-US/repair-help';
    const original = await request.get(url, { headers: admin });
    expect(original.status()).toBe(200);
    const page0 = (await original.json()) as { body: { title: string } };
    const title = `Repair help, updated ${Date.now()}`;
    try {
      const put = await request.put(url, { headers: admin, data: { ...page0, body: { ...page0.body, title } } });
      expect(put.status(), await put.text()).toBeLessThan(300);
      await page.goto('/lp/repair-help');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    } finally {
      await request.put(url, { headers: admin, data: page0 });
    }
  });
});
