import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';

/** A response's Content-Security-Policy as a map of directive to its sources. */
function policyOf(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'];
  expect(header, `Content-Security-Policy of ${response.url()}`).toBeTruthy();
  return new Map(header!.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}

const nonceIn = (policy: Map<string, string[]>) => policy.get('script-src')?.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);

/** The opening tags of the document's <script> elements. */
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

test.describe('security headers', () => {
  test('a page answers with a fresh nonce each time, which every script of its HTML carries', async ({ request }) => {
    const nonces = new Set<string>();
    for (const path of ['/', '/es-MX/cart', '/pt-BR/store']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const policy = policyOf(response);
      const nonce = nonceIn(policy);
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce!);
      expect(policy.get('script-src')).toContain("'strict-dynamic'");
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      const scripts = scriptTags(await response.text()).filter((tag) => !tag.includes('application/ld+json'));
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
      const headers = response.headers();
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['permissions-policy']).toContain('geolocation=(self)');
      // The test server is production over plain http: no HSTS (src/lib/csp.test.ts covers https).
      expect(headers['strict-transport-security']).toBeUndefined();
    }
    expect(nonces.size).toBe(3);
  });

  test('a page served from the page cache carries a fresh nonce in its policy and on every script, never the fill’s', async ({ request }) => {
    // An iPhone gets the app banner, whose inline script takes the nonce as a prop (in the RSC payload too).
    const iphone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1' };
    for (const headers of [{}, iphone]) {
      const path = `/brands?page=${1000 + Math.floor(Math.random() * 8000)}`;
      const seen: { state: string | undefined; nonce: string; html: string }[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await request.get(path, { headers });
        expect(response.status()).toBe(200);
        const nonce = nonceIn(policyOf(response))!;
        const html = await response.text();
        const scripts = scriptTags(html).filter((tag) => !tag.includes('application/ld+json'));
        expect(scripts.length).toBeGreaterThan(0);
        for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
        // No other nonce anywhere in the document (attributes or the RSC payload): the fill's placeholder never leaves the server.
        const others = [...html.matchAll(/nonce(?:=\"|\\":\\")([A-Za-z0-9+/=_-]+)/g)].map((m) => m[1]).filter((value) => value !== nonce);
        expect(others).toEqual([]);
        seen.push({ state: response.headers()['x-page-cache'], nonce, html });
      }
      expect(seen.map((s) => s.state)).toEqual(['miss', 'hit', 'hit']);
      expect(new Set(seen.map((s) => s.nonce)).size).toBe(3);
      // The same page, only the nonce differs.
      expect(seen[2]!.html.replaceAll(seen[2]!.nonce, 'N')).toBe(seen[1]!.html.replaceAll(seen[1]!.nonce, 'N'));
      if (headers === iphone) expect(seen[1]!.html).toContain('localStorage.getItem');
    }
  });

  test('the survey the contact modal frames may be framed by the store only', async ({ request }) => {
    for (const path of ['/survey/websiteFeedback?embed=1', '/es-MX/survey/websiteFeedback?embed=1']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(policyOf(response).get('frame-ancestors'), path).toEqual(["'self'"]);
    }
  });

  test('API answers and images may load nothing and be framed by nobody', async ({ request }) => {
    for (const path of ['/api/cms/header', '/ecomm/b2c/v1/store/locations?latitude=32.7&longitude=-96.8', '/images/part_group/en-US/azpg1.jpg', '/robots.txt']) {
      const response = await request.get(path);
      const policy = policyOf(response);
      expect(policy.get('default-src'), path).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test('the sandbox card frame may be framed by the store only', async ({ request }) => {
    const response = await request.get('/payments/sandbox/card-frame?locale=en-US');
    expect(response.status()).toBe(200);
    const policy = policyOf(response);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')?.[0]).toMatch(/^'nonce-/);
  });

  test('an operators’ page has its own nonce and cannot be framed', async ({ request }) => {
    const response = await request.get('/ops/signin');
    expect(response.status()).toBe(200);
    const policy = policyOf(response);
    const nonce = nonceIn(policy);
    expect(nonce).toBeTruthy();
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    const scripts = scriptTags(await response.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test('the store frames its own card frame, and its scripts run under the policy', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = '/payments/sandbox/card-frame?locale=en-US';
      frame.title = 'card';
      document.body.append(frame);
    });
    // The frame's own script (allowed by its nonce) groups the digits as they are typed.
    const card = page.frameLocator('iframe[title="card"]').locator('#number');
    await card.pressSequentially('4111111111111111');
    await expect(card).toHaveValue('4111 1111 1111 1111');
  });

  test('a page of another site cannot frame the store, the survey or the card frame', async ({ browser, baseURL, request }) => {
    const targets = ['/', '/survey/websiteFeedback?embed=1', '/payments/sandbox/card-frame?locale=en-US'].map((path) => new URL(path, baseURL).toString());
    for (const target of targets) expect((await request.get(target)).status(), target).toBe(200);
    // A context of its own: the refusals this test expects are not a journey's violations.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route('http://foreign.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>foreign</title>${targets.map((src) => `<iframe src="${src}"></iframe>`).join('')}` }),
    );
    // The load event waits for every frame; a refused one holds the browser's error page.
    await page.goto('http://foreign.test/');
    const frames = page.frames().filter((frame) => frame !== page.mainFrame());
    expect(frames).toHaveLength(targets.length);
    for (const frame of frames) expect(frame.url()).toBe('chrome-error://chromewebdata/');
    await context.close();
  });
});
