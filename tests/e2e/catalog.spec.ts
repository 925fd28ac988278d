import { expect, test } from './fixtures';

test.describe('category pages and shelves', () => {
  test('es-MX: from the department to a shelf priced in pesos, sorted by price', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/es-MX/parts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refacciones');
    await page.getByRole('main').getByRole('link', { name: 'Frenos' }).click();
    await expect(page).toHaveURL(/\/es-MX\/parts\/brakes$/);
    await expect(page.getByText(/\d+ productos/)).toBeVisible();
    await page.getByLabel('Ordenar por').selectOption('price-asc');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page).toHaveURL(/sort=price-asc/);
    const prices = await page.getByTestId('price').allTextContents();
    expect(prices[0]).toMatch(/^\$[\d,]+\.\d{2}$/);
    const amounts = prices.map((p) => Number(p.replace(/[^\d.]/g, '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  test('pt-BR shelf in reais, with pages', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/pt-BR/parts/brakes');
    await expect(page.getByTestId('price').first()).toHaveText(/^R\$\s?[\d.]+,\d{2}$/);
    await page.getByRole('link', { name: 'Próxima' }).click();
    await expect(page).toHaveURL(/page=2/);
  });

  test('a saved vehicle puts a fitment badge on every product', async ({ page, context, baseURL, quietConsent }) => {
    void quietConsent;
    await context.addCookies([
      { name: 'garageVehicles', value: '201502469', url: baseURL! },
      { name: 'preferredVehicleId', value: '201502469', url: baseURL! },
    ]);
    await page.goto('/parts/brakes');
    const badges = page.getByTestId('fitment-badge');
    await expect(badges.first()).toContainText('2015 Toyota Camry');
    expect(await badges.count()).toBe(await page.getByTestId('product-card').count());
  });

  test('the home page departments lead to real pages', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Fluids & Chemicals' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fluids & Chemicals');
  });
});
