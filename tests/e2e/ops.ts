import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, type Cookie, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { OPS_COOKIE } from '../../src/server/platform/ops-auth';
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
 * on (where /ops sent it). The first journey of a run to sign in as a member goes through the
 * form (e-mail and password, then the code) and keeps the session it gets in a file; later
 * journeys carry that session into their browser (as a member's second tab would) and go on to
 * the page the sign-in page was asked for. A code is good once per 30-second step, so signing
 * every journey in afresh would queue them behind the clock. `fresh` goes through the form.
 */
export async function signInToOps(page: Page, role: Role, { fresh = false } = {}): Promise<void> {
  const member = demoStaff(role);
  await expect(page).toHaveURL(/\/ops\/signin/);
  const next = new URL(page.url()).searchParams.get('next') ?? '/ops';
  const kept = `${lockBase(`session:${new URL(page.url()).origin}:${member.email}`)}.json`;
  await withLock(kept, async () => {
    if (!fresh && fs.existsSync(kept)) {
      await page.context().addCookies([JSON.parse(fs.readFileSync(kept, 'utf8')) as Cookie]);
      await page.goto(next);
      if (!new URL(page.url()).pathname.startsWith('/ops/signin')) return;
    }
    const form = page.getByTestId('ops-signin');
    await form.getByLabel('E-mail').fill(member.email);
    await form.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
    await form.getByRole('button', { name: 'Continue' }).click();
    await enterCode(page, member.totpSecret);
    const session = (await page.context().cookies()).find((cookie) => cookie.name === OPS_COOKIE);
    if (session) fs.writeFileSync(kept, JSON.stringify(session));
  });
}

/** A name for a lock (and the files beside it) shared by Playwright's workers on this machine. */
function lockBase(name: string): string {
  return path.join(os.tmpdir(), `redline-e2e-${crypto.createHash('sha256').update(name).digest('hex').slice(0, 16)}`);
}

/** Run `work` holding the lock `<base>.lock` (a directory: made by one process at a time). */
async function withLock<T>(base: string, work: () => Promise<T>): Promise<T> {
  const lock = `${base}.lock`;
  for (let waited = 0; ; waited += 100) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (waited > 180_000) fs.rmSync(lock, { recursive: true, force: true }); // a crashed holder's lock
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

const STEP_MS = 30_000;
const stepOf = (ms: number) => Math.floor(ms / STEP_MS);

/**
 * One account's codes, handed out in order across Playwright's workers. The back office takes
 * each 30-second step's code once and only a step later than the last it took, and a refused
 * code counts against the caller (all journeys share one address): so two journeys signing in as
 * the same member at once must never race. A lock per account serialises the code step; a file
 * beside it keeps the last step used; a journey that finds this step's code used takes the next
 * one (within the server's window) or waits for its time.
 */
export async function withNextStep<T>(secret: string, submit: (code: string) => Promise<T>): Promise<T> {
  const base = lockBase(`totp:${secret}`);
  return withLock(base, async () => {
    const last = Number(fs.existsSync(base) ? fs.readFileSync(base, 'utf8') : Number.NaN);
    let step = Number.isFinite(last) ? Math.max(stepOf(Date.now()), last + 1) : stepOf(Date.now());
    // One step ahead is within the window; further, wait until that step is (nearly) current.
    const until = (step - 1) * STEP_MS + 1_000;
    if (until > Date.now()) await new Promise((resolve) => setTimeout(resolve, until - Date.now()));
    step = Math.max(step, stepOf(Date.now()));
    fs.writeFileSync(base, String(step));
    return submit(totpNow(secret, step - stepOf(Date.now())));
  });
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
