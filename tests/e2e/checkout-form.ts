import type { Page } from '@playwright/test';

/** A US shipping address typed into checkout's form, field by field as a shopper would. */
export async function fillAddress(page: Page, address: { first: string; last: string; line: string; city: string; state: string; zip: string }) {
  await page.getByLabel('First name').fill(address.first);
  await page.getByLabel('Last name').fill(address.last);
  await page.getByLabel('Address', { exact: true }).fill(address.line);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State').selectOption(address.state);
  await page.getByLabel('ZIP code').fill(address.zip);
}
