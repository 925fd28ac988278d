import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectTenderChoices } from './tenders';

/** Shipping and billing to a Brazilian or Mexican address, as checkout asks in that language. */
async function fillContactAndAddress(page: Page, labels: Record<'email' | 'phone' | 'first' | 'last' | 'address' | 'city' | 'state' | 'zip', string>, values: Record<'email' | 'phone' | 'first' | 'last' | 'address' | 'city' | 'state' | 'zip', string>) {
  const field = (name: string) => page.getByLabel(name, { exact: true });
  await field(labels.email).fill(values.email);
  await field(labels.phone).fill(values.phone);
  await field(labels.first).fill(values.first);
  await field(labels.last).fill(values.last);
  await field(labels.address).fill(values.address);
  await field(labels.city).fill(values.city);
  await field(labels.state).selectOption(values.state);
  await field(labels.zip).fill(values.zip);
}

test('pt-BR: a shopper pays by PIX, sees the QR code and the code to copy (still there after a new cart), and the order moves on once it is paid', async ({ page, quietConsent }) => {
  void quietConsent;
  await page.goto('/pt-BR/parts/brakes');
  await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/pt-BR/checkout');
  // Brazil's checkout: the CPF for the invoice, and the address CEP first (it fills city and UF), then rua, número, bairro.
  const field = (name: string) => page.getByLabel(name, { exact: true });
  await field('E-mail').fill('joana@example.com');
  await field('Telefone').fill('41987654321');
  await field('CPF').fill('52998224725');
  await field('Nome').fill('Joana');
  await field('Sobrenome').fill('Souza');
  await field('CEP').fill('80020310');
  await field('Rua').fill('Rua XV de Novembro');
  await field('Número').fill('700');
  await field('Bairro').fill('Centro');
  await expect(field('Cidade')).toHaveValue('Curitiba');
  // The journeys' server offers PayPal (PAYPAL_ENVIRONMENT=builtin): the card first, then PayPal, then the market's own.
  const { tenders } = await expectTenderChoices(page, [/^Cartão de crédito ou débito/, /^PayPal/, /^PIX/, /^Boleto bancário/]);
  await expect(tenders.getByRole('radio', { name: /^Cartão de crédito ou débito/ })).toBeChecked();
  // The chooser is a radio group: the arrow keys move the choice.
  await tenders.getByRole('radio', { name: /^Cartão/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(tenders.getByRole('radio', { name: /^PayPal/ })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(tenders.getByRole('radio', { name: /^PIX/ })).toBeChecked();
  await expect(page.getByTestId('card-frame')).toHaveCount(0);
  await page.getByRole('button', { name: 'Fazer pedido' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obrigado pelo seu pedido!');
  const instructions = page.getByTestId('payment-instructions');
  await expect(instructions).toHaveAttribute('data-tender', 'pix');
  await expect(instructions.getByRole('heading', { name: 'Pague com PIX' })).toBeVisible();
  await expect(instructions.getByTestId('pix-qr').locator('svg')).toBeVisible();
  await expect(instructions.getByTestId('payment-code')).toHaveText(/^000201010212.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
  await expect(instructions.getByTestId('payment-deadline')).toHaveText(/^Pague até .+\.$/);
  await expect(instructions.getByTestId('payment-countdown')).toHaveText(/^Tempo restante: \d+:\d{2}$/);
  await expect(page.getByTestId('confirmation-payment')).toContainText('PIX · aguardando pagamento');
  // The delivery window holds if the order is paid today: it moves when paid later.
  await expect(page.getByText(/^Chega em .+ se você pagar hoje$/)).toBeVisible();

  // Shopping on in a new cart does not take the page, and what to pay, away from the browser that ordered.
  const confirmation = page.url();
  await page.goto('/pt-BR/parts/brakes');
  await page.getByTestId('product-card').nth(1).getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto(confirmation);
  await expect(page.getByTestId('payment-instructions').getByTestId('payment-code')).toBeVisible();

  // The sandbox stands in for the bank: the shopper pays there.
  await instructions.getByTestId('sandbox-pay').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagamento de teste (sandbox)');
  await page.getByRole('button', { name: 'Marcar como pago' }).click();
  await expect(page.getByTestId('sandbox-state')).toHaveText('Este pagamento já foi feito.');
  await page.getByRole('link', { name: 'Voltar ao pedido' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obrigado pelo seu pedido!');
  await expect(page.getByTestId('payment-instructions')).toHaveCount(0);
  await expect(page.getByTestId('confirmation-payment')).toHaveText(/^PIX/);
  await expect(page.getByTestId('confirmation-payment')).not.toContainText('aguardando');
  await expect(page.getByText(/^Chega em /)).toBeVisible();
  await expect(page.getByText(/se você pagar hoje/)).toHaveCount(0);
});

test('es-MX: a shopper chooses cash at OXXO and sees the reference and where to pay, and finds it again by tracking the order', async ({ page, browser, baseURL, quietConsent }) => {
  void quietConsent;
  await page.goto('/es-MX/parts/brakes');
  await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/es-MX/checkout');
  await fillContactAndAddress(
    page,
    { email: 'Correo electrónico', phone: 'Teléfono', first: 'Nombre', last: 'Apellidos', address: 'Calle y número', city: 'Ciudad o municipio', state: 'Estado', zip: 'Código postal' },
    { email: 'luis@example.com', phone: '5512345678', first: 'Luis', last: 'Hernández López', address: 'Av. Juárez 100', city: 'Ciudad de México', state: 'CDMX', zip: '06000' },
  );
  const { tenders } = await expectTenderChoices(page, [/^Tarjeta de crédito o débito/, /^PayPal/, /^Efectivo en OXXO/]);
  await tenders.getByRole('radio', { name: /^Efectivo en OXXO/ }).check();
  await page.getByRole('button', { name: 'Realizar pedido' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias por tu pedido!');
  const instructions = page.getByTestId('payment-instructions');
  await expect(instructions).toHaveAttribute('data-tender', 'oxxo');
  await expect(instructions.getByRole('heading', { name: 'Paga en efectivo en OXXO' })).toBeVisible();
  await expect(instructions.getByTestId('payment-code')).toHaveText(/^\d{4} \d{4} \d{4} \d{2}$/);
  await expect(instructions).toContainText('Dónde pagar: en cualquier tienda OXXO');
  await expect(instructions.getByTestId('payment-amount')).toHaveText(/^Monto a pagar: \$[\d,]+\.\d{2}$/);
  await expect(instructions.getByTestId('payment-deadline')).toHaveText(/^Paga antes del .+\.$/);

  // Once the page is closed, a guest finds how to pay again by tracking the order (its number and postal code), on another device.
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  const reference = (await instructions.getByTestId('payment-code').textContent())!;
  const elsewhere = await browser.newContext();
  const tracker = await elsewhere.newPage();
  await tracker.goto(`${baseURL}/es-MX/trackOrder?orderNumber=${orderNumber}`);
  await tracker.getByLabel('Correo o código postal').fill('06000');
  await tracker.getByRole('button', { name: 'Buscar mi pedido' }).click();
  const again = tracker.getByTestId('tracked-order').getByTestId('payment-instructions');
  await expect(again).toHaveAttribute('data-tender', 'oxxo');
  await expect(again.getByTestId('payment-code')).toHaveText(reference);
  await elsewhere.close();
});
