import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
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

const STEP_MS = 30_000;
const stepOf = (ms: number) => Math.floor(ms / STEP_MS);

/**
 * One account's codes, handed out in order across Playwright's workers. The back office takes
 * each 30-second step's code once and only a step later than the last it took, and a refused
 * code counts against the caller (all journeys share one address): so two journeys signing in as
 * the same member at once must never race. A lock directory per account serialises the code
 * step; a file beside it keeps the last step used; a journey that finds this step's code used
 * takes the next one (within the server's window) or waits for its time.
 */
export async function withNextStep<T>(secret: string, submit: (code: string) => Promise<T>): Promise<T> {
  const base = path.join(os.tmpdir(), `redline-e2e-totp-${crypto.createHash('sha256').update(secret).digest('hex').slice(0, 16)}`);
  const lock = `${base}.lock`;
  for (let waited = 0; ; waited += 100) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (waited > 120_000) fs.rmSync(lock, { recursive: true, force: true }); // a crashed holder's lock
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    const last = Number(fs.existsSync(base) ? fs.readFileSync(base, 'utf8') : Number.NaN);
    let step = Number.isFinite(last) ? Math.max(stepOf(Date.now()), last + 1) : stepOf(Date.now());
    // One step ahead is within the window; further, wait until that step is (nearly) current.
    const until = (step - 1) * STEP_MS + 1_000;
    if (until > Date.now()) await new Promise((resolve) => setTimeout(resolve, until - Date.now()));
    step = Math.max(step, stepOf(Date.now()));
    fs.writeFileSync(base, String(step));
    return await submit(totpNow(secret, step - stepOf(Date.now())));
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** The code step, with the account's next unused code (see withNextStep). */
export async function enterCode(page: Page, secret: string): Promise<void> {
  test.info().setTimeout(test.info().timeout + 2 * STEP_MS);
  const codeForm = page.getByTestId('ops-code');
  const outcome = await withNextStep(secret, async (code) => {
    await codeForm.getByLabel('Six-digit code').fill(code);
    await codeForm.getByRole('button', { name: 'Sign in' }).click();
    return Promise.race([
      page.waitForURL((url) => !url.pathname.startsWith('/ops/signin')).then(() => 'in' as const),
      codeForm.getByRole('alert').waitFor().then(() => 'refused' as const),
    ]);
  });
  if (outcome !== 'in') throw new Error('the back office refused the code');
}
