import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** What the page put on the data layer (spec §1: data only, no tag is loaded). */
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Record<string, unknown>[]);
const lastOf = async (page: Page, event: string) => (await dataLayer(page)).filter((e) => e.event === event).at(-1);
const sectionOfLastPageView = async (page: Page) => (await lastOf(page, 'page_view'))?.siteSection;

test.describe('analytics data layer', () => {
  test('page views name their site section (home, a shelf, the cart); add to cart and remove from cart are pushed', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/');
    await expect.poll(() => sectionOfLastPageView(page)).toBe('home');
    expect(await lastOf(page, 'page_view')).toMatchObject({ pageType: 'home', locale: 'en-US', country: 'USA', currency: 'USD' });

    await page.goto('/parts/brakes');
    await expect.poll(() => sectionOfLastPageView(page)).toBe('category');
    const card = page.getByTestId('product-card').first();
    await card.getByTestId('add-to-cart').click();
    await expect(card.getByRole('status')).toContainText('Added to your cart.');
    await expect.poll(() => lastOf(page, 'add_to_cart')).toMatchObject({ siteSection: 'category', currency: 'USD', items: [{ quantity: 1 }] });
    const added = (await lastOf(page, 'add_to_cart'))!;
    const sku = (added.items as { item_id: string }[])[0]!.item_id;
    expect(added.value).toBeGreaterThan(0);
    expect(sku).toBeTruthy();

    await page.goto('/cart');
    await expect.poll(() => sectionOfLastPageView(page)).toBe('cart-and-checkout');
    await page.getByTestId('cart-line').first().getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(0);
    await expect.poll(() => lastOf(page, 'remove_from_cart')).toMatchObject({ siteSection: 'cart-and-checkout', currency: 'USD', value: added.value, items: [{ item_id: sku, quantity: 1 }] });

    // A reload of the cart's address does not push the removal again.
    await page.reload();
    await expect.poll(() => sectionOfLastPageView(page)).toBe('cart-and-checkout');
    expect((await dataLayer(page)).filter((e) => e.event === 'remove_from_cart')).toHaveLength(0);
  });

  test('a search from the header pushes the search event, then the results page view', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/');
    await page.locator('#header-search').click();
    await page.waitForLoadState('networkidle');
    await page.keyboard.type('brake pad', { delay: 30 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/searchresult\?searchText=/);
    await expect.poll(() => lastOf(page, 'search')).toMatchObject({ searchTerm: 'brake pad', searchMethod: 'typed' });
    await expect.poll(() => lastOf(page, 'page_view')).toMatchObject({ siteSection: 'catalog', pageType: 'searchResults' });
  });

  test('es-MX pages report Mexico and pesos', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/es-MX/cart');
    await expect.poll(() => lastOf(page, 'page_view')).toMatchObject({ siteSection: 'cart-and-checkout', locale: 'es-MX', country: 'MEX', currency: 'MXN' });
  });
});

test.describe('app-install banner on an iPhone', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1', viewport: { width: 390, height: 844 } });

  test('links the App Store and the app page; closed, it stays away on the next visit', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/');
    const banner = page.getByTestId('app-install-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: /Get/ })).toHaveAttribute('href', /apps\.apple\.com/);
    await expect(banner.getByRole('link', { name: 'About the app' })).toHaveAttribute('href', '/lp/redline-mobile-app');
    await banner.getByRole('button', { name: 'Close the app banner' }).click();
    await expect(banner).toHaveCount(0);
    await expect.poll(() => lastOf(page, 'app_banner_dismiss')).toMatchObject({ platform: 'ios' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('app-install-banner')).toBeHidden();
  });

  test('is not shown in Brazil', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/pt-BR');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('app-install-banner')).toHaveCount(0);
  });
});

test('no app-install banner on a desktop', async ({ page, quietConsent }) => {
  void quietConsent;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('app-install-banner')).toHaveCount(0);
});
