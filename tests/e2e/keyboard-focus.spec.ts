import type { Locator, Page } from '@playwright/test';
import { fillAddress, guestAtCheckout } from './checkout-form';
import { expectUncovered } from './focus';
import { expect, test, WIDTHS } from './fixtures';

/**
 * Where the keyboard focus goes after the shopper's answers: the checkout dialogs' buttons are
 * tabbed in the order they are read (left to right, top to bottom) at every width; "Edit address"
 * leads to the address; "Set as my store", "Add a gift card" and "Apply gift card" never drop the
 * focus to the page body; a price the shelf could not read takes the focus, in view.
 */

const THREE_D_SECURE_CARD = '4000 0027 6000 3184';

interface Stop {
  name: string;
  box: { x: number; y: number; width: number; height: number };
}

/** The focused element's name and box, or null when the page body has the focus. */
function activeStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    return { name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(), box: { x: r.x, y: r.y, width: r.width, height: r.height } };
  });
}

/** Presses Tab `times` times and says where each press took the focus. */
async function tabStops(page: Page, times: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press('Tab');
    const stop = await activeStop(page);
    expect(stop, `Tab #${i + 1} dropped the focus to the page body`).not.toBeNull();
    stops.push(stop!);
  }
  return stops;
}

/** Each stop comes after the one before in reading order: to its right on the same row, or on a lower row. */
function expectReadingOrder(stops: Stop[], width: number) {
  for (let i = 1; i < stops.length; i++) {
    const a = stops[i - 1]!;
    const b = stops[i]!;
    const sameRow = Math.abs(a.box.y - b.box.y) < Math.min(a.box.height, b.box.height) / 2;
    const after = sameRow ? b.box.x > a.box.x : b.box.y >= a.box.y + a.box.height / 2;
    expect(after, `at ${width} px, "${b.name}" is tabbed after "${a.name}" but drawn before it`).toBe(true);
  }
}

const SIZES = [
  { width: WIDTHS.desktop, height: 800 },
  { width: WIDTHS.tablet, height: 900 },
  { width: WIDTHS.phone, height: 844 },
];

test.describe('the keyboard focus follows the shopper', () => {
  // Keyboard journeys: many key presses, each followed by a look at the focus.
  test.slow();

  test('the address check: its answers are tabbed in reading order at every width, and Edit address puts the focus in the address, in view', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.setViewportSize(SIZES[0]!);
    await guestAtCheckout(page);
    await fillAddress(page, { first: 'Ana', last: 'Díaz', line: '100 congress avenue', city: 'Austn', state: 'TX', zip: '78701' });
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    await placeOrder.focus();
    await page.keyboard.press('Enter');
    const check = page.getByTestId('address-check');
    await expect(check.getByTestId('address-suggested')).toContainText('Austin, TX 78701');
    const close = check.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();

    for (const size of SIZES) {
      await page.setViewportSize(size);
      await close.focus();
      const stops = await tabStops(page, 3);
      expect(stops.map((s) => s.name)).toEqual(['Use suggested address', 'Keep the address as entered', 'Edit address']);
      expectReadingOrder(stops, size.width);
    }

    // On a phone (the last size), the focus is on Edit address, at the foot of the dialog, far below the address on the page.
    await page.keyboard.press('Enter');
    await expect(check).toHaveCount(0);
    const line1 = page.getByLabel('Address', { exact: true });
    await expect(line1).toBeFocused();
    await expect(line1).toBeInViewport();
    await expectUncovered(page);
    await expect(line1).toHaveValue('100 congress avenue');

    // Escape (or Close) is no answer: the focus goes back to Place order, which opened the dialog.
    await page.setViewportSize(SIZES[0]!);
    await placeOrder.focus();
    await page.keyboard.press('Enter');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(check).toHaveCount(0);
    await expect(placeOrder).toBeFocused();
  });

  test("the bank's 3-D Secure challenge: Complete, then Fail, in reading order at every width, after the close button", async ({ page, quietConsent }) => {
    void quietConsent;
    await page.setViewportSize(SIZES[0]!);
    await guestAtCheckout(page);
    await fillAddress(page, { first: 'Ana', last: 'Díaz', line: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' });
    await expect(page.getByText('Estimated tax')).toBeVisible();
    const frame = page.frameLocator('[data-testid="card-frame"]');
    await frame.getByLabel(/Card number/).fill(THREE_D_SECURE_CARD);
    await frame.getByLabel(/Expiration/).fill('12/30');
    await frame.getByLabel(/Security code/).fill('123');
    await page.getByRole('button', { name: 'Place order' }).click();

    const challenge = page.getByRole('dialog', { name: "Confirm it's you" });
    const complete = challenge.getByRole('button', { name: 'Complete' });
    const fail = challenge.getByRole('button', { name: 'Fail' });
    const close = challenge.getByRole('button', { name: 'Cancel the check' });
    await expect(complete).toBeFocused();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await complete.focus();
      const stops = [(await activeStop(page))!, ...(await tabStops(page, 1))];
      expect(stops.map((s) => s.name)).toEqual(['Complete', 'Fail']);
      expectReadingOrder(stops, size.width);
      await expect(fail).toBeFocused();
      // The close button, in the title bar above them, comes before Complete; after Fail the focus goes round to it.
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(complete).toBeFocused();
      const closeBox = (await close.boundingBox())!;
      const completeBox = (await complete.boundingBox())!;
      expect(closeBox.y + closeBox.height).toBeLessThanOrEqual(completeBox.y);
    }
    await fail.focus();
    await page.keyboard.press('Enter');
    await expect(challenge).toHaveCount(0);
    await expect(page.getByTestId('checkout-error')).toHaveText(/^Your bank couldn't confirm it was you/);
  });

  test('gift cards: Add a gift card focuses the number, a card applied focuses its line and is announced, Remove goes back to Add a gift card', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.setViewportSize(SIZES[0]!);
    await guestAtCheckout(page);
    const giftCards = page.getByTestId('gift-cards');
    const add = giftCards.getByRole('button', { name: 'Add a gift card' });
    await add.focus();
    await page.keyboard.press('Enter');
    const number = giftCards.getByLabel('Gift card number');
    await expect(number).toBeFocused();
    await page.keyboard.type('6006 4912 3456 7890');
    await page.keyboard.press('Tab');
    await expect(giftCards.getByLabel('PIN', { exact: true })).toBeFocused();
    await page.keyboard.type('1234');
    await page.keyboard.press('Tab');
    await expect(giftCards.getByRole('button', { name: 'Apply gift card' })).toBeFocused();
    await page.keyboard.press('Enter');

    const line = giftCards.getByRole('listitem').filter({ hasText: 'applied from gift card ending in 7890' });
    await expect(line).toBeFocused();
    await expect(line).toBeInViewport();
    await expect(giftCards.getByRole('status')).toContainText(/^\$[\d,]+\.\d{2} applied from gift card ending in 7890$/);
    await page.keyboard.press('Tab');
    const remove = line.getByRole('button', { name: 'Remove' });
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(line).toHaveCount(0);
    await expect(add).toBeFocused();
  });

  test('Set as my store closes the store modal with the focus on its opener, or on the header store entry when the opener is gone; never the page body', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.setViewportSize(SIZES[0]!);
    await page.goto('/parts/brakes');
    const href = await page.getByTestId('product-card').first().getByRole('link').first().getAttribute('href');
    await page.goto(href!);
    const modal = page.getByTestId('store-modal');
    const entry = page.getByTestId('store-entry');

    // From the product page's "Choose a store": the page behind then shows the store's stock instead.
    const choose = page.getByTestId('store-availability').getByRole('link', { name: /Choose a store/ });
    await choose.focus();
    await page.keyboard.press('Enter');
    await expect(modal).toBeVisible();
    const search = modal.getByLabel('ZIP code or city');
    await search.fill('78701');
    await search.press('Enter');
    const set = modal.getByTestId('store-result').first().getByRole('button', { name: 'Set as my store' });
    await set.focus();
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await expect(entry).toContainText(/Open until|Closed/);
    const where = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return 'the page body';
        if (el.dataset.testid === 'store-entry') return 'store-entry';
        if (el.closest('[data-testid="store-availability"]') && /Choose a store/.test(el.textContent ?? '')) return 'opener';
        return `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      });
    await expect.poll(where).toMatch(/^(store-entry|opener)$/);
    // Still there once the page has settled, and the next Tab goes on from there, not from the foot of the page.
    await page.waitForLoadState('networkidle');
    expect(['store-entry', 'opener']).toContain(await where());
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => {
      const el = document.activeElement;
      return { body: !el || el === document.body, footer: !!el?.closest('footer') };
    });
    expect(next.body, 'Tab after the store modal went from the page body').toBe(false);
    expect(next.footer, 'Tab after the store modal jumped to the footer').toBe(false);

    // From the header's store entry (now the my-store modal): the entry gets the focus back.
    await entry.focus();
    await page.keyboard.press('Enter');
    await modal.getByRole('button', { name: 'Change store' }).click();
    await modal.getByLabel('ZIP code or city').fill('78701');
    await modal.getByLabel('ZIP code or city').press('Enter');
    const another = modal.getByTestId('store-result').getByRole('button', { name: 'Set as my store' }).first();
    await another.focus();
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await expect(entry).toBeFocused();
  });

  for (const layout of ['sidebar', 'drawer'] as const) {
    test(`an unreadable price: after Apply the focus is on that price, in view, not on Apply (${layout})`, async ({ page, quietConsent }) => {
      void quietConsent;
      await page.setViewportSize(layout === 'sidebar' ? { width: WIDTHS.desktop, height: 720 } : { width: WIDTHS.tablet, height: 900 });
      await page.goto('/searchresult?searchText=brake%20pad');
      const error = page.getByTestId('price-filter-error');
      const minIn = (place: Locator) => place.getByRole('group', { name: 'Price' }).getByRole('textbox').first();

      if (layout === 'sidebar') {
        const filters = page.getByRole('complementary', { name: 'Filters' });
        const min = minIn(filters);
        await min.fill('twenty');
        const apply = filters.getByRole('button', { name: 'Apply' });
        await apply.focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/minPrice=twenty/);
        await expect(error).toBeVisible();
        await expect(min).toBeFocused();
        await expect(min).toBeInViewport();
        await expect(min).toHaveAttribute('aria-invalid', 'true');
        await expect(min).toHaveAccessibleDescription(/couldn't read that amount/);
        await expect(min).toHaveValue('twenty');
        await expectUncovered(page);
        return;
      }

      // Phones and tablets: the drawer closes on Apply, the focus goes back to its button (at the top, in view), and opening it again lands on the price.
      const open = page.getByTestId('open-filters');
      await open.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByTestId('filter-drawer');
      await expect(drawer).toBeVisible();
      await minIn(drawer).fill('twenty');
      await drawer.getByRole('button', { name: 'Apply' }).last().click();
      await expect(page).toHaveURL(/minPrice=twenty/);
      await expect(drawer).toBeHidden();
      await expect(error).toBeVisible();
      await expect(open).toBeFocused();
      await expect(open).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(drawer).toBeVisible();
      const min = minIn(drawer);
      await expect(min).toBeFocused();
      await expect(min).toHaveValue('twenty');
      await expect(min).toHaveAccessibleDescription(/couldn't read that amount/);
    });
  }
});
