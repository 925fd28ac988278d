import { dataLayer, expect, test } from './fixtures';

const MARKETS = [
  { path: '/', lang: 'en-US', heading: 'The right part, the first time', shipping: /\$35 or more/, currency: 'USD' },
  { path: '/es-MX', lang: 'es-MX', heading: 'La refacción correcta, a la primera', shipping: /\$499 o más/, currency: 'MXN' },
  { path: '/pt-BR', lang: 'pt-BR', heading: 'A peça certa, de primeira', shipping: /R\$\s199/, currency: 'BRL' },
] as const;

test.describe('home page in each market', () => {
  for (const market of MARKETS) {
    test(`${market.lang}: language, currency, shell and analytics`, async ({ page, quietConsent }) => {
      void quietConsent;
      await page.goto(market.path);
      await expect(page.locator('html')).toHaveAttribute('lang', market.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(market.heading);
      await expect(page.getByTestId('free-shipping')).toHaveText(market.shipping);
      await expect(page.getByTestId('cart-badge')).toHaveText('0');
      await expect(page.getByRole('search')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      await expect.poll(async () => (await dataLayer(page)).find((e) => e.event === 'page_view')).toMatchObject({ siteSection: 'home', currency: market.currency });
    });
  }

  test('es-MX shows prices in pesos with a plain $ sign in the rewards offer', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/es-MX');
    await expect(page.getByText('Gana $400 por cada 5 compras de $400 o más.')).toBeVisible();
  });

  test('Brazil has the simplified header and the legacy footer', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/pt-BR');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(page.locator('header nav a', { hasText: 'Peças' })).toBeVisible();
    await expect(page.locator('footer[data-variant="legacy"]')).toBeVisible();
    await expect(page.getByText('Recompensas')).toHaveCount(0);
  });

  test('a search with only spaces is not sent', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/');
    await page.locator('#header-search').fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.locator('#header-search').fill('brake pads');
    await page.locator('#header-search').press('Enter');
    await expect(page).toHaveURL(/\/searchresult\?searchText=brake\+pads/);
  });

  test('an unknown locale prefix and an unknown page show the not-found page in the shell', async ({ page, quietConsent }) => {
    void quietConsent;
    const unknownLocale = await page.goto('/fr-FR/');
    expect(unknownLocale?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    const unknownPage = await page.goto('/es-MX/no-existe');
    expect(unknownPage?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'No encontramos esa página' })).toBeVisible();
    await expect(page.locator('header')).toBeVisible();
  });

  test('the error page speaks the shopper\'s language', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/pt-BR/errorPage');
    await expect(page.getByTestId('error-page')).toContainText('Algo deu errado');
  });
});
