import { E2E_ADMIN_TOKEN } from './admin';
import { expect, test } from './fixtures';

const ADDRESS = { firstName: 'Ana', lastName: 'Díaz', address1: '100 Congress Ave', address2: '', city: 'Austin', state: 'TX', zipCode: '78701', phoneNumber: '5125550100' };

test('a guest tracks an order; the operator ships it and the shopper sees it shipped, with its tracking number', async ({ page, quietConsent }) => {
  void quietConsent;
  await page.goto('/parts/brakes');
  await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  // The order is placed through the API the checkout page uses (its journey is checkout.spec.ts).
  const token = (await (await page.request.post('/payments/sandbox/v1/tokens', { data: { number: '4242424242424242', expiry: '12/30', cvc: '123' } })).json()) as { token: string };
  const commit = await page.request.post('/ecomm/b2c/v3/order/commit?locale=en-US', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: { email: 'ana@example.com', phoneNumber: '5125550100', billingAddress: ADDRESS, shippingAddress: ADDRESS, shippingMethod: 'regular', cardToken: token.token },
  });
  expect(commit.status()).toBe(201);
  const { orderNumber } = (await commit.json()) as { orderNumber: string };

  await page.goto('/trackOrder');
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByLabel('Email or ZIP code').fill('someone@example.com');
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByTestId('track-error')).toContainText("couldn't find an order");
  await page.getByLabel('Email or ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Order received');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  const admin = (event: Record<string, string>) => page.request.post(`/api/admin/orders/${orderNumber}/events`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` }, data: event });
  expect((await page.request.post(`/api/admin/orders/${orderNumber}/events`, { data: { event: 'process' } })).status()).toBe(401);
  for (const event of [{ event: 'process' }, { event: 'readyToShip' }, { event: 'ship', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }] as Record<string, string>[]) {
    expect((await admin(event)).status()).toBe(200);
  }

  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  await expect(page.getByTestId('tracking-number')).toHaveText('UPS tracking number 1Z999AA10123456784');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});
