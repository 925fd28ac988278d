import type { Page } from '@playwright/test';
import { newEmail, register } from './accounts';
import { E2E_ADMIN_TOKEN } from './admin';
import { expect, fromSite, test } from './fixtures';
import { demoStaff, signInToOps } from './ops';

async function fillCard(page: Page, scope: string, number: string) {
  const frame = page.locator(scope).frameLocator('[data-testid="card-frame"]');
  await frame.getByLabel(/Card number/).fill(number);
  await frame.getByLabel(/Expiration/).fill('12/30');
  await frame.getByLabel(/Security code/).fill('123');
}

test('a member keeps an address and a card, pays with the saved card, and sees the refund of a return', async ({ page, quietConsent, baseURL }) => {
  void quietConsent;
  test.slow();
  await page.goto('/signin');
  await register(page, newEmail('wallet'), 'A-long-password-1');
  await expect(page).toHaveURL(/\/user\/myAccount$/);

  // The profile: a bad name is explained and kept; a good one is saved; an address joins the book.
  await page.goto('/user/myProfile');
  const names = page.getByTestId('profile-names-form');
  await names.getByLabel('First name').fill('');
  await names.getByRole('button', { name: 'Save name and phone' }).click();
  await expect(names.getByText('You are missing a first name')).toBeVisible();
  await names.getByLabel('First name').fill('Ana María');
  await names.getByRole('button', { name: 'Save name and phone' }).click();
  await expect(names.getByText('Your name and phone are saved.')).toBeVisible();
  const address = page.getByTestId('profile-address-add-form');
  await address.getByLabel('Street address').fill('100 Congress Ave');
  await address.getByLabel('City').fill('Austin');
  await address.getByLabel('State').selectOption('TX');
  await address.getByLabel('ZIP code').fill('78701');
  await address.getByLabel('Phone').fill('5125550100');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByTestId('profile-addresses')).toContainText('100 Congress Ave');

  // The wallet: a card typed into the gateway's frame is kept by its last four digits only.
  await page.goto('/wallet');
  // An empty wallet opens the card form at once.
  await fillCard(page, '[data-testid="wallet-add-form"]', '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByTestId('wallet-card')).toContainText('4242');
  await expect(page.getByTestId('wallet-card')).toContainText('Default');

  // Checkout: the address and the saved card are ready; nothing to type.
  await page.goto('/parts/brakes');
  await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/checkout');
  await expect(page.getByLabel('City')).toHaveValue('Austin');
  await expect(page.getByTestId('saved-cards').getByRole('radio', { checked: true })).toHaveValue(/[0-9a-f-]{36}/);
  await expect(page.locator('[data-testid="card-frame"]')).toHaveCount(0);
  await expect(page.getByText('Estimated tax')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  const orderNumber = (await page.getByTestId('order-number').textContent())!;

  // The operator delivers it, then takes it back.
  const admin = (data: Record<string, string>) => page.request.post(`/api/admin/orders/${orderNumber}/events`, { headers: { ...fromSite(baseURL), authorization: `Bearer ${E2E_ADMIN_TOKEN}` }, data });
  const events: Record<string, string>[] = [{ event: 'process' }, { event: 'readyToShip' }, { event: 'ship', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, { event: 'deliver' }];
  for (const event of events) expect((await admin(event)).status()).toBe(200);
  const returned = await admin({ event: 'return' });
  expect(returned.status()).toBe(200);
  const { returnOrderNumber } = (await returned.json()) as { returnOrderNumber: string };

  await page.goto('/user/orderHistory');
  await page.getByRole('link', { name: new RegExp(orderNumber) }).first().click();
  await expect(page.getByTestId('line-returned')).toContainText('returned');
  await page.getByRole('link', { name: new RegExp(`Return #${returnOrderNumber}`) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Return #${returnOrderNumber}`);
  await expect(page.getByText(/Refunded to card ending in 4242/)).toBeVisible();
});

test('anyone checks a gift card balance; a wrong PIN says nothing about which part was wrong', async ({ page, quietConsent }) => {
  void quietConsent;
  await page.goto('/giftCard');
  await page.getByRole('link', { name: 'Check your balance' }).first().click();
  await expect(page).toHaveURL(/\/giftCard\/cardBalance$/);
  await page.getByLabel('Gift card number').fill('6006 4912 3456 7890');
  await page.getByLabel('PIN', { exact: true }).fill('9999');
  await page.getByRole('button', { name: /Check balance/ }).click();
  await expect(page.getByTestId('gift-card-error')).toContainText("We couldn't find a gift card");
  await expect(page.getByLabel('Gift card number')).toHaveValue('6006 4912 3456 7890');
  await page.getByLabel('PIN', { exact: true }).fill('1234');
  await page.getByRole('button', { name: /Check balance/ }).click();
  await expect(page.getByText('$50.00')).toBeVisible();
});

test('staff read the outbox after signing in with their own account (password, then code)', async ({ page }) => {
  const email = newEmail('outbox');
  await page.goto('/signin');
  await register(page, email, 'A-long-password-1');

  await page.goto('/ops/outbox');
  await expect(page).toHaveURL(/\/ops\/signin/);
  await page.getByLabel('E-mail').fill(demoStaff('administrator').email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('ops-signin').getByRole('alert')).toBeVisible();
  await signInToOps(page, 'administrator', { fresh: true });
  await expect(page).toHaveURL(/\/ops\/outbox/);
  await page.getByRole('link', { name: new RegExp(email) }).first().click();
  await expect(page).toHaveURL(/\/ops\/outbox\/[\w-]+$/);
  await expect(page.getByText(/\b\d{6}\b/).first()).toBeVisible();
});

test('es-MX: the sign-in control opens the account modal; signing in there keeps the shopper on the page and greets them once', async ({ page, quietConsent }) => {
  void quietConsent;
  const email = newEmail('modal');
  await page.goto('/signin');
  await register(page, email, 'A-long-password-1');
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('account-entry')).toContainText('Sign in');

  await page.goto('/es-MX/parts/brakes');
  await page.getByTestId('account-entry').click();
  const modal = page.getByTestId('account-modal');
  await expect(modal).toBeVisible();
  await modal.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await modal.getByLabel('Contraseña', { exact: true }).fill('A-long-password-1');
  await modal.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/es-MX\/parts\/brakes$/);
  await expect(page.getByTestId('session-signInNotice')).toContainText('Qué gusto verte de nuevo, Ana');
  await page.reload();
  await expect(page.getByTestId('session-signInNotice')).toHaveCount(0);

  // The account body for a member, with sign-out.
  await page.getByTestId('account-entry').click();
  await expect(page.getByTestId('account-modal')).toContainText('Resumen de la cuenta');
});
