import { expect, test } from './fixtures';
import { signInToOps } from './ops';

/**
 * Issue 23: the back office on a phone and a tablet. On a phone the bar is one row (the title
 * and a Menu button) that opens the screens' links, with the focus where the keyboard needs it;
 * every screen starts with a "skip to content" link; the jobs table fits a tablet without
 * scrolling sideways; the catalogue shows each product's picture, as the shelf does.
 */
test('on a phone the bar is one row whose menu opens the screens, and skip to content lands in the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ops/jobs');
  await signInToOps(page, 'administrator');
  const header = page.getByTestId('ops-header');
  const nav = header.getByRole('navigation', { name: 'Back office' });
  const menu = header.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await expect(header.getByRole('button', { name: 'Sign out', exact: true })).toBeHidden();
  const closed = (await header.boundingBox())!;
  expect(closed.height).toBeLessThanOrEqual(80);

  // The menu opens on the current screen's link; Tab goes on through the links; Escape closes it and gives the focus back.
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Jobs' })).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
  await expect(header.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(nav).toBeHidden();

  // By keyboard alone: Enter opens it, a link takes the staff member to its screen, where the bar is closed again.
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'Jobs' })).toBeFocused();
  await nav.getByRole('link', { name: 'Audit log' }).press('Enter');
  await expect(page).toHaveURL(/\/ops\/audit$/);
  await expect(page.getByTestId('ops-header').getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');

  // The first Tab of a page reaches "Skip to content", which moves the focus to the page's main.
  await page.goto('/ops/jobs');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#ops-main')).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});

test('from the tablet up the bar shows its links without a menu, and the jobs table fits 800 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1100 });
  await page.goto('/ops/jobs');
  await signInToOps(page, 'administrator');
  const header = page.getByTestId('ops-header');
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(header.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Jobs' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();

  const table = page.getByTestId('jobs-queues');
  await expect(table).toBeVisible();
  const fits = () => page.evaluate(() => ({ page: document.documentElement.scrollWidth, width: window.innerWidth, table: document.querySelector('[data-testid="jobs-queues"]')!.getBoundingClientRect().right }));
  let measured = await fits();
  expect(measured.page).toBeLessThanOrEqual(measured.width);
  expect(measured.table).toBeLessThanOrEqual(measured.width);
  // The counts stay in their columns; the schedule moves under the job's name.
  await expect(table.getByRole('columnheader', { name: 'failed' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Schedule (UTC)' })).toBeHidden();
  await expect(table.getByTestId('jobs-queue-details').first()).toContainText('Schedule (UTC):');

  await page.setViewportSize({ width: 390, height: 844 });
  measured = await fits();
  expect(measured.page).toBeLessThanOrEqual(measured.width);
  await expect(table.getByRole('columnheader', { name: 'failed' })).toBeHidden();
  await expect(table.getByTestId('jobs-queue-details').first()).toContainText(/created \d+ · retry \d+ · active \d+ · completed \d+ · failed \d+/);
});

test('the catalogue shows each product with the shelf’s picture, the rows below the fold loaded lazily', async ({ page }) => {
  await page.goto('/ops/catalog');
  await signInToOps(page, 'merchandiser');
  const images = page.getByTestId('catalog-results').getByTestId('catalog-image');
  await expect(images.first()).toBeVisible();
  expect(await images.count()).toBeGreaterThan(6);
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.last()).toHaveAttribute('loading', 'lazy');
  await expect(images.first()).toHaveAttribute('src', /\/part_terminology\/(en-US|es-MX|pt-BR)\/\d+\.jpg$/);
  await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The first product's own screen shows the same picture, large.
  const shelfPicture = await images.first().getAttribute('src');
  await page.getByTestId('catalog-results').getByRole('link').first().click();
  const picture = page.getByTestId('product-image');
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', shelfPicture!);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('the pickup queue’s store list fits a phone, its longest store name included', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ops/pickups');
  // The demo's store manager has several stores: a list of them, each with its counts.
  await signInToOps(page, 'storeManager');
  await expect(page.locator('select[name="store"]')).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, width: window.innerWidth, select: document.querySelector('select[name="store"]')!.getBoundingClientRect().right }));
  expect(widths.page).toBeLessThanOrEqual(widths.width);
  expect(widths.select).toBeLessThanOrEqual(widths.width);
});
