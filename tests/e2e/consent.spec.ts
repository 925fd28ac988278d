import { expect, test } from '@playwright/test';

const consentCookie = async (page: import('@playwright/test').Page) => (await page.context().cookies()).find((c) => c.name === 'cookieConsent')?.value;
const hasCookie = async (page: import('@playwright/test').Page, name: string) => (await page.context().cookies()).some((c) => c.name === name);

test.describe('cookie consent', () => {
  test('appears after the delay, sets nothing optional before a choice, and remembers "reject all"', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeHidden();
    await expect(banner).toBeVisible({ timeout: 6_000 });
    expect(await hasCookie(page, 'eCookieId')).toBe(false);

    await banner.getByRole('button', { name: 'Reject all' }).click();
    await expect(banner).toBeHidden();
    expect(await consentCookie(page)).toMatch(/^v1\.f0a0m0\.\d+$/);

    await page.reload();
    await page.waitForTimeout(2_500);
    await expect(banner).toBeHidden();
    expect(await hasCookie(page, 'eCookieId')).toBe(false);
  });

  test('closing the banner counts as accepting all', async ({ page }) => {
    await page.goto('/es-MX');
    const banner = page.getByTestId('cookie-banner');
    await banner.getByRole('button', { name: 'Cerrar y aceptar todas las cookies' }).click();
    expect(await consentCookie(page)).toMatch(/^v1\.f1a1m1\./);
    expect(await hasCookie(page, 'eCookieId')).toBe(true);
  });

  test('manage preferences saves a choice per category, and the footer button reopens it after reloads', async ({ page }) => {
    await page.goto('/pt-BR');
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Gerenciar preferências' }).click();
    const dialog = page.getByTestId('cookie-preferences');
    await dialog.getByRole('switch', { name: /Análise/ }).check();
    await dialog.getByRole('button', { name: 'Salvar minhas escolhas' }).click();
    await expect(dialog).toBeHidden();
    expect(await consentCookie(page)).toMatch(/^v1\.f0a1m0\./);
    expect(await hasCookie(page, 'eCookieId')).toBe(true);

    await page.reload();
    await page.getByTestId('cookie-settings').click();
    await expect(dialog.getByRole('switch', { name: /Análise/ })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: /Marketing/ })).not.toBeChecked();
    await dialog.getByRole('switch', { name: /Análise/ }).uncheck();
    await dialog.getByRole('button', { name: 'Salvar minhas escolhas' }).click();
    expect(await consentCookie(page)).toMatch(/^v1\.f0a0m0\./);
    expect(await hasCookie(page, 'eCookieId')).toBe(false);
  });
});
