import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Checkout's payment chooser; expects its radios, in order, by their names (the card first). */
export async function expectTenderChoices(page: Page, names: RegExp[]) {
  const tenders = page.getByTestId('tender-picker');
  const radios = tenders.getByRole('radio');
  await expect(radios).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await expect(radios.nth(index)).toHaveAccessibleName(name);
  return { tenders, radios };
}
