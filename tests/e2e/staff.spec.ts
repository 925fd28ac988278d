import { expect, test } from './fixtures';
import en from '../../messages/en-US.json' with { type: 'json' };
import es from '../../messages/es-MX.json' with { type: 'json' };
import pt from '../../messages/pt-BR.json' with { type: 'json' };
import { enterCode, signInToOps, withNextStep } from './ops';

const OPS_WORDS = { 'en-US': en.ops, 'es-MX': es.ops, 'pt-BR': pt.ops };

/**
 * Staff accounts (issue 23, decision 052): an administrator invites a store manager, who sets a
 * password, enrols an authenticator and signs in; disabled, the manager's very next click lands
 * on the sign-in page.
 */
test('an administrator invites a store manager who signs in; disabled, their next click lands on sign-in', async ({ browser, page }) => {
  test.slow();
  const email = `manager-${Date.now()}@staff.e2e.example`;
  await page.goto('/ops/staff');
  await signInToOps(page, 'administrator');
  await expect(page).toHaveURL(/\/ops\/staff$/);

  // Two of the demo's stores (a store manager's stores must be stores).
  const found = (await (await page.request.get('/ecomm/b2c/v1/store/locations?zip=78701&limit=2&locale=en-US')).json()) as { response: { locations: { storeNumber: string }[] } };
  const [first, second] = found.response.locations.map((s) => s.storeNumber);
  const invite = page.getByTestId('staff-invite');
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Name').fill('Nadia Store');
  await invite.getByLabel('Role').selectOption('storeManager');
  await invite.getByLabel('Stores').fill(`${first}, ${second}`);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toContainText(`Invitation sent to ${email}`);
  const row = page.locator(`[data-testid="staff-member"][data-email="${email}"]`);
  await expect(row.getByTestId('staff-status')).toContainText(`Store manager · ${first}, ${second} · Invited`);

  // The invitation, as the outbox holds it.
  await page.goto(`/ops/outbox?to=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: new RegExp(email) }).first().click();
  await expect(page).toHaveURL(/\/ops\/outbox\/[\w-]+$/);
  await expect(page.locator('main')).toContainText('/ops/signin/invitation/');
  const link = /\/ops\/signin\/invitation\/[A-Za-z0-9_-]{43}/.exec((await page.locator('main').textContent()) ?? '')?.[0];
  expect(link).toBeTruthy();

  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.1.2' } });
  const manager = await context.newPage();
  try {
    await manager.goto(link!);
    const form = manager.getByTestId('ops-invitation');
    await form.getByLabel('New password').fill('Store-manager-pass-1');
    await form.getByLabel('Repeat the password').fill('Store-manager-pass-1');
    await expect(form.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = (await manager.getByTestId('ops-totp-secret').textContent())!.trim();
    // The first code, taken in turn with the codes of the sign-in below (each step's code is good once).
    await withNextStep(secret, async (code) => {
      await form.getByLabel('The six-digit code your app now shows').fill(code);
      await form.getByRole('button', { name: 'Save and continue' }).click();
      await expect(manager.getByTestId('ops-recovery-codes').getByRole('listitem')).toHaveCount(10);
    });
    await manager.getByRole('link', { name: 'Go to sign-in' }).click();

    const signIn = manager.getByTestId('ops-signin');
    await signIn.getByLabel('E-mail').fill(email);
    await signIn.getByLabel('Password').fill('Store-manager-pass-1');
    await signIn.getByRole('button', { name: 'Continue' }).click();
    await enterCode(manager, secret);
    await expect(manager.getByTestId('ops-who')).toHaveText('Nadia Store · Store manager');
    const nav = manager.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Pickups' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);

    // The administrator disables the manager: the manager's next click is thrown out.
    await page.goto('/ops/staff');
    await row.getByRole('button', { name: 'Disable' }).click();
    await expect(row.getByTestId('staff-status')).toContainText('Disabled');
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(manager).toHaveURL(/\/ops\/signin/);
    await expect(manager.getByTestId('ops-header')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a screen outside a role answers 403 with a page in the member’s language and their own menu; /ops/settings leads to its screen', async ({ page, browser }) => {
  await page.goto('/ops/settings');
  await signInToOps(page, 'administrator');
  await expect(page).toHaveURL(/\/ops\/settings\/installments$/);

  // The demo's merchandiser reads Portuguese, unless another journey switched the account's language: the page's own language says which.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.1.3' } });
  const merchandiser = await context.newPage();
  try {
    await merchandiser.goto('/ops');
    await signInToOps(merchandiser, 'merchandiser');
    let words = OPS_WORDS['pt-BR'];
    for (const path of ['/ops/orders', '/ops/jobs', '/ops/settings', '/ops/staff', '/ops/outbox/unknown']) {
      const response = await merchandiser.goto(path);
      expect(response?.status(), path).toBe(403);
      words = OPS_WORDS[(await merchandiser.locator('html').getAttribute('lang')) as keyof typeof OPS_WORDS];
      await expect(merchandiser.getByRole('heading', { level: 1 })).toHaveText(words.forbidden.title);
      await expect(merchandiser.getByRole('main')).toContainText(words.forbidden.text.replace('{role}', words.roles.merchandiser));
      await expect(merchandiser.getByRole('navigation', { name: words.nav.label }).getByRole('link', { name: words.nav.catalog })).toBeVisible();
    }
    await merchandiser.getByRole('link', { name: words.forbidden.back }).click();
    await expect(merchandiser).toHaveURL(/\/ops$/);
  } finally {
    await context.close();
  }
});
