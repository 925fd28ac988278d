import type { BrowserContext, Page } from '@playwright/test';
import { PAGE_FILL_HEADER } from '../../src/lib/page-cache';
import { newEmail, register } from './accounts';
import { expect, test, WIDTHS } from './fixtures';

/**
 * The shell's shopper parts on a cached catalogue page (docs/decisions/041): the page cache
 * serves every shopper the HTML it filled for nobody, and the browser fills in the greeting, the
 * cart count and the store from one header call.
 *
 * `asFilled` makes this branch's server render the page's HTML as a page cache fill does (without
 * the shopper in the shell), by sending the fill header on the page's own request only. Once the
 * proxy owns the header (decision 040) it drops it, and the page cache serves its filled HTML
 * instead: the assertions hold either way.
 */
const SHELF = '/parts/brakes';

async function asFilled(page: Page) {
  await page.route('**/*', (route) =>
    route.request().isNavigationRequest() && route.request().resourceType() === 'document'
      ? route.continue({ headers: { ...route.request().headers(), [PAGE_FILL_HEADER]: '1' } })
      : route.continue(),
  );
}

/** A signed-in member (Ana) with one line in the cart and a preferred store; answers the store's number. */
async function memberWithCartAndStore(page: Page, context: BrowserContext, baseURL: string): Promise<string> {
  await page.goto('/signin');
  await register(page, newEmail('shell-parts'), 'A-long-password-41');
  await expect(page.getByTestId('account-entry')).toContainText('Ana');
  await page.goto('/store?q=Houston');
  const storeNumber = (await page.getByTestId('store-result').first().getAttribute('data-store-number'))!;
  await context.addCookies([{ name: 'preferredStoreId', value: storeNumber, url: baseURL }]);
  await page.goto(SHELF);
  const card = page.getByTestId('product-card').first();
  await card.getByTestId('add-to-cart').click();
  await expect(card.getByRole('status')).toContainText('Added to your cart.');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  return storeNumber;
}

test.describe('the shell on a cached catalogue page', () => {
  test('the page a guest opened first shows the next, signed-in shopper their name, cart count and store', async ({ browser, page, context, baseURL, quietConsent }) => {
    void quietConsent;
    // Two shoppers, a registration, a store and an add to cart: a long journey on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });

    // First a guest opens the shelf (what the page cache fills and keeps).
    const guest = await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } });
    const guestPage = await guest.newPage();
    await asFilled(guestPage);
    await guestPage.goto(`${baseURL}${SHELF}`);
    await expect(guestPage.getByTestId('account-entry')).toContainText('Sign in');
    await expect(guestPage.getByTestId('cart-badge')).toHaveText('0');
    await expect(guestPage.getByTestId('store-entry')).toContainText('Select a store');
    await guest.close();

    // Then a member with a cart and a store opens the same page.
    const storeNumber = await memberWithCartAndStore(page, context, baseURL!);
    const filledHtml = await (await page.request.get(SHELF, { headers: { [PAGE_FILL_HEADER]: '1' } })).text();
    expect(filledHtml, 'the filled HTML holds nobody in particular').not.toContain('Hi, Ana');

    await asFilled(page);
    // Hold the header call until the page has painted, to see the generic shell wait for it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let headerCalls = 0;
    await page.route('**/ecomm/b2c/v*/page/header*', async (route) => {
      headerCalls += 1;
      await held;
      await route.continue();
    });
    await page.goto(SHELF);
    const account = page.getByTestId('account-entry');
    const header = page.locator('header[data-fixed]');
    await expect(page.locator('html')).toHaveAttribute('data-shopper-pending', '');
    // The generic texts keep their room (and their accessible names) but do not show: no "Sign in" flashes before the name.
    await expect(account.getByText('Sign in', { exact: true }).first()).toHaveCSS('opacity', '0');
    await expect(page.getByTestId('cart-badge')).toHaveCSS('opacity', '0');
    await account.focus();
    const before = await header.boundingBox();

    release();
    await expect(account).toContainText('Hi, Ana');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName(/Cart, 1 item/);
    await expect(page.getByTestId('store-entry')).not.toContainText('Select a store');
    await expect(page.locator('html')).not.toHaveAttribute('data-shopper-pending', '');
    // The same element filled in: the keyboard focus stays where it was, and nothing moves down.
    await expect(account).toBeFocused();
    expect((await header.boundingBox())?.height).toBe(before?.height);
    expect(headerCalls, 'one header call per page load').toBe(1);

    // The store modal's "my store" is the member's.
    await page.getByTestId('store-entry').click();
    await expect(page.getByTestId('my-store')).toContainText(`Store #${storeNumber}`);
  });

  test('without JavaScript a cached page shows the generic shell, and it works', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: WIDTHS.desktop, height: 900 } });
    const page = await context.newPage();
    await asFilled(page);
    await page.goto(`${baseURL}${SHELF}`);
    await expect(page.getByTestId('account-entry')).toBeVisible();
    await expect(page.getByTestId('account-entry')).toContainText('Sign in');
    await expect(page.getByTestId('cart-badge')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('0');
    await expect(page.getByTestId('account-entry')).toHaveAttribute('href', '/signin');
    await context.close();
  });

  test('the cookie banner stays away for a shopper who answered, and comes first for one who has not', async ({ browser, baseURL }) => {
    for (const answered of [true, false]) {
      const context = await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } });
      if (answered) await context.addCookies([{ name: 'cookieConsent', value: `v1.f0a0m0.${Math.floor(Date.now() / 1000)}`, url: baseURL! }]);
      const page = await context.newPage();
      await page.clock.install();
      await asFilled(page);
      await page.goto(`${baseURL}${SHELF}`);
      // The shopper's parts have loaded: the page has hydrated and the banner's delay is running.
      await expect(page.locator('html')).not.toHaveAttribute('data-shopper-pending', '');
      await page.clock.runFor(5_000);
      if (answered) {
        await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
      } else {
        await expect(page.getByTestId('cookie-banner')).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(page.getByTestId('cookie-banner').getByRole('button').first()).toBeFocused();
      }
      await context.close();
    }
  });
});
