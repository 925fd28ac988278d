import type { Page } from '@playwright/test';
import { fillAddress, guestAtCheckout } from './checkout-form';
import { expect, test } from './fixtures';

async function fillCard(page: Page, number: string) {
  const frame = page.frameLocator('[data-testid="card-frame"]');
  await frame.getByLabel(/Card number/).fill(number);
  await frame.getByLabel(/Expiration/).fill('12/30');
  await frame.getByLabel(/Security code/).fill('123');
}

test.describe('checkout', () => {
  test('a guest orders for delivery in en-US; a declined card keeps everything, a good one places the order', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/parts/brakes');
    await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.goto('/cart');
    await page.getByTestId('checkout-button').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to check out faster');
    await page.getByTestId('continue-as-guest').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
    await expect(page.getByTestId('back-to-cart')).toBeVisible();

    // Bad input is explained, field by field.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('checkout-error')).toHaveText('Please fix the highlighted fields.');
    await expect(page.getByText('You are missing a first name')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('5125550100');
    await page.getByLabel('Phone', { exact: true }).blur();
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('(512) 555-0100');
    await fillAddress(page, { first: 'Ana', last: 'Díaz', line: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' });
    await expect(page.getByText('Standard Shipping')).toBeVisible();
    await expect(page.getByText('Estimated tax')).toBeVisible();

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('checkout-error')).toHaveText('Your card was declined. Try another card or payment method.');
    await expect(page.getByLabel('City')).toHaveValue('Austin');

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
    await expect(page.getByTestId('order-number')).toHaveText(/^\d{9}$/);
    await expect(page.getByTestId('confirmation-shipment')).toContainText('Delivery');
    await expect(page.getByTestId('cart-badge')).toHaveText('0');
  });
});

test('en-US: a gift card pays part, a card the rest; a wrong PIN is explained; the address check suggests a correction', async ({ page, quietConsent }) => {
  void quietConsent;
  await guestAtCheckout(page);
  await fillAddress(page, { first: 'Ana', last: 'Díaz', line: '100 congress avenue', city: 'Austn', state: 'TX', zip: '78701' });
  await expect(page.getByText('Estimated tax')).toBeVisible();

  const giftCards = page.getByTestId('gift-cards');
  await giftCards.getByRole('button', { name: 'Add a gift card' }).click();
  await giftCards.getByLabel('Gift card number').fill('6006 4912 0000 0005');
  await giftCards.getByLabel('PIN', { exact: true }).fill('9999');
  await giftCards.getByRole('button', { name: 'Apply gift card' }).click();
  await expect(giftCards.getByRole('alert')).toContainText("We couldn't find a gift card");
  await expect(giftCards.getByLabel('Gift card number')).toHaveValue('6006 4912 0000 0005');
  await giftCards.getByLabel('PIN', { exact: true }).fill('5678');
  await giftCards.getByRole('button', { name: 'Apply gift card' }).click();
  await expect(giftCards).toContainText('$5.00 applied from gift card ending in 0005');
  await expect(page.getByTestId('checkout-card-amount')).toHaveText(/^\$[\d,]+\.\d{2}$/);

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  const check = page.getByTestId('address-check');
  await expect(check.getByRole('heading')).toHaveText('Did you mean this address?');
  await expect(check.getByTestId('address-entered')).toContainText('Austn, TX 78701');
  await expect(check.getByTestId('address-suggested')).toContainText('100 Congress Ave');
  await expect(check.getByTestId('address-suggested')).toContainText('Austin, TX 78701');
  await check.getByRole('button', { name: 'Edit address' }).click();
  await expect(check).toHaveCount(0);
  await expect(page.getByLabel('City')).toHaveValue('Austn');
  await page.getByRole('button', { name: 'Place order' }).click();
  await check.getByRole('button', { name: 'Use suggested address' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  const payments = page.getByTestId('confirmation-payment');
  await expect(payments.first()).toContainText('Gift card ending in 0005$5.00');
  await expect(payments.nth(1)).toContainText('Visa ending in 4242');
});

test('es-MX: store pickup paid in pesos, billed to a Mexican address', async ({ page, quietConsent }) => {
  void quietConsent;
  await page.goto('/es-MX/store?q=Ciudad de México');
  const pickupStore = page.getByTestId('store-result').filter({ hasText: 'Recoge en tienda disponible' }).first();
  await pickupStore.getByRole('button', { name: 'Elegir como mi tienda' }).click();
  await expect(page.getByTestId('store-entry')).toContainText(/Abierto hasta|Cerrado/);
  await page.goto('/es-MX/parts/brakes');
  const inStore = page.locator('[data-testid="product-card"]').filter({ has: page.locator('[data-testid="availability"][data-status="IN_STORE"]') }).first();
  await inStore.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/es-MX/checkout');
  // When it can be picked up depends on the store's hours at this moment: today, tomorrow at opening, or a day (stores/pickup.ts).
  await expect(page.getByTestId('checkout-line').getByRole('radio', { name: /^Recoge (hoy|mañana|el) .*en la tienda #\d+ \(gratis\)$/ })).toBeChecked();
  await expect(page.getByText('Dirección de envío')).toHaveCount(0);
  await page.getByLabel('Correo electrónico', { exact: true }).fill('luis@example.com');
  await page.getByLabel('Teléfono', { exact: true }).fill('5512345678');
  await page.getByLabel('Nombre', { exact: true }).fill('Luis');
  await page.getByLabel('Apellidos').fill('Hernández López');
  await page.getByLabel('Calle y número').fill('Av. Juárez 100');
  await page.getByLabel('Ciudad o municipio').fill('Ciudad de México');
  await page.getByLabel('Estado').selectOption('CDMX');
  await page.getByLabel('Código postal').fill('06000');
  await expect(page.getByTestId('checkout-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(page.getByText(/Incluye .* de IVA/)).toBeVisible();
  const frame = page.frameLocator('[data-testid="card-frame"]');
  await frame.getByLabel(/Número de tarjeta/).fill('5555 5555 5555 4444');
  await frame.getByLabel(/Fecha de vencimiento/).fill('12/30');
  await frame.getByLabel(/Código de seguridad/).fill('123');
  await page.getByRole('button', { name: 'Realizar pedido' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias por tu pedido!');
  await expect(page.getByTestId('confirmation-shipment')).toContainText('Recoge en la tienda #');
  await expect(page.getByTestId('confirmation-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
});

test('a store that sells in person only says so on the shelf, the product page, the cart and at checkout, with the way to a store that takes pickup orders', async ({ page, quietConsent, request, baseURL }) => {
  void quietConsent;
  const found = (await (await request.get('/ecomm/b2c/v1/store/locations?zip=78701&radius=100&limit=50&locale=en-US')).json()) as { response: { locations: { storeNumber: string; bopusEnabled: boolean }[] } };
  const inPersonOnly = found.response.locations.find((s) => !s.bopusEnabled);
  expect(inPersonOnly, 'the demo has a store without pickup near 78701').toBeTruthy();
  await page.context().addCookies([{ name: 'preferredStoreId', value: inPersonOnly!.storeNumber, url: baseURL! }]);
  const onItsShelf = `In stock at store #${inPersonOnly!.storeNumber} · in-store purchase only`;
  await page.goto('/parts/brakes');
  const card = page.getByTestId('product-card').filter({ has: page.getByTestId('availability').filter({ hasText: onItsShelf }) }).first();
  await expect(card).toBeVisible();
  await card.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await card.getByRole('link').first().click();
  await expect(page.getByTestId('store-availability')).toContainText('At your store');
  await expect(page.getByTestId('store-availability')).toContainText(`in stock at store #${inPersonOnly!.storeNumber} · in-store purchase only, no pickup of online orders`);
  await page.goto('/cart');
  await expect(page.getByTestId('availability')).toHaveText(onItsShelf);
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-line').getByText(`Store #${inPersonOnly!.storeNumber}: in-store purchase only, no pickup of online orders`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose a store that offers pickup' })).toHaveAttribute('href', '/store');
});
