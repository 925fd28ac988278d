import { expect, test, WIDTHS } from './fixtures';

test.describe('header', () => {
  test('sticks to the top once scrolled past its height', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.setViewportSize({ width: WIDTHS.desktop, height: 800 });
    await page.goto('/');
    const header = page.locator('header[data-fixed]');
    await expect(header).toHaveAttribute('data-fixed', 'false');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(header).toHaveAttribute('data-fixed', 'true');
    expect((await header.boundingBox())?.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-fixed', 'false');
  });

  test('desktop menu groups open as disclosures and close on Escape', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.setViewportSize({ width: WIDTHS.desktop, height: 800 });
    await page.goto('/');
    const deals = page.getByRole('button', { name: 'Shop Deals' });
    await deals.click();
    await expect(deals).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Local Store Ad' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(deals).toHaveAttribute('aria-expanded', 'false');
    // Escape from a link inside the open menu gives the focus back to its button.
    await deals.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.locator(`#${await deals.getAttribute('aria-controls')}`).locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(deals).toBeFocused();
    await expect(deals).toHaveAttribute('aria-expanded', 'false');
    for (const name of ['Shop By', 'Trustworthy Advice']) await expect(page.getByRole('button', { name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toBeVisible();
  });

  test('crawlers get every navigation link without opening menus', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      viewport: { width: WIDTHS.desktop, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await expect(page.getByRole('link', { name: 'Local Store Ad' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a Repair Shop' }).first()).toBeVisible();
    await context.close();
  });

  test('the skip link jumps to the main content', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('the sign-in control is a nofollow link for guests', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/');
    await expect(page.getByTestId('account-entry')).toHaveAttribute('rel', 'nofollow');
    await expect(page.getByTestId('account-entry')).toHaveAttribute('href', '/signin');
  });

  test("es-MX with a store: the row keeps the cart beside the logo, and the store's hours are whole", async ({ page, context, baseURL, quietConsent }) => {
    void quietConsent;
    await page.goto('/es-MX/store?q=44100');
    const storeNumber = (await page.getByTestId('store-result').first().getAttribute('data-store-number'))!;
    await context.addCookies([{ name: 'preferredStoreId', value: storeNumber, url: baseURL! }]);
    for (const width of [1140, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/es-MX/');
      const entry = page.getByTestId('store-entry');
      await expect(entry).toContainText(/Abierto hasta|Cerrado/);
      const logo = (await page.getByRole('link', { name: /inicio/i }).first().boundingBox())!;
      const cart = (await page.locator('header a[href="/es-MX/cart"]').boundingBox())!;
      expect(Math.abs(cart.y + cart.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(12);
      // The hours line is never cut: its text fits its box.
      const hours = entry.locator('span.flex-col > span').nth(1);
      expect(await hours.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    }
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: WIDTHS.phone, height: 844 } });

  test('opens full screen, closes on route change, and ignores a second click within 300 ms', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBe(WIDTHS.phone);

    // A click right after closing is ignored.
    await page.getByRole('button', { name: 'Close menu' }).evaluate((close) => {
      (close as HTMLButtonElement).click();
      (document.querySelector('button[aria-haspopup="dialog"]') as HTMLButtonElement).click();
    });
    await expect(menu).toBeHidden();
    await page.waitForTimeout(350);
    await button.click();
    await expect(menu).toBeVisible();

    // Following a link closes the menu.
    await menu.getByText('Shop Deals').click();
    await menu.getByRole('link', { name: 'Top Deals' }).click();
    await expect(page).toHaveURL(/\/lp\/deals$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test("every link of the header and the footer leads to a page, in each market's language", async ({ page, request }) => {
    for (const home of ['/', '/es-MX', '/pt-BR']) {
      await page.goto(home);
      const hrefs = await page.locator('header a[href], footer a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      const ours = [...new Set(hrefs.map((href) => new URL(href)).filter((url) => url.origin === new URL(page.url()).origin).map((url) => url.pathname))];
      expect(ours.length).toBeGreaterThan(15);
      const broken: string[] = [];
      for (const path of ours) {
        const response = await request.get(path, { maxRedirects: 3 });
        if (response.status() !== 200) broken.push(`${path}: ${response.status()}`);
      }
      expect(broken, `links of ${home} that lead nowhere`).toEqual([]);
    }
  });

  test('without JavaScript the footer columns are open on phones: their links stay reachable', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await expect(page.getByRole('link', { name: 'Returns Policy' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Customer Service' })).toBeHidden();
    await context.close();
  });

  test('without JavaScript the menu still opens: on a phone as a list below the header, on a desktop on hover and focus', async ({ browser, baseURL }) => {
    const phone = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await page.goto(`${baseURL}/`);
    const menu = page.getByRole('navigation', { name: 'Shop Redline' });
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(menu).toBeVisible();
    const department = menu.getByRole('link', { name: 'Parts', exact: true });
    await expect(department).toBeVisible();
    const href = await department.getAttribute('href');
    await department.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await phone.close();

    const desktop = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const wide = await desktop.newPage();
    await wide.goto(`${baseURL}/`);
    const panel = wide.locator('#nav-departments');
    await expect(panel).toBeHidden();
    await wide.getByRole('button', { name: 'Shop All' }).hover();
    await expect(panel).toBeVisible();
    await panel.getByRole('link').first().hover();
    await expect(panel).toBeVisible();
    await wide.mouse.move(640, 700);
    await expect(panel).toBeHidden();
    await wide.getByRole('button', { name: 'Shop All' }).focus();
    await expect(panel).toBeVisible();
    await wide.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await expect(panel).toBeVisible();
    await desktop.close();
  });

  test('footer columns collapse on phones', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/');
    const column = page.getByRole('button', { name: 'Customer Service' });
    await expect(column).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Returns Policy' })).toBeHidden();
    await column.click();
    await expect(page.getByRole('link', { name: 'Returns Policy' })).toBeVisible();
  });
});
