import type { Locator, Page } from '@playwright/test';
import { expectUncovered } from './focus';
import { expect, test, WIDTHS } from './fixtures';

/** What has the focus: where it is, whether it can be seen, and whether it shows a ring. */
interface Focused {
  tag: string;
  testId: string | null;
  name: string;
  /** The test id of the dialog holding the focus, if any. */
  dialog: string | null;
  visible: boolean;
  ring: boolean;
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', testId: null, name: '', dialog: null, visible: false, ring: false };
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      tag: el.tagName.toLowerCase(),
      testId: el.dataset.testid ?? null,
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 80),
      dialog: el.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]')?.dataset.testid ?? null,
      visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
      ring: outline || shadow,
    };
  });
}

/** The focus is on a real, visible element that shows a focus ring. */
async function expectVisibleFocus(page: Page): Promise<Focused> {
  const f = await focused(page);
  expect(f.tag, 'the focus is lost to the page body').not.toBe('body');
  expect(f.visible, `the focused ${f.tag} "${f.name}" is not visible`).toBe(true);
  expect(f.ring, `the focused ${f.tag} "${f.name}" shows no outline or ring`).toBe(true);
  return f;
}

/** Presses Tab (or Shift+Tab) until the element has the focus, the way a keyboard shopper gets there. */
async function tabTo(page: Page, target: string | Locator, { key = 'Tab', most = 60 }: { key?: 'Tab' | 'Shift+Tab'; most?: number } = {}) {
  const reached = async () => (typeof target === 'string' ? (await focused(page)).testId === target : target.evaluate((el) => el === document.activeElement));
  for (let i = 0; i < most; i++) {
    if (await reached()) return expectVisibleFocus(page);
    await page.keyboard.press(key);
  }
  throw new Error(`${most} presses of ${key} never reached ${String(target)}`);
}

/** Presses the key `times` times; after each press the focus must still be inside the dialog, visible, with a ring. */
async function pressInside(page: Page, key: 'Tab' | 'Shift+Tab', times: number, dialog: string): Promise<Focused[]> {
  const seen: Focused[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    const f = await expectVisibleFocus(page);
    expect(f.dialog, `${key} #${i + 1} left the dialog for the ${f.tag} "${f.name}"`).toBe(dialog);
    seen.push(f);
  }
  return seen;
}

test.describe('dialogs with the keyboard only', () => {
  // A keyboard journey is many key presses, each followed by a look at the focus.
  test.slow();
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  });

  /** Tabs to the header's vehicle entry and opens the selector with Enter; the year box has the focus. */
  async function openVehicleSelector(page: Page) {
    await page.goto('/');
    await tabTo(page, 'vehicle-entry-inline');
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('vehicle-selector');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Year' })).toBeFocused();
    await expectVisibleFocus(page);
    return dialog;
  }

  test('the vehicle selector: Tab and Shift+Tab move the focus round the dialog and never choose a vehicle', async ({ page, quietConsent }) => {
    void quietConsent;
    const dialog = await openVehicleSelector(page);

    // Round and round the dialog: nothing is chosen, nothing closes, the focus stays inside.
    await pressInside(page, 'Tab', 6, 'vehicle-selector');
    await pressInside(page, 'Shift+Tab', 4, 'vehicle-selector');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Step 1 of 4')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Year' })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Make' })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const entry = page.getByTestId('vehicle-entry-inline');
    await expect(entry).toBeFocused();
    await expectVisibleFocus(page);
    await expect(entry).toContainText('Add a vehicle');
    const cookies = (await page.context().cookies()).map((c) => c.name);
    expect(cookies).not.toContain('preferredVehicleYear');
  });

  test('the vehicle selector: Enter chooses, leaving a step by Tab does not, and the focus goes back to the opener', async ({ page, quietConsent }) => {
    void quietConsent;
    const dialog = await openVehicleSelector(page);
    await page.keyboard.type('2015');
    await expect(dialog.getByRole('option', { name: '2015' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('combobox', { name: 'Make' })).toBeFocused();
    await page.keyboard.type('toyo');
    await expect(dialog.getByRole('option', { name: 'Toyota', exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
    const model = dialog.getByRole('combobox', { name: 'Model' });
    await expect(model).toBeFocused();
    // Leaving the model step by Tab and coming back still chooses nothing.
    await pressInside(page, 'Tab', 2, 'vehicle-selector');
    await expect(model).toBeVisible();
    await tabTo(page, model, { key: 'Shift+Tab', most: 10 });
    await page.keyboard.type('camr');
    await expect(dialog.getByRole('option', { name: 'Camry', exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('combobox', { name: 'Engine' })).toBeFocused();
    await page.keyboard.type('2.5L L4 Gas');
    await expect(dialog.getByRole('option', { name: '2.5L L4 Gas' })).toBeVisible();
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    const entry = page.getByTestId('vehicle-entry-inline');
    await expect(entry).toContainText('2015 Toyota Camry 2.5L L4 Gas');
    await expect(entry).toBeFocused();
    await expectVisibleFocus(page);
  });

  test('the store selector takes the focus, keeps Tab and Shift+Tab inside, and gives the focus back on Escape', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/');
    await tabTo(page, 'store-entry');
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('store-modal');
    await expect(dialog).toBeVisible();
    await expect.poll(async () => (await focused(page)).dialog).toBe('store-modal');
    await expectVisibleFocus(page);

    // More presses than the dialog has controls: the focus comes round again, and never leaves.
    const forward = await pressInside(page, 'Tab', 8, 'store-modal');
    const names = forward.map((f) => `${f.tag}:${f.name}`);
    expect(new Set(names).size, 'Tab went round the dialog').toBeLessThan(names.length);
    await pressInside(page, 'Shift+Tab', 8, 'store-modal');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('store-entry')).toBeFocused();
    await expectVisibleFocus(page);
  });

  test('after Add to cart the focus stays on the button, which says it is adding and then what happened', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/parts/brakes');
    const href = await page.getByTestId('product-card').first().getByRole('link').first().getAttribute('href');
    await page.goto(href!);
    await tabTo(page, 'add-to-cart', { most: 120 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    const f = await expectVisibleFocus(page);
    expect(f.testId).toBe('add-to-cart');
    // The next Tab reaches the confirmation's link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('status').getByRole('link', { name: 'View cart' })).toBeFocused();
    await expectVisibleFocus(page);
  });

  test('the phone menu and the filter drawer (one DrawerDialog) take the focus, keep it inside and uncovered, and give it back to their buttons', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
    await page.goto('/parts/brakes');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('mobile-menu')).toBeVisible();
    await expect.poll(async () => (await focused(page)).dialog).toBe('mobile-menu');
    await pressInside(page, 'Shift+Tab', 3, 'mobile-menu');
    for (let i = 0; i < 6; i++) {
      await pressInside(page, 'Tab', 1, 'mobile-menu');
      await expectUncovered(page);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expectVisibleFocus(page);

    await tabTo(page, 'open-filters', { most: 80 });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('filter-drawer')).toBeVisible();
    await expect.poll(async () => (await focused(page)).dialog).toBe('filter-drawer');
    await pressInside(page, 'Shift+Tab', 2, 'filter-drawer');
    for (let i = 0; i < 8; i++) {
      await pressInside(page, 'Tab', 1, 'filter-drawer');
      await expectUncovered(page);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('filter-drawer')).toBeHidden();
    await expect(page.getByTestId('open-filters')).toBeFocused();
    await expectVisibleFocus(page);
  });
});
