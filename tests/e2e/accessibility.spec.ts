import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical findings on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

for (const path of ['/', '/es-MX', '/pt-BR']) {
  for (const width of [390, 1280]) {
    test(`home ${path} at ${width}px has no serious or critical accessibility violations`, async ({ page, quietConsent }) => {
      void quietConsent;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

/**
 * The main page types with the cookie banner open (a first visit, on a phone, where it is tallest
 * and the side tabs used to cover it) and once it is answered (on a desktop). Checkout has its own
 * layout without the banner. Each finding names its page, so one report lists them all.
 */
const LOCALES = [
  { prefix: '', reject: 'Reject all' },
  { prefix: '/es-MX', reject: 'Rechazar todas' },
  { prefix: '/pt-BR', reject: 'Rejeitar todos' },
] as const;

async function checkOpenAndAnswered(page: Page, url: string, reject: string) {
  await page.context().clearCookies({ name: 'cookieConsent' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url);
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  expect.soft(await seriousViolations(page), `${url} with the cookie banner open`).toEqual([]);
  await banner.getByRole('button', { name: reject }).click();
  await expect(banner).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });
  expect.soft(await seriousViolations(page), `${url} with the cookie banner answered`).toEqual([]);
}

for (const { prefix, reject } of LOCALES) {
  test(`${prefix || '/'}: home, a shelf, a product page, contact us and order tracking, banner open and answered, have no serious or critical violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await checkOpenAndAnswered(page, prefix || '/', reject);
    await checkOpenAndAnswered(page, `${prefix}/parts/brakes`, reject);
    const product = await page.getByTestId('product-card').first().getByRole('link').first().getAttribute('href');
    await checkOpenAndAnswered(page, product!, reject);
    await checkOpenAndAnswered(page, `${prefix}/contactus`, reject);
    await checkOpenAndAnswered(page, `${prefix}/trackOrder`, reject);
  });

  test(`${prefix || '/'}: the cart, banner open and answered, and checkout have no serious or critical violations`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${prefix}/parts/brakes`);
    await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await checkOpenAndAnswered(page, `${prefix}/cart`, reject);
    await page.getByTestId('checkout-button').click();
    await page.getByTestId('continue-as-guest').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('back-to-cart')).toBeVisible();
    expect.soft(await seriousViolations(page), `${prefix}/checkout`).toEqual([]);
  });
}
