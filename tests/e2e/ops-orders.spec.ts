import type { Page } from '@playwright/test';
import { newEmail, register } from './accounts';
import { expect, fromSite, test } from './fixtures';
import { signInToOps as signInAs } from './ops';
import type { Role } from '../../src/server/staff/permissions';

/**
 * The back office's order journeys (issue 23 item 6, decision 054), signed in as the demo's staff
 * (tests/e2e/ops.ts). The pickup is handed over by an administrator: the demo's store manager
 * manages the first two stores, not the Austin store this journey's shopper picks; the role and
 * store checks themselves are proved by src/server/orders/permissions.int.test.ts.
 */

async function signInToOps(page: Page, path: string, role: Role) {
  await page.goto(path);
  await signInAs(page, role);
  await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?')));
}

test('the store readies a pickup and hands it over at the counter, from the pickup queue on a tablet', async ({ page, quietConsent }) => {
  void quietConsent;
  test.slow();
  await page.setViewportSize({ width: 800, height: 1100 });
  await page.goto('/store?q=Austin');
  const pickupStore = page.getByTestId('store-result').filter({ hasText: 'Store pickup available' }).first();
  const store = (await pickupStore.getAttribute('data-store-number'))!;
  await pickupStore.getByRole('button', { name: 'Set as my store' }).click();
  // Kept once the header shows the store (leaving earlier would cancel the choice).
  await expect(page.getByTestId('store-entry')).toContainText(/Open until|Closed/);
  await page.goto('/parts/brakes');
  const inStore = page.locator('[data-testid="product-card"]').filter({ has: page.locator('[data-testid="availability"][data-status="IN_STORE"]') }).first();
  await inStore.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-line').getByRole('radio', { name: /at store #\d+ \(free\)$/ })).toBeChecked();
  await page.getByLabel('Email', { exact: true }).fill('pickup-journey@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('5125550177');
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Counter');
  await page.getByLabel('Address', { exact: true }).fill('100 Congress Ave');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('ZIP code').fill('78701');
  const frame = page.frameLocator('[data-testid="card-frame"]');
  await frame.getByLabel(/Card number/).fill('4242 4242 4242 4242');
  await frame.getByLabel(/Expiration/).fill('12/30');
  await frame.getByLabel(/Security code/).fill('123');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();

  await signInToOps(page, `/ops/pickups?store=${store}`, 'administrator');
  const toPrepare = page.getByTestId('pickups-to-prepare').getByTestId(`pickup-${orderNumber}`);
  await expect(toPrepare).toContainText('Rosa Counter');
  await toPrepare.getByRole('button', { name: 'Start preparing' }).click();
  await page.getByTestId('pickups-to-prepare').getByTestId(`pickup-${orderNumber}`).getByRole('button', { name: 'Mark ready' }).click();
  await expect(page.getByTestId('pickup-done')).toContainText(`Order ${orderNumber}: Ready for pickup.`);
  const ready = page.getByTestId('pickups-ready').getByTestId(`pickup-${orderNumber}`);
  await expect(ready).toContainText('Waiting since');
  const handOver = ready.getByRole('button', { name: 'Handed over' });
  // Big enough to press on a tablet at the counter.
  expect((await handOver.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await handOver.click();
  await expect(page.getByTestId('pickup-done')).toContainText(`Order ${orderNumber}: Picked up.`);
  await expect(page.getByTestId(`pickup-${orderNumber}`)).toHaveCount(0);

  await page.goto(`/ops/orders/${orderNumber}`);
  await expect(page.getByTestId('order-status')).toHaveText('Picked up');
  await expect(page.getByTestId('history')).toContainText('Ready for pickup → Picked up');
  // The search finds it by the shopper's e-mail, and keeps what was typed.
  await page.goto('/ops/orders');
  await page.getByLabel('E-mail').fill('PICKUP-JOURNEY@example.com');
  await page.getByLabel('Store').fill(store);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue('PICKUP-JOURNEY@example.com');
  await expect(page.getByTestId('order-results-cards').getByRole('link', { name: orderNumber })).toBeVisible();
});

test('customer service records a return and refunds it; the shopper sees the refund on their order page', async ({ browser, page, quietConsent, baseURL }) => {
  void quietConsent;
  test.slow();
  await page.goto('/signin');
  await register(page, newEmail('ops-return'), 'A-long-password-1');
  // Signed in once the code is taken and the account opens (leaving earlier would cancel the sign-in).
  await expect(page).toHaveURL(/\/user\/myAccount$/);
  await page.goto('/parts/brakes');
  await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  const site = fromSite(baseURL);
  const address = { firstName: 'Ana', lastName: 'Díaz', address1: '100 Congress Ave', address2: '', city: 'Austin', state: 'TX', zipCode: '78701', phoneNumber: '5125550100' };
  const token = (await (await page.request.post('/payments/sandbox/v1/tokens', { headers: site, data: { number: '4242424242424242', expiry: '12/30', cvc: '123' } })).json()) as { token: string };
  const commit = await page.request.post('/ecomm/b2c/v3/order/commit?locale=en-US', {
    headers: { ...site, 'Idempotency-Key': crypto.randomUUID() },
    data: { email: 'ana@example.com', phoneNumber: '5125550100', billingAddress: address, shippingAddress: address, shippingMethod: 'regular', cardToken: token.token },
  });
  expect(commit.status()).toBe(201);
  const { orderNumber } = (await commit.json()) as { orderNumber: string };

  // Customer service, on a computer of their own.
  const desk = await browser.newContext({ baseURL });
  const agent = await desk.newPage();
  let returnOrderNumber = '';
  try {
    await signInToOps(agent, `/ops/orders/${orderNumber}`, 'customerService');
    // The warehouse walks it to the door through the order page's buttons.
    for (const label of ['Start preparing', 'Ready to ship']) await agent.getByRole('button', { name: label }).click();
    await agent.getByLabel('Carrier').fill('UPS');
    await agent.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await agent.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(agent.getByTestId('shipment-status')).toHaveText('Shipped');
    await agent.getByRole('button', { name: 'Delivered' }).click();
    await expect(agent.getByTestId('order-status')).toHaveText('Delivered');

    // The return asks once more before it refunds.
    await agent.getByRole('button', { name: 'Return' }).click();
    const confirm = agent.getByTestId('confirm-event');
    await expect(confirm).toContainText('This cannot be undone.');
    await confirm.getByRole('link', { name: 'No, go back' }).click();
    await expect(agent.getByTestId('confirm-event')).toHaveCount(0);
    await expect(agent.getByTestId('refunds')).toHaveCount(0);
    await agent.getByRole('button', { name: 'Return' }).click();
    await agent.getByTestId('confirm-event').getByRole('button', { name: 'Yes, record the return and refund' }).click();
    await expect(agent.getByTestId('event-done')).toContainText(/Done: \$[\d,.]+ refunded\./);
    await expect(agent.getByTestId('refunds')).toContainText('For return');
    returnOrderNumber = (await agent.getByTestId('refunds').textContent())!.match(/For return (\d{9})/)![1]!;
  } finally {
    await desk.close();
  }

  await page.goto('/user/orderHistory');
  await page.getByRole('link', { name: new RegExp(orderNumber) }).first().click();
  await expect(page.getByTestId('line-returned')).toContainText('returned');
  await page.getByRole('link', { name: new RegExp(`Return #${returnOrderNumber}`) }).click();
  await expect(page.getByText(/Refunded to card ending in 4242/)).toBeVisible();
});
