import type { Page } from '@playwright/test';
import { fillAddress, guestAtCheckout } from './checkout-form';
import { expect, test } from './fixtures';

/**
 * 3-D Secure (decision 059): the sandbox gateway's test card 4000 0027 6000 3184 makes the bank
 * ask the shopper to authenticate. The sandbox bank's challenge is a dialog with Complete and
 * Fail; the order is placed only once the challenge is passed, and a failed one keeps the cart.
 */
const THREE_D_SECURE_CARD = '4000 0027 6000 3184';

async function fillCard(page: Page, labels: { number: RegExp; expiry: RegExp; cvc: RegExp }, number: string) {
  const frame = page.frameLocator('[data-testid="card-frame"]');
  await frame.getByLabel(labels.number).fill(number);
  await frame.getByLabel(labels.expiry).fill('12/30');
  await frame.getByLabel(labels.cvc).fill('123');
}

test('es-MX: a shopper pays with a card that asks for 3-D Secure, completes the challenge by keyboard, and the order is placed', async ({ page, quietConsent }) => {
  void quietConsent;
  test.slow(); // a long journey: checkout, the bank's challenge, the confirmation
  await page.goto('/es-MX/parts/brakes');
  await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/es-MX/checkout');
  const field = (name: string) => page.getByLabel(name, { exact: true });
  await field('Correo electrónico').fill('luis@example.com');
  await field('Teléfono').fill('5512345678');
  await field('Nombre').fill('Luis');
  await field('Apellidos').fill('Hernández López');
  await field('Calle y número').fill('Av. Juárez 100');
  await field('Ciudad o municipio').fill('Ciudad de México');
  await field('Estado').selectOption('CDMX');
  await field('Código postal').fill('06000');
  await fillCard(page, { number: /Número de tarjeta/, expiry: /Fecha de vencimiento/, cvc: /seguridad/ }, THREE_D_SECURE_CARD);
  await page.getByRole('button', { name: 'Realizar pedido' }).click();

  // The bank's challenge, in Spanish: focus inside it, on Completar; Tab stays inside.
  const challenge = page.getByRole('dialog', { name: 'Confirma que eres tú' });
  await expect(challenge).toBeVisible();
  await expect(challenge).toContainText('Banco de prueba (sandbox)');
  await expect(challenge).toContainText(/Tu banco te pide confirmar este pago de \$[\d,]+\.\d{2}\./);
  const complete = challenge.getByRole('button', { name: 'Completar' });
  await expect(complete).toBeFocused();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await challenge.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  // Nothing covers it: its buttons are the topmost element where they are drawn.
  for (const name of ['Completar', 'Fallar']) {
    const box = (await challenge.getByRole('button', { name }).boundingBox())!;
    const topmost = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.textContent ?? '', [box.x + box.width / 2, box.y + box.height / 2]);
    expect(topmost).toBe(name);
  }
  await complete.focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias por tu pedido!');
  await expect(page.getByTestId('order-number')).toHaveText(/^\d{9}$/);
  await expect(page.getByTestId('confirmation-payment')).toContainText('3184');
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
});

test('en-US: a shopper who fails the challenge is told so, keeps the cart and what was typed, and pays with another card', async ({ page, quietConsent }) => {
  void quietConsent;
  test.slow(); // a long journey: three attempts at paying, two challenges
  await guestAtCheckout(page);
  await fillAddress(page, { first: 'Ana', last: 'Díaz', line: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' });
  await expect(page.getByText('Estimated tax')).toBeVisible();
  const labels = { number: /Card number/, expiry: /Expiration/, cvc: /Security code/ };
  await fillCard(page, labels, THREE_D_SECURE_CARD);
  await page.getByRole('button', { name: 'Place order' }).click();

  const challenge = page.getByRole('dialog', { name: "Confirm it's you" });
  await challenge.getByRole('button', { name: 'Fail' }).click();
  await expect(challenge).toHaveCount(0);
  await expect(page.getByTestId('checkout-error')).toHaveText("Your bank couldn't confirm it was you, so your card wasn't charged. Try again or use another card.");
  await expect(page.getByLabel('City')).toHaveValue('Austin');

  // Closing the challenge (Escape) is failing it too.
  await fillCard(page, labels, THREE_D_SECURE_CARD);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(challenge).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('checkout-error')).toHaveText(/^Your bank couldn't confirm it was you/);

  await fillCard(page, labels, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  // The cart the failed challenges left is the one ordered now.
  await expect(page.getByTestId('confirmation-payment')).toContainText('Visa ending in 4242');
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
});
