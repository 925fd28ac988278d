import type { APIRequestContext, Page } from '@playwright/test';
import { newEmail, register } from './accounts';
import { E2E_ADMIN_TOKEN } from './admin';
import { expect, test } from './fixtures';

/**
 * The page cache (docs/decisions/040): catalogue pages come from the cache after the first
 * request, every response with its own nonce, and a write shows on the very next request.
 */

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** A page no other journey asks for, so this test sees its first request. */
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}page=${1000 + Math.floor(Math.random() * 8000)}`;

async function cacheState(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return { state: response.headers()['x-page-cache'], html: await response.text() };
}

test.describe('the page cache', () => {
  test('the second request for a catalogue page is a hit; the shopper’s own pages never are', async ({ request }) => {
    const path = fresh('/brands');
    expect((await cacheState(request, path)).state).toBe('miss');
    expect((await cacheState(request, path)).state).toBe('hit');
    // Tracking parameters are not part of the key.
    expect((await cacheState(request, `${path}&utm_source=mail`)).state).toBe('hit');
    // A query that may be personal, and the cart, are rendered for their request.
    expect((await cacheState(request, `${path}&fits=1`)).state).toBeUndefined();
    expect((await cacheState(request, '/cart')).state).toBeUndefined();
  });

  test('a client navigation or prefetch of a cached page gets the RSC payload, never the stored HTML', async ({ page }) => {
    const path = fresh('/brands');
    await page.request.get(path);
    expect((await page.request.get(path)).headers()['x-page-cache']).toBe('hit');
    // What the router sends (Next hides RSC and _rsc from the proxy; the browser's Sec-Fetch-Dest and the router's Next-Url remain).
    const rsc = await page.request.get(`${path}&_rsc=probe`, { headers: { rsc: '1', 'next-router-prefetch': '1', 'next-url': '/en-US', 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' } });
    expect(rsc.headers()['content-type']).toContain('text/x-component');
    expect(rsc.headers()['x-page-cache']).toBeUndefined();
    // And the browser's own soft navigation from a cached page lands without a full load.
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { __softNavigation: boolean }).__softNavigation = true));
    await page.locator('a[href="/brands"]:visible').first().click();
    await expect(page).toHaveURL(/\/brands$/);
    expect(await page.evaluate(() => (window as unknown as { __softNavigation?: boolean }).__softNavigation)).toBe(true);
  });

  test('a caller cannot make the server fill or skip: its fill headers are dropped', async ({ request }) => {
    const path = fresh('/siteMap');
    const forged = { 'x-redline-page-fill': '1', 'x-redline-page-fill-id': 'forged', 'x-redline-page-fill-key': 'guess' };
    expect((await request.get(path, { headers: forged })).headers()['x-page-cache']).toBe('miss');
    expect((await request.get(path, { headers: forged })).headers()['x-page-cache']).toBe('hit');
  });

  test('an operator’s edit of a landing page shows on the next request', async ({ request }) => {
    const template = await request.get('/api/admin/content/pages/en-US/repair-help', { headers: admin });
    expect(template.status()).toBe(200);
    const { body } = (await template.json()) as { body: { title: string } };
    const slug = `cache-check-${Date.now()}`;
    const url = `/api/admin/content/pages/en-US/${slug}`;
    const put = (title: string) => request.put(url, { headers: admin, data: { body: { ...body, title }, published: true } });
    try {
      expect((await put('First title')).status()).toBeLessThan(300);
      const first = await cacheState(request, `/lp/${slug}`);
      expect(first.html).toContain('First title');
      // Stored, unless another journey's write touched what the page showed while it rendered
      // (the fill then serves once and stores nothing): the next request fills again.
      await expect.poll(async () => (await cacheState(request, `/lp/${slug}`)).state, { intervals: [100], timeout: 10_000 }).toBe('hit');
      expect((await put('Second title')).status()).toBeLessThan(300);
      const after = await cacheState(request, `/lp/${slug}`);
      expect(after.state).toBe('miss');
      expect(after.html).toContain('Second title');
      expect(after.html).not.toContain('First title');
    } finally {
      await request.delete(url, { headers: admin });
    }
  });

  test('a signed-in shopper on a cached page still sees their own header', async ({ page, request }) => {
    // Fill the page as a guest first: the shopper below is served the cached copy.
    const path = fresh('/brands');
    await cacheState(request, path);
    expect((await cacheState(request, path)).state).toBe('hit');
    await page.goto('/signin?redirect_url=%2Fuser%2FmyAccount');
    await register(page, newEmail('cached'), 'A-long-password-9');
    // Signed in, on a page rendered for the shopper (the account is never cached).
    await expect(page).toHaveURL(/\/user\/myAccount$/);
    await expect(page.getByTestId('account-greeting')).toHaveText('Hi, Ana');
    const response = await page.goto(path);
    expect(response?.headers()['x-page-cache']).toBe('hit');
    // The header's shopper parts load in the browser (the shell, decision 041).
    await expect(page.getByTestId('account-entry')).toContainText('Ana');
  });
});

/** A Mexican store's number and page: Mexico has one distribution centre, so about one part in ten cannot ship there. */
async function jaliscoStores(page: Page): Promise<{ number: string; path: string }[]> {
  await page.goto('/es-MX/store/jal');
  const hrefs = await page.getByRole('link', { name: /^Tienda #\d+$/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return hrefs.map((path) => ({ number: path.split('/').at(-1)!, path }));
}

interface ListedItem {
  id: number;
  partNumber: string;
  title: string;
}

test.describe('the shopper’s parts of a cached page', () => {
  test('a part out of stock in the distribution centre but on the shelf of the shopper’s store can be added to the cart from a cached search page', async ({ page, browser, request, baseURL, quietConsent }) => {
    void quietConsent;
    test.slow();
    const stores = await jaliscoStores(page);
    // Find such a part: on the store’s shelf (the listing call, by store), none to ship (the shopper-parts call, as that shopper, at most 60 ids).
    let found: { store: string; item: ListedItem } | null = null;
    for (const { number } of stores.slice(0, 4)) {
      const listing = await request.get(`/ecomm/b2c/browse/v1/shelf?country=MEX&locale=es-MX&path=/parts&storeId=${number}&pageSize=60`);
      expect(listing.status()).toBe(200);
      const items = ((await listing.json()) as { items: ListedItem[] }).items;
      const details = await request.get(`/ecomm/b2c/browse/v1/sku-details?locale=es-MX&productIds=${items.map((i) => i.id).join(',')}`, { headers: { cookie: `preferredStoreId=${number}` } });
      expect(details.status()).toBe(200);
      const body = (await details.json()) as { items: { productId: number; availability: { status: string; shipQuantity: number; storeQuantity: number } }[] };
      const match = body.items.find((d) => d.availability.status === 'IN_STORE' && d.availability.shipQuantity === 0);
      if (match) {
        found = { store: number, item: items.find((i) => i.id === match.productId)! };
        break;
      }
    }
    expect(found, 'a part on a Jalisco store’s shelf that no distribution centre has').not.toBeNull();
    const { store, item } = found!;
    const path = `/es-MX/searchresult?searchText=${encodeURIComponent(item.partNumber)}`;
    // Filled for nobody, then served from the cache.
    const filled = await cacheState(request, path);
    expect(filled.html).toContain(item.title);
    expect((await cacheState(request, path)).state).toBe('hit');

    // An anonymous shopper gets the market's answer: it cannot ship, so no cart button.
    const anonymous = await browser.newContext();
    const stranger = await anonymous.newPage();
    await stranger.goto(`${baseURL}${path}`);
    const strangersCard = stranger.getByTestId('product-card').filter({ hasText: item.title });
    await expect(strangersCard.getByTestId('availability')).toBeVisible();
    await expect(strangersCard.getByTestId('add-to-cart')).toHaveCount(0);
    await anonymous.close();

    // The shopper whose store has it on its shelf gets the same copy, then their store's stock and the cart form.
    await page.context().addCookies([{ name: 'preferredStoreId', value: store, url: baseURL! }]);
    const response = await page.goto(path);
    expect(response?.headers()['x-page-cache']).toBe('hit');
    const card = page.getByTestId('product-card').filter({ hasText: item.title });
    await expect(card.getByTestId('availability')).toContainText(`#${store}`);
    await card.getByTestId('add-to-cart').click();
    // The add is a server action: wait for its answer before leaving the page.
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.goto('/es-MX/cart');
    await expect(page.getByRole('main')).toContainText(item.title);
  });

  test('a cached store page marks the shopper’s own store and offers the others', async ({ page, request, baseURL, quietConsent }) => {
    void quietConsent;
    const [mine, other] = await jaliscoStores(page);
    // Both pages filled for nobody first.
    for (const { path } of [mine!, other!]) {
      await cacheState(request, path);
      expect((await cacheState(request, path)).state).toBe('hit');
    }
    await page.context().addCookies([{ name: 'preferredStoreId', value: mine!.number, url: baseURL! }]);
    expect((await page.goto(mine!.path))?.headers()['x-page-cache']).toBe('hit');
    await expect(page.getByTestId('store-page-my-store')).toHaveText('Esta es tu tienda');
    await expect(page.getByRole('button', { name: 'Elegir como mi tienda' })).toHaveCount(0);

    expect((await page.goto(other!.path))?.headers()['x-page-cache']).toBe('hit');
    await expect(page.getByRole('button', { name: 'Elegir como mi tienda' })).toBeVisible();
    await expect(page.getByTestId('store-page-my-store')).toHaveCount(0);
  });
});
