import { test as base, expect, type Page } from '@playwright/test';

export const WIDTHS = { phone: 390, tablet: 800, desktop: 1280 } as const;

/**
 * Every journey is a caller of its own (an address from its test id, sent as X-Forwarded-For to
 * the test server, which trusts it): the per-caller rate limits are the production ones, and
 * one journey's sign-ins do not use up another's. `quietConsent` stores a "reject all" cookie
 * choice so the banner stays away in journeys that are not about it.
 */
/** What Chromium writes to the console when the Content-Security-Policy refuses something, and what the listener below writes. */
export const CSP_VIOLATION_MESSAGE = /Content Security Policy|\[CSP violation\]/;

export const test = base.extend<{ quietConsent: void; promptsShown: boolean; quietPrompts: void; cspClean: void }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    const n = Number.parseInt(testInfo.testId.slice(0, 6), 16);
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${(n & 255) + testInfo.retry}` });
  },
  /**
   * The API client of a journey writes as the site's own pages do, with the site's Origin: the
   * proxy refuses a write that carries cookies (this client keeps those it is sent) and says
   * nowhere where it comes from (docs/decisions/028). `page.request` calls pass `fromSite`.
   */
  request: async ({ playwright, baseURL, extraHTTPHeaders }, provide) => {
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...extraHTTPHeaders, ...fromSite(baseURL) } });
    await provide(context);
    await context.dispose();
  },
  quietConsent: [
    async ({ context, baseURL }, use) => {
      await context.addCookies([{ name: 'cookieConsent', value: `v1.f0a0m0.${Math.floor(Date.now() / 1000)}`, url: baseURL! }]);
      await use();
    },
    { auto: false },
  ],
  /**
   * Journeys that are not about them skip the rewards sign-in modal (new accounts are user type
   * 4), the e-mail promo tab and the proactive chat popup, as a shopper who dismissed them would;
   * `promptsShown: true` keeps them.
   */
  promptsShown: [false, { option: true }],
  quietPrompts: [
    async ({ context, promptsShown }, provide) => {
      if (!promptsShown) {
        await context.addInitScript(() => {
          localStorage.setItem('hideModal', 'true');
          localStorage.setItem('emailPromoClosed', 'true');
          // The proactive chat popup counts as shown this window (while another journey has an agent online).
          localStorage.setItem('redline.chat.proactiveShownAt', String(Date.now()));
        });
      }
      await provide();
    },
    { auto: true },
  ],
  /**
   * Every journey runs under the store's Content-Security-Policy and fails if anything in it (a
   * page, the card frame, the survey frame) is refused: a console message of the browser's, or a
   * `securitypolicyviolation` event, which the listener writes to the console as well.
   */
  cspClean: [
    async ({ context }, provide) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (CSP_VIOLATION_MESSAGE.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
      });
      await context.addInitScript(() => {
        window.addEventListener(
          'securitypolicyviolation',
          (event) => console.error(`[CSP violation] ${event.effectiveDirective} refused ${event.blockedURI || 'an inline resource'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`),
          true,
        );
      });
      await provide();
      expect(violations, 'no Content-Security-Policy violation').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The header a browser adds to a write from one of the site's pages: the site's Origin. */
export function fromSite(baseURL: string | undefined): { origin: string } {
  return { origin: new URL(baseURL ?? 'http://localhost').origin };
}

export async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => window.dataLayer ?? []);
}
