import { expect, test } from './fixtures';

test.describe('cart', () => {
  test('add from a shelf and a product page, change quantities, save for later, apply a promo code, remove', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/parts/brakes');
    const badge = page.getByTestId('cart-badge');
    await expect(badge).toHaveText('0');
    const firstCard = page.getByTestId('product-card').first();
    await firstCard.getByTestId('add-to-cart').click();
    await expect(firstCard.getByRole('status')).toContainText('Added to your cart.');
    await expect(badge).toHaveText('1');

    await page.getByTestId('product-card').nth(2).getByRole('link').first().click();
    await page.getByLabel('Quantity').selectOption('2');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByRole('status').filter({ hasText: '2 added to your cart.' })).toBeVisible();
    await expect(badge).toHaveText('3');

    await page.getByRole('status').getByRole('link', { name: 'View cart' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart (3 items)');
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    const subtotal = async () => Number((await page.getByTestId('cart-subtotal').textContent())!.replace(/[^\d.]/g, ''));
    const before = await subtotal();

    // Quantity: the first line goes to 3.
    await lines.first().getByLabel('Quantity').fill('3');
    await lines.first().getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('cart-notice')).toHaveText('Quantity updated.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart (5 items)');
    expect(await subtotal()).toBeGreaterThan(before);

    // Save for later and back.
    await page.getByTestId('cart-line').nth(1).getByRole('button', { name: 'Save for later' }).click();
    await expect(page.getByTestId('saved-line')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart (3 items)');
    await page.getByTestId('saved-line').getByRole('button', { name: 'Move to cart' }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);

    // Promo codes: a wrong one is explained, a good one takes 10% off.
    await page.getByLabel('Promo code').fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('cart-notice')).toHaveText("NOPE isn't a valid promo code.");
    await page.getByLabel('Promo code').fill('save10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('cart-notice')).toHaveText('Promo code applied.');
    await expect(page.getByText('Promo SAVE10')).toBeVisible();
    const total = Number((await page.getByTestId('cart-total').textContent())!.replace(/[^\d.]/g, ''));
    expect(total).toBeLessThan(await subtotal());

    await page.getByTestId('cart-line').first().getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  });

  test('es-MX: the cart in pesos and Spanish, with the reason a code is refused', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/es-MX/parts/brakes');
    await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.goto('/es-MX/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carrito (1 artículo)');
    await expect(page.getByTestId('cart-subtotal')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    // Nothing typed: the store says so in Spanish (not the browser's own bubble).
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByTestId('cart-notice')).toHaveText('Escribe un código promocional.');
    await page.getByLabel('Código de promoción').fill('SAVE10');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByTestId('cart-notice')).toHaveText('SAVE10 no es válido en este país.');
  });

  test('by keyboard, each cart form brings the focus back where it was, with what was typed when it was refused', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pt-BR/parts/brakes');
    await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.goto('/pt-BR/cart');
    const promo = page.getByLabel('Cupom de desconto');
    await promo.fill('DESCONT10');
    await promo.press('Enter');
    // The code stays in its field, which has the focus, so the typo is mended rather than typed again.
    await expect(page.getByTestId('cart-notice')).toHaveText('DESCONT10 não é um cupom válido.');
    await expect(promo).toBeFocused();
    await expect(promo).toHaveValue('DESCONT10');
    await expect(promo).toHaveAttribute('aria-invalid', 'true');
    await expect(promo).toBeInViewport();

    const quantity = page.getByTestId('cart-line').first().getByRole('spinbutton');
    await quantity.fill('2');
    await quantity.press('Enter');
    await expect(page.getByTestId('cart-notice')).toHaveText('Quantidade atualizada.');
    await expect(quantity).toBeFocused();
    await expect(quantity).toHaveValue('2');

    // A line removed is gone: the notice takes the focus.
    await page.getByTestId('cart-line').first().getByRole('button', { name: 'Remover' }).press('Enter');
    await expect(page.getByTestId('cart-notice')).toBeFocused();
  });
});
