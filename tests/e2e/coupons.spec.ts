import { newEmail, register } from './accounts';
import { expect, test } from './fixtures';

/**
 * Coupons (docs/decisions/025-promotions.md). Needs the lead's wiring: the promotions seed in
 * seedAll and <AccountCoupons> mounted on /user/myAccount.
 */
test.describe('coupons', () => {
  test('a guest sees the offers and a sign-in prompt; a claimed coupon shows in the account and can be given back', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/coupons');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coupons');
    const save10 = page.locator('[data-testid="coupon"][data-code="SAVE10"]');
    await expect(save10).toContainText('10% off');
    await expect(page.getByTestId('coupon-claim')).toHaveCount(0);

    // Signing in from the prompt comes back to the coupons.
    await page.getByTestId('coupon-list').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/signin\?redirect_url=%2Fcoupons/);
    await register(page, newEmail('coupons'), 'A-long-password-1');
    await expect(page).toHaveURL(/\/coupons$/);

    await save10.getByTestId('coupon-claim').click();
    await expect(save10.getByTestId('coupon-claimed')).toBeVisible();
    await expect(save10.getByTestId('coupon-revoke')).toBeVisible();

    await page.goto('/user/myAccount');
    const mine = page.getByTestId('account-coupons');
    await expect(mine.locator('[data-testid="coupon"][data-code="SAVE10"]')).toBeVisible();

    // Revoked from the account, it leaves it.
    await mine.getByTestId('coupon-revoke').click();
    await expect(mine.getByTestId('coupon')).toHaveCount(0);
  });

  test('copying a code shows the snack-bar', async ({ page, context, quietConsent }) => {
    void quietConsent;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/es-MX/coupons');
    const coupon = page.locator('[data-testid="coupon"][data-code="AHORRA10"]');
    await coupon.getByTestId('coupon-copy').click();
    await expect(page.getByTestId('coupon-copied')).toHaveText('Código copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('AHORRA10');
  });

  test('the circular shows this week in the market', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/pt-BR/circular');
    await expect(page.getByTestId('circular-dates')).toContainText('Válido de');
    await expect(page.getByTestId('product-card').first()).toContainText('R$');
  });
});
