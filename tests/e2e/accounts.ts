import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './admin';
import { expect } from './fixtures';

/** Shared by the account journeys: new addresses, the outbox as operators read it, registering. */
let accounts = 0;
export const newEmail = (label: string) => `${label}-${Date.now()}-${++accounts}@example.com`;

/** The newest e-mail to this address, as operators read the outbox in the demo. */
export async function lastEmail(request: APIRequestContext, to: string, kind: string): Promise<{ subject: string; text: string }> {
  let found: { kind: string; subject: string; text: string } | undefined;
  await expect(async () => {
    const response = await request.get(`/api/admin/outbox?to=${encodeURIComponent(to)}&limit=5`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
    const { emails } = (await response.json()) as { emails: { kind: string; subject: string; text: string }[] };
    found = emails.find((e) => e.kind === kind);
    expect(found).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return found!;
}
export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

export async function register(page: Page, email: string, password: string) {
  const form = page.getByTestId('register-panel');
  await form.getByLabel('First name').fill('Ana');
  await form.getByLabel('Last name').fill('Díaz');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('signin-notice')).toContainText(`enter the code we sent to ${email}`);
  const { text } = await lastEmail(page.request, email, 'signInCode');
  await page.getByLabel('6-digit code').fill(codeIn(text));
  await page.getByRole('button', { name: 'Sign in with code' }).click();
}

