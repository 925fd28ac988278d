import type { Locator, Page } from '@playwright/test';
import { expect, test, WIDTHS } from './fixtures';

/**
 * Nothing floats over what a shopper must read or press (issue 18): the cookie banner's buttons
 * are never under a side tab or the chat button, the floating launchers never cover a product's
 * title or the cart's total on a phone, and with the banner open the keyboard never lands on
 * something hidden under it.
 */

const LOCALES = [
  { prefix: '', reject: 'Reject all' },
  { prefix: '/es-MX', reject: 'Rechazar todas' },
  { prefix: '/pt-BR', reject: 'Rejeitar todos' },
] as const;

// The side tabs show as on a first visit (other journeys close the promo tab).
test.use({ promptsShown: true });

/** The element at the centre of the locator's box is the locator's element (or inside it): nothing covers it. */
async function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** Every element painted with position: fixed (launchers, tabs, prompts, banners) other than the one given, with its box. */
async function floatingBoxes(page: Page, except?: string) {
  return page.evaluate((skip) => {
    const found: { name: string; box: { left: number; top: number; right: number; bottom: number } }[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).position !== 'fixed') continue;
      if (skip && element.closest(`[data-testid="${skip}"]`)) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      found.push({ name: element.dataset.testid ?? element.textContent?.trim().slice(0, 40) ?? element.tagName, box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom } });
    }
    return found;
  }, except ?? null);
}

/** Scrolls the element to the bottom of the screen (where launchers float) and answers what covers any of it. */
async function coveringAtBottom(page: Page, locator: Locator): Promise<string[]> {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const target = await locator.boundingBox();
  expect(target).not.toBeNull();
  const { x, y, width, height } = target!;
  return (await floatingBoxes(page))
    .filter(({ box }) => box.left < x + width && box.right > x && box.top < y + height && box.bottom > y)
    .map(({ name }) => name);
}

for (const { prefix, reject } of LOCALES) {
  for (const width of [WIDTHS.phone, WIDTHS.desktop, 1600]) {
    test(`${prefix || '/'} at ${width}px: nothing covers the cookie banner's buttons`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(prefix || '/');
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', { name: reject })).toBeVisible();
      // The launchers are on the page (the test is about them), and the banner is above them all.
      if (prefix !== '/pt-BR') await expect(page.getByTestId('contact-side-tab')).toBeVisible();
      await expect(page.getByTestId('email-promo-tab')).toBeVisible();
      const buttons = await banner.getByRole('button').all();
      expect(buttons.length).toBe(4);
      for (const button of buttons) expect(await uncovered(button), `${await button.textContent()}${await button.getAttribute('aria-label')}`).toBe(true);
      // No floating thing overlaps the banner at all.
      const bannerBox = (await banner.boundingBox())!;
      const overlapping = (await floatingBoxes(page, 'cookie-banner')).filter(({ box }) => box.bottom > bannerBox.y && box.top < bannerBox.y + bannerBox.height);
      expect(overlapping.map(({ name }) => name)).toEqual([]);
    });
  }
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: WIDTHS.phone, height: 844 } });

  for (const { prefix } of LOCALES) {
    test(`${prefix || '/'}: the floating launchers cover no product title, nor the cart's total`, async ({ page, quietConsent }) => {
      void quietConsent;
      test.setTimeout(90_000);
      await page.goto(`${prefix}/parts/brakes`);
      await expect(page.getByTestId('email-promo-tab')).toBeVisible();
      const cards = page.getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      for (const index of [0, 1, 2, 3]) {
        const title = cards.nth(index).locator('h3');
        expect(await coveringAtBottom(page, title), `card ${index}`).toEqual([]);
      }

      await cards.first().getByTestId('add-to-cart').click();
      // The server action answers in the card's status line (slow on a busy machine).
      await expect(cards.first().getByRole('status').getByRole('link')).toBeVisible({ timeout: 20_000 });
      await cards.nth(1).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/products\//);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      expect(await coveringAtBottom(page, heading)).toEqual([]);

      await page.goto(`${prefix}/cart`);
      const total = page.getByTestId('cart-total');
      await expect(total).toBeVisible();
      expect(await coveringAtBottom(page, total)).toEqual([]);
      expect(await coveringAtBottom(page, page.getByTestId('cart-subtotal'))).toEqual([]);
    });
  }
});

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test(`with the banner open at ${width}px, the keyboard starts in the banner and never lands on something hidden under it`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/es-MX');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button').first()).toBeFocused();
    const hidden: string[] = [];
    for (let stop = 0; stop < 40; stop += 1) {
      await page.keyboard.press('Tab');
      const problem = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return null;
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 40);
        const bannerBox = document.querySelector('[data-testid="cookie-banner"]')?.getBoundingClientRect();
        if (bannerBox && !element.closest('[data-testid="cookie-banner"]') && box.bottom > bannerBox.top) return `${name} is under the cookie banner`;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || element.contains(hit) || hit.contains(element)) return null;
        // Covered by something floating (a launcher, a tab, a prompt)?
        for (let node: Element | null = hit; node; node = node.parentElement) {
          if (getComputedStyle(node).position === 'fixed') return `${name} is under ${node.getAttribute('data-testid') ?? node.tagName}`;
        }
        return null;
      });
      if (problem) hidden.push(problem);
    }
    expect(hidden).toEqual([]);
  });
}

test('on wide screens the floating side tabs sit in the margin beside the page, clear of its controls', async ({ page }) => {
  await page.goto('/es-MX/parts/brakes');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Rechazar todas', exact: true }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  for (const width of [1440, 1500, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/es-MX/parts/brakes');
    await expect(page.getByTestId('contact-side-tab')).toBeVisible();
    const floating = await floatingBoxes(page);
    const covered = await page.evaluate((boxes) => {
      const hits: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>('main a, main button, main input, main select, main label, main h1, main p')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        for (const { name, box: f } of boxes) {
          if (f.left < box.right && f.right > box.left && f.top < box.bottom && f.bottom > box.top) hits.push(`${(element.textContent ?? element.tagName).trim().slice(0, 30) || element.tagName} under ${name}`);
        }
      }
      return hits;
    }, floating);
    expect(covered, `at ${width}px`).toEqual([]);
  }
});

test('closing the e-mail offer with the keyboard moves the focus on to the contact tab, not to the page body', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
  await page.goto('/parts/brakes');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Reject all', exact: true }).click();
  await page.getByRole('button', { name: 'Get 10% off' }).click();
  const close = page.getByRole('button', { name: 'Close the offer' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('email-promo-tab')).toHaveCount(0);
  await expect(page.getByTestId('contact-side-tab')).toBeFocused();
});

test('going back up a page with Shift+Tab on a phone, no focus stop lies under the sticky header, in any market', async ({ page, quietConsent }) => {
  void quietConsent;
  await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
  // Brazil's header is the tallest: its store and vehicle line takes two rows.
  for (const { prefix } of LOCALES) {
    await page.goto(`${prefix}/store`);
    await page.locator('footer button').last().focus();
    const hidden: string[] = [];
    for (let stop = 0; stop < 30; stop += 1) {
      await page.keyboard.press('Shift+Tab');
      const problem = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body || element.closest('header')) return null;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return null;
        const header = document.querySelector('header[data-fixed]')!.getBoundingClientRect();
        // The focus ring (3 px, offset 2 px) must show whole, below the header.
        return box.top - 5 < header.bottom ? `${(element.textContent ?? element.tagName).trim().slice(0, 40)} at ${Math.round(box.top)} px, under the header (to ${Math.round(header.bottom)} px)` : null;
      });
      if (problem) hidden.push(problem);
    }
    expect(hidden, prefix || '/').toEqual([]);
  }
});
