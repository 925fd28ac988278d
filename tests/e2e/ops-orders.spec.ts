import type { Page } from '@playwright/test';
import { newEmail, register } from './accounts';
import { fillAddress } from './checkout-form';
import { expect, fromSite, test } from './fixtures';
import { signInToOps as signInAs } from './ops';
import type { Role } from '../../src/server/staff/permissions';
import esMX from '../../messages/es-MX.json' with { type: 'json' };

/**
 * The back office's order journeys (issue 23 item 6, decision 054), signed in as the demo's staff
 * (tests/e2e/ops.ts): the store manager hands a pickup over at their own store's counter, and
 * customer service refunds a return. Every role against every use case, stores included, is
 * proved by src/server/orders/permissions.int.test.ts.
 */

async function signInToOps(page: Page, path: string, role: Role) {
  await page.goto(path);
  await signInAs(page, role);
  await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?')));
}

test('the store manager readies a pickup and hands it over at the counter, from their pickup queue on a tablet', async ({ browser, baseURL, page, quietConsent }) => {
  void quietConsent;
  test.slow();
  // The counter's tablet: the demo's store manager, who manages two US stores that offer pickup.
  const counter = await browser.newContext({ baseURL, viewport: { width: 800, height: 1100 } });
  const tablet = await counter.newPage();
  try {
    await signInToOps(tablet, '/ops/pickups', 'storeManager');
    const store = (await tablet.locator('select[name="store"] option').first().getAttribute('value'))!;
    expect(store).toMatch(/^\d+$/);

    // The shopper makes that store theirs (the store chooser's call) and buys a part on its shelf, to pick up there.
    await page.setViewportSize({ width: 800, height: 1100 });
    const chosen = await page.request.post('/ecomm/b2c/v1/store/preferredStore?locale=en-US', { headers: fromSite(baseURL), data: { storeNumber: store } });
    expect(chosen.status()).toBe(200);
    await page.goto('/parts/brakes');
    const inStore = page.locator('[data-testid="product-card"]').filter({ has: page.locator('[data-testid="availability"][data-status="IN_STORE"]') }).first();
    await inStore.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-line').getByRole('radio', { name: new RegExp(`at store #${store} \\(free\\)$`) })).toBeChecked();
    await page.getByLabel('Email', { exact: true }).fill('pickup-journey@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('5125550177');
    await fillAddress(page, { first: 'Rosa', last: 'Counter', line: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' });
    const frame = page.frameLocator('[data-testid="card-frame"]');
    await frame.getByLabel(/Card number/).fill('4242 4242 4242 4242');
    await frame.getByLabel(/Expiration/).fill('12/30');
    await frame.getByLabel(/Security code/).fill('123');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();

    // At the counter: prepare, mark ready, hand over. The demo's manager reads the back office in Spanish (their account's language).
    const words = esMX.ops.pickups;
    const statuses = esMX.orders.status;
    const done = (status: string) => words.done.replace('{orderNumber}', orderNumber).replace('{status}', status);
    await tablet.goto(`/ops/pickups?store=${store}`);
    const toPrepare = tablet.getByTestId('pickups-to-prepare').getByTestId(`pickup-${orderNumber}`);
    await expect(toPrepare).toContainText('Rosa Counter');
    await toPrepare.getByRole('button', { name: esMX.ops.orders.events.process }).click();
    await tablet.getByTestId('pickups-to-prepare').getByTestId(`pickup-${orderNumber}`).getByRole('button', { name: words.markReady }).click();
    await expect(tablet.getByTestId('pickup-done')).toContainText(done(statuses.READY_FOR_PICK_UP));
    const ready = tablet.getByTestId('pickups-ready').getByTestId(`pickup-${orderNumber}`);
    await expect(ready).toContainText(words.waitingSince.replace(' {time}', ''));
    const handOver = ready.getByRole('button', { name: words.handOver });
    // Big enough to press on a tablet at the counter.
    expect((await handOver.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await handOver.click();
    await expect(tablet.getByTestId('pickup-done')).toContainText(done(statuses.PICKED_UP));
    await expect(tablet.getByTestId(`pickup-${orderNumber}`)).toHaveCount(0);

    await tablet.goto(`/ops/orders/${orderNumber}`);
    await expect(tablet.getByTestId('order-status')).toHaveText(statuses.PICKED_UP);
    await expect(tablet.getByTestId('history')).toContainText(`${statuses.READY_FOR_PICK_UP} → ${statuses.PICKED_UP}`);
    // The search finds it by the shopper's e-mail, and keeps what was typed.
    await tablet.goto('/ops/orders');
    await tablet.getByLabel(esMX.ops.orders.email, { exact: true }).fill('PICKUP-JOURNEY@example.com');
    await tablet.getByLabel(esMX.ops.orders.store, { exact: true }).fill(store);
    await tablet.getByRole('button', { name: esMX.ops.orders.search, exact: true }).click();
    await expect(tablet.getByLabel(esMX.ops.orders.email, { exact: true })).toHaveValue('PICKUP-JOURNEY@example.com');
    await expect(tablet.getByTestId('order-results-cards').getByRole('link', { name: orderNumber })).toBeVisible();
    // Another store's number is told apart from a malformed one, beside the kept form; neither is an error page.
    const other = store === '1021' ? '1022' : '1021';
    await tablet.getByLabel(esMX.ops.orders.store, { exact: true }).fill(other);
    await tablet.getByRole('button', { name: esMX.ops.orders.search, exact: true }).click();
    await expect(tablet.locator('main').getByRole('alert')).toContainText(esMX.ops.orders.notYourStore.replace('{store}', other).split(' (')[0]!);
    await expect(tablet.getByLabel(esMX.ops.orders.store, { exact: true })).toHaveValue(other);
    await tablet.getByLabel(esMX.ops.orders.store, { exact: true }).fill('12a');
    await tablet.getByRole('button', { name: esMX.ops.orders.search, exact: true }).click();
    await expect(tablet.locator('main').getByRole('alert')).toHaveText(esMX.ops.orders.invalidSearch);
  } finally {
    await counter.close();
  }
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
    // Everything came back: no second return is offered, and the history says what happened without "Delivered → Delivered".
    await expect(agent.getByRole('button', { name: 'Return' })).toHaveCount(0);
    await expect(agent.getByTestId('history')).toContainText('Delivered · parts returned');
    await expect(agent.getByTestId('history')).not.toContainText('Delivered → Delivered');
  } finally {
    await desk.close();
  }

  await page.goto('/user/orderHistory');
  await page.getByRole('link', { name: new RegExp(orderNumber) }).first().click();
  await expect(page.getByTestId('line-returned')).toContainText('returned');
  await page.getByRole('link', { name: new RegExp(`Return #${returnOrderNumber}`) }).click();
  await expect(page.getByText(/Refunded to card ending in 4242/)).toBeVisible();
});
