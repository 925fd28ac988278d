import { expect, test } from './fixtures';

test('the error boundary keeps the header and footer and recovers when the path changes', async ({ page, quietConsent }) => {
  void quietConsent;
  // A full load of the faulty page, then client-side navigation away from it.
  await page.goto('/test-fault');
  const boundary = page.getByTestId('error-boundary');
  await expect(boundary).toContainText('Something is not working');
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();

  await page.getByRole('link', { name: 'Redline Auto Parts home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The right part, the first time');
  await expect(boundary).toHaveCount(0);
});

test('the boundary speaks Spanish in Mexico', async ({ page, quietConsent }) => {
  void quietConsent;
  await page.goto('/es-MX/test-fault');
  await expect(page.getByTestId('error-boundary')).toContainText('Algo no está funcionando');
});
