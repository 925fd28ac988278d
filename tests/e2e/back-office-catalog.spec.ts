import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, WIDTHS } from './fixtures';
import { signInToOps as signInAs } from './ops';
import type { Role } from '../../src/server/staff/permissions';

/**
 * The back office's catalogue (issue 23, decision 055): a merchandiser changes a product's price
 * on /ops/catalog and the shelf, served from the page cache until then, shows the new price on
 * the very next request. The journeys sign in as the demo's staff members (tests/e2e/ops.ts).
 */

const SHELF = '/parts/brakes/brake-pad-set';

async function signInToOps(page: Page, next: string, role: Role) {
  await page.goto(next);
  await signInAs(page, role);
  await expect(page).toHaveURL(new RegExp(next.replace(/[?]/g, '\\?')));
}

/** The bar's language switch: kept on the member's account. */
async function chooseLanguage(page: Page, locale: string) {
  await page.locator('#ops-locale').selectOption(locale);
  await page.locator('form:has(#ops-locale) button[type="submit"]').click();
  // The page comes back in that language (the document's language follows it), on the same screen and search.
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('#ops-locale')).toHaveValue(locale);
}

async function shelfState(request: APIRequestContext) {
  const response = await request.get(SHELF);
  expect(response.status()).toBe(200);
  return { state: response.headers()['x-page-cache'], html: await response.text() };
}

test.describe('the back office’s catalogue', () => {
  test('a merchandiser changes a price and the cached shelf shows it on the next request', async ({ page, request, quietConsent }) => {
    void quietConsent;
    test.slow();
    await page.setViewportSize({ width: WIDTHS.tablet, height: 1000 });
    // The shelf as a shopper sees it, filled into the page cache and served from it.
    await shelfState(request);
    expect((await shelfState(request)).state).toBe('hit');
    await page.goto(SHELF);
    const card = page.getByTestId('product-card').first();
    const title = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link').click();
    const sku = (JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { sku: string }).sku;
    expect(sku).toBeTruthy();

    // The merchandiser finds the product and edits its US price.
    await signInToOps(page, `/ops/catalog?q=${encodeURIComponent(sku)}`, 'merchandiser');
    // The demo's merchandiser reads Portuguese; this journey reads the English screens.
    await chooseLanguage(page, 'en-US');
    await page.getByRole('link', { name: sku, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(sku);
    const usd = page.getByTestId('price-form-USD');

    // A price that is not an amount is refused beside its field, in the staff member's language, and what was typed stays.
    await usd.getByLabel('Regular (USD)').fill('twelve');
    await usd.getByRole('button', { name: 'Save USD price' }).click();
    await expect(usd.getByText('Enter an amount such as 12.99.')).toBeVisible();
    await expect(usd.getByLabel('Regular (USD)')).toHaveValue('twelve');

    await usd.getByLabel('Regular (USD)').fill('987.65');
    await usd.getByLabel('Sale (optional) (USD)').fill('');
    await usd.getByRole('button', { name: 'Save USD price' }).click();
    await expect(page.getByTestId('price-USD-done')).toHaveText('USD price saved.');

    // The cached shelf was dropped: the next request renders it again, with the new price on the product's card.
    const after = await shelfState(request);
    expect(after.state).toBe('miss');
    expect(after.html).toContain('$987.65');
    await page.goto(SHELF);
    await expect(page.getByTestId('product-card').filter({ hasText: title }).first().getByTestId('price')).toHaveText('$987.65');
  });

  test('a merchandiser adds pictures by keyboard, makes one the main picture, and the product page and the shelf show them', async ({ page, quietConsent }) => {
    void quietConsent;
    test.slow();
    await page.setViewportSize({ width: WIDTHS.tablet, height: 1000 });
    // Colours of this run's own (a retry on the same database would otherwise send pictures the product already has).
    const seed = Date.now() % 200;
    const picture = (red: number) => sharp({ create: { width: 900, height: 600, channels: 3, background: { r: red, g: seed, b: 90 } } }).png().toBuffer();
    // The second product of the shelf (the price journey changes the first).
    await page.goto(SHELF);
    const card = page.getByTestId('product-card').nth(1);
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products\//);
    const productUrl = page.url();
    const sku = (JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { sku: string }).sku;

    await signInToOps(page, `/ops/catalog/products/${encodeURIComponent(sku)}`, 'merchandiser');
    await chooseLanguage(page, 'en-US');
    // The forms answer in place once the page has its scripts (before that they post as plain forms, which keep the text too).
    await page.waitForLoadState('networkidle');
    const upload = page.getByTestId('image-upload-form');
    const editors = page.getByTestId('image-editor');
    const before = await editors.count();
    if (!before) await expect(page.getByText('This product has no pictures of its own')).toBeVisible();

    // No file, then a file that is no picture: each refused in words, and the text typed stays.
    await upload.getByLabel('Text for screen readers (en-US)').fill('Front view of the pad set');
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByTestId('image-upload-error')).toHaveText('Choose a picture file first.');
    await upload.getByLabel('Picture file').setInputFiles({ name: 'drawing.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByTestId('image-upload-error')).toHaveText('Only JPEG, PNG and WebP pictures can be uploaded.');
    await expect(upload.getByLabel('Text for screen readers (en-US)')).toHaveValue('Front view of the pad set');

    // Two pictures, the form sent from the keyboard.
    await upload.getByLabel('Picture file').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await picture(20) });
    await upload.getByRole('button', { name: 'Upload' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('image-upload-done')).toHaveText('Picture added.');
    await expect(editors).toHaveCount(before + 1);
    await upload.getByLabel('Picture file').setInputFiles({ name: 'side.png', mimeType: 'image/png', buffer: await picture(160) });
    await upload.getByLabel('Text for screen readers (en-US)').fill('Side view');
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(editors).toHaveCount(before + 2);
    await expect(editors.first()).toContainText('Main picture');
    await expect(editors.last()).toContainText('900 × 600 px');

    // The last becomes the main picture, by keyboard.
    await editors.last().getByRole('button', { name: 'Make main picture' }).focus();
    await page.keyboard.press('Enter');
    await expect(editors.first().getByLabel('Text for screen readers (en-US)')).toHaveValue('Side view');
    await expect(editors.first()).toContainText('Main picture');

    // The product page: the main picture first, both in the gallery; choosing a thumbnail shows it large.
    await page.goto(productUrl);
    const main = page.getByTestId('product-image');
    await expect(main).toHaveAttribute('src', /^\/images\/products\/[0-9a-f]{64}\.webp$/);
    await expect(main).toHaveAttribute('alt', 'Side view');
    const thumbnails = page.getByRole('list', { name: 'Pictures of the product' }).getByRole('link');
    await expect(thumbnails).toHaveCount(before + 2);
    await expect(thumbnails.first()).toHaveAttribute('aria-current', 'true');
    await thumbnails.last().click();
    await expect(main).toHaveAttribute('alt', 'Front view of the pad set');
    await expect(thumbnails.last()).toHaveAttribute('aria-current', 'true');
    expect((await page.request.get((await main.getAttribute('src'))!)).headers()['cache-control']).toContain('immutable');

    // The shelf's card shows the main picture.
    await page.goto(SHELF);
    await expect(page.getByTestId('product-card').nth(1).locator('img').first()).toHaveAttribute('src', /^\/images\/products\//);
  });

  test('a merchandiser imports prices from the browser: a dry run lists the bad rows, the good file lands and the product shows it', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: WIDTHS.tablet, height: 1000 });
    await signInToOps(page, '/ops/catalog/import', 'merchandiser');
    await chooseLanguage(page, 'en-US');
    await page.waitForLoadState('networkidle');
    await page.goto(`/ops/catalog?q=${encodeURIComponent('STOPWELL')}`);
    const sku = (await page.getByRole('link', { name: /^STOPWELL-/ }).first().textContent())!.trim();
    await page.goto('/ops/catalog/import');
    await page.waitForLoadState('networkidle');
    const csv = (rows: string) => ({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(`sku,currency,regular,sale,core_charge\n${rows}`) });

    // No file: said beside the field.
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('Choose a file.')).toBeVisible();

    // A dry run with two bad rows: each listed with where it is and why; nothing written.
    await page.getByLabel('File type').selectOption('prices');
    await page.getByLabel('File', { exact: true }).setInputFiles(csv(`${sku},USD,77.70,,\nNO-SUCH-SKU,USD,10.00,,\n${sku},EUR,5.00,,\n`));
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('import-result')).toContainText('2 bad rows: nothing was written.');
    await expect(page.getByTestId('import-problems').locator('tbody tr')).toHaveCount(2);
    await expect(page.getByTestId('import-problems')).toContainText('line 3');

    // The good row alone, for real, by keyboard: it lands, and the product's screen shows the price.
    await page.getByLabel('File', { exact: true }).setInputFiles(csv(`${sku},USD,77.70,,\n`));
    await page.getByLabel('Dry run: check only, write nothing').uncheck();
    await page.getByRole('button', { name: 'Start' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('import-result')).toContainText('1 row imported');
    await page.goto(`/ops/catalog/products/${encodeURIComponent(sku)}`);
    await expect(page.getByTestId('price-form-USD').getByLabel('Regular (USD)')).toHaveValue('77.70');
  });

  test('the screens speak the staff member’s language, chosen in the bar and kept on their account', async ({ page }) => {
    // The store manager (no other journey signs in as them; the demo's manager speaks Spanish).
    await signInToOps(page, '/ops/inventory', 'storeManager');
    await chooseLanguage(page, 'es-MX');
    await page.goto('/ops/catalog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catálogo');
    await page.goto('/ops/inventory?sku=NO-SUCH-SKU');
    await expect(page.getByText('No hay ningún producto con el SKU NO-SUCH-SKU.')).toBeVisible();
  });
});
