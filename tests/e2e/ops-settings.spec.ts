import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInToOps } from './ops';

/** A page as the page cache serves it to nobody in particular: whether it was a hit, and the HTML. */
async function cached(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return { state: response.headers()['x-page-cache'], html: await response.text() };
}

/**
 * Tick or untick Mexico's 12 months on the settings screen and save; done when the screen's example
 * (rendered again from the saved settings) offers the most months left: 12, or 9 without them.
 */
async function offerTwelveMonths(page: Page, offered: boolean) {
  const mexico = page.getByTestId('installments-form-MX');
  await mexico.getByRole('checkbox', { name: '12 months' }).setChecked(offered);
  await mexico.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('installments-MX-done')).toHaveText('Saved. Shoppers in Mexico see the new plans now.');
  await expect(page.getByTestId('installments-MX-example')).toContainText(`${offered ? 12 : 9} payments of $`);
}

// Mexico's settings are this journey's alone (the pt-BR checkout journey relies on Brazil's).
test('an administrator stops offering 12 months without interest in Mexico, and the cached product page says 9 at once', async ({ page, request }) => {
  // The dearest brake part of the es-MX shelf: its page offers 12 meses sin intereses, and is served from the cache.
  await page.goto('/es-MX/parts/brakes?sort=price-desc');
  const path = new URL((await page.getByTestId('product-card').first().getByRole('link').first().getAttribute('href'))!, page.url()).pathname;
  await cached(request, path);
  const before = await cached(request, path);
  expect(before.state).toBe('hit');
  expect(before.html).toMatch(/Hasta 12 meses sin intereses de \$/);

  await page.goto('/ops/settings/installments');
  await signInToOps(page, 'administrator');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Card installments');
  await expect(page.getByTestId('installments-MX-example')).toContainText('12 payments of $125.00, no interest');
  try {
    await offerTwelveMonths(page, false);
    // The page that showed 12 months was dropped: the next request renders it with the new settings.
    const after = await cached(request, path);
    expect(after.state).toBe('miss');
    expect(after.html).toMatch(/Hasta 9 meses sin intereses de \$/);
    expect(after.html).not.toMatch(/12 meses sin intereses/);
  } finally {
    await offerTwelveMonths(page, true);
  }
  expect((await cached(request, path)).html).toMatch(/Hasta 12 meses sin intereses de \$/);
});
