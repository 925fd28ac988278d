import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const consentCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'cookieConsent')?.value;
const hasCookie = async (page: Page, name: string) => (await page.context().cookies()).some((c) => c.name === name);

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

  test('Escape from the preferences returns the focus to the button that opened them, from the banner and from the footer', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    const manage = banner.getByRole('button', { name: 'Manage preferences' });
    await manage.click();
    const dialog = page.getByTestId('cookie-preferences');
    await expect(dialog).toBeVisible();
    // A modal dialog: the focus stays inside while it is open.
    for (let stop = 0; stop < 8; stop += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(manage).toBeFocused();

    await banner.getByRole('button', { name: 'Reject all' }).click();
    const settings = page.getByTestId('cookie-settings');
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();

    // Saving from the footer's preferences also returns there.
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();
  });

  test('the banner comes first in the tab order, and answering it leaves the focus on the visible skip link, not the page body', async ({ page }) => {
    await page.goto('/es-MX');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Administrar preferencias' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Rechazar todas' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    const skip = page.getByRole('link', { name: 'Saltar al contenido principal' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    // The keyboard carries on where it would have without the banner: the skip link, then the page.
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('saving the preferences opened from the banner leaves the focus on the page, not the body', async ({ page }) => {
    await page.goto('/pt-BR');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('cookie-preferences');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Aceitar todos' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
    await expect(page.getByRole('link', { name: 'Pular para o conteúdo principal' })).toBeFocused();
  });
});
