import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function fillAddress(page: Page, address: { first: string; last: string; line: string; city: string; state: string; zip: string }) {
  await page.getByLabel('First name').fill(address.first);
  await page.getByLabel('Last name').fill(address.last);
  await page.getByLabel('Address', { exact: true }).fill(address.line);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State').selectOption(address.state);
  await page.getByLabel('ZIP code').fill(address.zip);
}

async function fillCard(page: Page, number: string) {
  const frame = page.frameLocator('[data-testid="card-frame"]');
  await frame.getByLabel(/Card number/).fill(number);
  await frame.getByLabel(/Expiration/).fill('12/30');
  await frame.getByLabel(/Security code/).fill('123');
}

test.describe('checkout', () => {
  test('a guest orders for delivery in en-US; a declined card keeps everything, a good one places the order', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/parts/brakes');
    await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.goto('/cart');
    await page.getByTestId('checkout-button').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
    await expect(page.getByTestId('back-to-cart')).toBeVisible();

    // Bad input is explained, field by field.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('checkout-error')).toHaveText('Please fix the highlighted fields.');
    await expect(page.getByText('You are missing a first name')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('5125550100');
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('(512) 555-0100');
    await fillAddress(page, { first: 'Ana', last: 'Díaz', line: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' });
    await expect(page.getByText('Standard Shipping')).toBeVisible();
    await expect(page.getByText('Estimated tax')).toBeVisible();

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('checkout-error')).toHaveText('Your card was declined. Try another card or payment method.');
    await expect(page.getByLabel('City')).toHaveValue('Austin');

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
    await expect(page.getByTestId('order-number')).toHaveText(/^\d{9}$/);
    await expect(page.getByTestId('confirmation-shipment')).toContainText('Delivery');
    await expect(page.getByTestId('cart-badge')).toHaveText('0');
  });
});
