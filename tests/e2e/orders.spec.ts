import { E2E_ADMIN_TOKEN } from './admin';
import type { Page } from '@playwright/test';
import { expect, fromSite, test } from './fixtures';

const ADDRESS = { firstName: 'Ana', lastName: 'Díaz', address1: '100 Congress Ave', address2: '', city: 'Austin', state: 'TX', zipCode: '78701', phoneNumber: '5125550100' };

/** A part from the shelf in the cart, and the order placed through the API the checkout page uses (its journey is checkout.spec.ts). */
async function placeOrder(page: Page, baseURL: string | undefined): Promise<string> {
  const site = fromSite(baseURL);
  await page.goto('/parts/brakes');
  await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  const token = (await (await page.request.post('/payments/sandbox/v1/tokens', { headers: site, data: { number: '4242424242424242', expiry: '12/30', cvc: '123' } })).json()) as { token: string };
  const commit = await page.request.post('/ecomm/b2c/v3/order/commit?locale=en-US', {
    headers: { ...site, 'Idempotency-Key': crypto.randomUUID() },
    data: { email: 'ana@example.com', phoneNumber: '5125550100', billingAddress: ADDRESS, shippingAddress: ADDRESS, shippingMethod: 'regular', cardToken: token.token },
  });
  expect(commit.status()).toBe(201);
  return ((await commit.json()) as { orderNumber: string }).orderNumber;
}

test('a guest tracks an order; the operator ships and delivers it; the shopper sees its tracking link, then the delivery day, and the confirmation names the address', async ({ page, quietConsent, baseURL }) => {
  void quietConsent;
  const site = fromSite(baseURL);
  const orderNumber = await placeOrder(page, baseURL);

  await page.goto('/trackOrder');
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByLabel('Email or ZIP code').fill('someone@example.com');
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByTestId('track-error')).toContainText("couldn't find an order");
  await page.getByLabel('Email or ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Order received');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  const admin = (event: Record<string, string>) => page.request.post(`/api/admin/orders/${orderNumber}/events`, { headers: { ...site, authorization: `Bearer ${E2E_ADMIN_TOKEN}` }, data: event });
  expect((await page.request.post(`/api/admin/orders/${orderNumber}/events`, { headers: site, data: { event: 'process' } })).status()).toBe(401);
  for (const event of [{ event: 'process' }, { event: 'readyToShip' }, { event: 'ship', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }] as Record<string, string>[]) {
    expect((await admin(event)).status()).toBe(200);
  }

  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  const tracking = page.getByRole('link', { name: 'UPS tracking number 1Z999AA10123456784 (opens the UPS website in a new tab)' });
  await expect(tracking).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
  await expect(tracking).toHaveAttribute('target', '_blank');
  await expect(tracking).toHaveAttribute('rel', /noopener/);
  await expect(page.getByTestId('shipment-arrival')).toHaveText(/^Arrives /);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // Delivered: the day it was delivered (in the market's zone), and no arrival window any more.
  const day = () => new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'America/New_York' }).format(new Date());
  const before = day();
  for (const event of [{ event: 'outForDelivery' }, { event: 'deliver' }]) expect((await admin(event)).status()).toBe(200);
  const after = day();
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
  await expect(page.getByTestId('shipment-arrival')).toHaveText(new RegExp(`^Delivered (${before}|${after})$`));
  await expect(page.getByTestId('tracked-order')).not.toContainText('Arrives');
  await expect(page.getByTestId('tracking-number').getByRole('link')).toHaveAttribute('href', /ups\.com/);

  // The confirmation page says where the parcel goes, as the e-mail does.
  await page.goto(`/orderConfirmation?orderNumber=${orderNumber}`);
  const shipTo = page.getByTestId('confirmation-ship-to');
  await expect(shipTo).toContainText('Shipping to');
  await expect(shipTo).toContainText('Ana Díaz');
  await expect(shipTo).toContainText('100 Congress Ave');
  await expect(shipTo).toContainText('Austin, TX 78701');
  await expect(page.getByTestId('confirmation-shipment').getByTestId('shipment-arrival')).toHaveText(new RegExp(`^Delivered (${before}|${after})$`));
});

test('a guest cancels an order from tracking: the button asks first, "keep" is focused, and only "yes" cancels', async ({ page, quietConsent, baseURL }) => {
  void quietConsent;
  const orderNumber = await placeOrder(page, baseURL);

  await page.goto('/trackOrder');
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByLabel('Email or ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Find my order' }).click();
  const cancel = page.getByRole('button', { name: 'Cancel order' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('group', { name: "Cancel this order? This can't be undone." });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Keep my order' })).toBeFocused();
  // A second Enter keeps the order, and the focus goes back to the button.
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await expect(page.getByTestId('order-status')).toHaveText('Order received');

  await cancel.click();
  await question.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
});

test('tracking with a field left empty says so in the shopper’s language, not in the browser’s', async ({ page, quietConsent }) => {
  void quietConsent;
  await page.goto('/es-MX/trackOrder');
  await page.getByLabel('Correo o código postal').fill('06600');
  await page.getByRole('button', { name: 'Buscar mi pedido' }).click();
  await expect(page.getByTestId('track-error')).toHaveText('Escribe tu número de pedido y el correo o código postal con que lo hiciste.');
  await expect(page.getByLabel('Correo o código postal')).toHaveValue('06600');
});
