import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { PAGE_FILL_HEADER } from '../../src/lib/page-cache';
import { expect, test, WIDTHS } from './fixtures';

/**
 * Issue 21, docs/decisions/040 and 042: a catalogue page is rendered once for nobody (the page
 * cache's fill: no cookies) and that copy is what every shopper of the market gets; the shopper's
 * parts (fitment to the saved vehicle, the preferred store's stock) load in the browser.
 */

const CAMRY = '201502469';
const SHELF = '/parts/brakes';

interface Copy {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The page as the page cache stores it: rendered for an anonymous caller, as a fill. */
async function anonymousCopy(request: APIRequestContext, path: string): Promise<Copy> {
  const response = await request.get(path, { headers: { [PAGE_FILL_HEADER]: '1' } });
  expect(response.status()).toBe(200);
  const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'set-cookie'].includes(name)));
  return { status: response.status(), headers, body: await response.text() };
}

/** The shopper's browser gets the stored copy for this page (what the page cache serves), and everything else from the server. */
async function serveCopy(page: Page, baseURL: string, path: string, copy: Copy) {
  await page.route(`${baseURL}${path}`, (route) => (route.request().method() === 'GET' && route.request().resourceType() === 'document' ? route.fulfill(copy) : route.continue()));
}

async function houstonStore(page: Page): Promise<string> {
  await page.goto('/store?q=Houston');
  return (await page.getByTestId('store-result').first().getAttribute('data-store-number'))!;
}

async function saveVehicleAndStore(context: BrowserContext, baseURL: string, store: string) {
  await context.addCookies([
    { name: 'garageVehicles', value: CAMRY, url: baseURL },
    { name: 'preferredVehicleId', value: CAMRY, url: baseURL },
    { name: 'preferredStoreId', value: store, url: baseURL },
  ]);
}

test.describe('catalogue pages served from one copy', () => {
  test("a shelf an anonymous shopper opened first shows another shopper's fitment badges and store stock", async ({ page, context, request, baseURL, quietConsent }) => {
    void quietConsent;
    const store = await houstonStore(page);
    const copy = await anonymousCopy(request, SHELF);
    // The copy holds nobody's parts: no vehicle, no store.
    expect(copy.body).not.toContain('Toyota Camry');
    expect(copy.body).not.toContain(`store #${store}`);
    expect(copy.body).toContain('data-testid="product-card"');

    await saveVehicleAndStore(context, baseURL!, store);
    await serveCopy(page, baseURL!, SHELF, copy);
    await page.goto(SHELF);
    const badges = page.getByTestId('fitment-badge');
    await expect(badges.first()).toContainText('2015 Toyota Camry');
    await expect(badges).toHaveCount(await page.getByTestId('product-card').count());
    // The preferred store's stock replaces the market's "ships to home" line.
    await expect(page.getByTestId('availability').filter({ hasText: new RegExp(`store #${store}|nearby store`) }).first()).toBeVisible();
  });

  test('a product page from the same copy answers fitment and the store row for the shopper, and asks an anonymous one', async ({ page, context, request, baseURL, browser, quietConsent }) => {
    void quietConsent;
    // Five page loads and two browser contexts.
    test.slow();
    const store = await houstonStore(page);
    await page.goto(SHELF);
    const path = (await page.getByTestId('product-card').first().getByRole('link').getAttribute('href'))!;
    const copy = await anonymousCopy(request, path);
    expect(copy.body).not.toContain('Toyota Camry');

    // First, an anonymous shopper: the generic page asks for a vehicle and a store.
    const anonymous = await browser.newContext();
    const stranger = await anonymous.newPage();
    await serveCopy(stranger, baseURL!, path, copy);
    await stranger.goto(`${baseURL}${path}`);
    await expect(stranger.getByTestId('fitment-banner')).toHaveAttribute('data-fitment', 'NO_VEHICLE');
    await expect(stranger.getByTestId('store-availability')).toContainText('Choose a store');
    await anonymous.close();

    await saveVehicleAndStore(context, baseURL!, store);
    await serveCopy(page, baseURL!, path, copy);
    await page.goto(path);
    const banner = page.getByTestId('fitment-banner');
    await expect(banner).toHaveAttribute('data-fitment', /^(FITS|UNIVERSAL|NEEDS_MORE_INFO|DOES_NOT_FIT)$/);
    await expect(banner).toContainText('2015 Toyota Camry');
    await expect(page.getByTestId('store-availability')).toContainText(`store #${store}`);
  });

  test('without JavaScript the copy is the generic page, and its add-to-cart form still adds to the cart', async ({ browser, request, baseURL }) => {
    const copy = await anonymousCopy(request, SHELF);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: WIDTHS.phone, height: 844 } });
    await context.addCookies([
      { name: 'preferredVehicleId', value: CAMRY, url: baseURL! },
      { name: 'garageVehicles', value: CAMRY, url: baseURL! },
      { name: 'cookieConsent', value: `v1.f0a0m0.${Math.floor(Date.now() / 1000)}`, url: baseURL! },
    ]);
    const page = await context.newPage();
    await serveCopy(page, baseURL!, SHELF, copy);
    await page.goto(`${baseURL}${SHELF}`);
    const card = page.getByTestId('product-card').first();
    await expect(card).toBeVisible();
    await expect(page.getByTestId('fitment-badge')).toHaveCount(0);
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByTestId('add-to-cart').click();
    await page.goto(`${baseURL}/cart`);
    await expect(page.getByRole('main')).toContainText(title);
    await context.close();
  });
});
