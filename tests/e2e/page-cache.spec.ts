import type { APIRequestContext } from '@playwright/test';
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
      expect((await cacheState(request, `/lp/${slug}`)).state).toBe('hit');
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
