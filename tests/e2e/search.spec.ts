import { expect, test } from './fixtures';

test.describe('search', () => {
  test('from the header with the keyboard, through real suggestions and results, to a product page', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/');
    const box = page.locator('#header-search');
    await box.click();
    // The combobox's code arrives on first focus; type once it has taken over.
    await page.waitForLoadState('networkidle');
    await page.keyboard.type('brake pad', { delay: 30 });
    // Wait for the answer to the whole text, not an earlier one for "brake".
    const options = page.getByRole('option');
    await expect(options.first()).toContainText(/brake pad/i);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/searchresult\?searchText=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Results for “.*brake pad/i);
    const first = page.getByTestId('product-card').first();
    const title = (await first.getByRole('link').textContent())!.trim();
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/products\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('a part number finds its product first; a typo is corrected', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/searchresult?searchText=max-100001');
    await expect(page.getByTestId('product-card').first()).toContainText('MAX100001');
    await page.goto('/searchresult?searchText=brak%20pad');
    await expect(page.getByTestId('corrected-text')).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('es-MX: results in Spanish and pesos; a gift-card search goes home', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/es-MX/searchresult?searchText=balatas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados de “balatas”');
    await expect(page.getByTestId('price').first()).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await page.goto('/es-MX/searchresult?searchText=giftcards');
    await expect(page).toHaveURL(/\/es-MX$/);
  });
});
