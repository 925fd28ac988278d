import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** One step of the vehicle selector by keyboard: type into the step's box until the option shows, then Enter. */
export async function pickStep(dialog: Locator, step: string, typed: string, option: string): Promise<void> {
  const box = dialog.getByRole('combobox', { name: step });
  await box.pressSequentially(typed);
  await expect(dialog.getByRole('option', { name: option, exact: true })).toBeVisible();
  await box.press('Enter');
}
