import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import type { Role } from '../../src/server/staff/permissions';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../src/server/staff/demo-accounts';
import { expect } from './fixtures';

/** The current TOTP code of a secret, `stepsAhead` 30-second steps from now (each step signs in once). */
export function totpNow(secret: string, stepsAhead = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** The demo's staff member of a role (seeded by npm start outside production: src/server/staff/demo-accounts.ts). */
export function demoStaff(role: Role) {
  return DEMO_STAFF.find((member) => member.role === role)!;
}

/**
 * Sign in to the back office as the demo's member of `role`, from the sign-in page the browser is
 * on (where /ops sent it): e-mail and password, then the code. A code is good once: when another
 * journey used this step's code already, the next step's (within the window) signs in.
 */
export async function signInToOps(page: Page, role: Role, password = DEMO_STAFF_PASSWORD): Promise<void> {
  const member = demoStaff(role);
  await expect(page).toHaveURL(/\/ops\/signin/);
  const form = page.getByTestId('ops-signin');
  await form.getByLabel('E-mail').fill(member.email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Continue' }).click();
  await enterCode(page, member.totpSecret);
}

/** The code step: this step's code, else the next one's. */
export async function enterCode(page: Page, secret: string): Promise<void> {
  const codeForm = page.getByTestId('ops-code');
  for (const stepsAhead of [0, 1]) {
    await codeForm.getByLabel('Six-digit code').fill(totpNow(secret, stepsAhead));
    await codeForm.getByRole('button', { name: 'Sign in' }).click();
    const outcome = await Promise.race([
      page.waitForURL((url) => !url.pathname.startsWith('/ops/signin')).then(() => 'in' as const),
      codeForm.getByRole('alert').waitFor().then(() => 'refused' as const),
    ]);
    if (outcome === 'in') return;
  }
  throw new Error('the back office refused both codes');
}
