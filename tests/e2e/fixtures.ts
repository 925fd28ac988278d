import { test as base, expect, type Page } from '@playwright/test';

export const WIDTHS = { phone: 390, tablet: 800, desktop: 1280 } as const;

/** Stores a "reject all" cookie choice so the banner stays away in journeys that are not about it. */
export const test = base.extend<{ quietConsent: void }>({
  quietConsent: [
    async ({ context, baseURL }, use) => {
      await context.addCookies([{ name: 'cookieConsent', value: `v1.f0a0m0.${Math.floor(Date.now() / 1000)}`, url: baseURL! }]);
      await use();
    },
    { auto: false },
  ],
});

export { expect };

export async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => window.dataLayer ?? []);
}
