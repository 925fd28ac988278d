import { newEmail, register } from './accounts';
import { expect, test } from './fixtures';

/** redirect_url payloads that once came out as `Location: //evil.example`, and their cousins. */
const PAYLOADS = [
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'https:\\\\evil.example',
  'https://evil.example/',
];

test.describe('after sign-in, only this site', () => {
  test('/signin never answers a Location off this site, and signing in from it stays here', async ({ page, baseURL, quietConsent }) => {
    void quietConsent;
    const site = new URL(baseURL!).origin;

    // A guest signs in from a poisoned link: the sign-in action's redirect stays on the site.
    await page.goto(`/signin?redirect_url=${encodeURIComponent('/.//evil.example')}`);
    await register(page, newEmail('redirect'), 'A-long-password-1');
    await expect(page).toHaveURL(/\/user\/myAccount$/);
    expect(new URL(page.url()).origin).toBe(site);

    // Signed in, /signin sends the member straight on: every Location it answers is on this site.
    for (const payload of PAYLOADS) {
      const response = await page.request.get(`/signin?redirect_url=${encodeURIComponent(payload)}`, { maxRedirects: 0 });
      expect(response.status(), payload).toBeGreaterThanOrEqual(300);
      expect(response.status(), payload).toBeLessThan(400);
      const location = response.headers().location ?? '';
      expect(location, payload).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, site).origin, payload).toBe(site);
    }
  });
});
