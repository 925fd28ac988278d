import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Links prefetch on the shopper's intent, not on sight (docs/decisions/064): a page asks the
 * server for no other page while it loads; a pointer over a link, or keyboard focus on it,
 * prefetches the page behind it; following it is still a client navigation.
 */

const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] === '1' || new URL(request.url()).searchParams.has('_rsc');

test.describe('link prefetch', () => {
  test('the home page prefetches nothing while it loads; hover or focus prefetches the page behind a link, and the click navigates', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.setViewportSize({ width: 1280, height: 900 });
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (isPrefetch(request)) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(prefetched, 'pages asked for while the home page loaded').toEqual([]);

    // A pointer over a department link in the header's navigation.
    const nav = page.getByRole('navigation', { name: /departments|shop by department/i }).or(page.locator('header nav')).first();
    const hovered = nav.getByRole('link').first();
    const hoveredPath = new URL((await hovered.getAttribute('href'))!, page.url()).pathname;
    await hovered.hover();
    await expect.poll(() => prefetched).toContain(hoveredPath);

    // Keyboard focus on a link in the footer.
    const focused = page.locator('footer a[href^="/"]').first();
    const focusedPath = new URL((await focused.getAttribute('href'))!, page.url()).pathname;
    await focused.focus();
    await expect.poll(() => prefetched).toContain(focusedPath);

    // Following the hovered link is a client navigation: the document is not loaded again.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await hovered.click();
    await expect(page).toHaveURL((url) => url.pathname === hoveredPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents).toEqual([]);
  });
});
