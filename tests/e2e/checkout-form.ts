import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A US shipping address typed into checkout's form, field by field as a shopper would. */
export async function fillAddress(page: Page, address: { first: string; last: string; line: string; city: string; state: string; zip: string }) {
  await page.getByLabel('First name').fill(address.first);
  await page.getByLabel('Last name').fill(address.last);
  await page.getByLabel('Address', { exact: true }).fill(address.line);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State').selectOption(address.state);
  await page.getByLabel('ZIP code').fill(address.zip);
}

/** A brake part in the cart, then checkout as a US guest with the contact filled in. */
export async function guestAtCheckout(page: Page, contact: { email: string; phone: string } = { email: 'ana@example.com', phone: '5125550100' }) {
  await page.goto('/parts/brakes');
  await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/checkout');
  await page.getByLabel('Email', { exact: true }).fill(contact.email);
  await page.getByLabel('Phone', { exact: true }).fill(contact.phone);
}
