import type { Browser, Locator, Page } from '@playwright/test';
import { MAX_LINE_QUANTITY } from '../../src/lib/constants';
import { expect, test, WIDTHS } from './fixtures';

/**
 * A refused cart form says what is wrong next to what was typed, in the shopper's language: the
 * message below the field (the field aria-invalid, described by it, with the store's error
 * border), the focus back on the field, what was typed still in it, and no copy of the message
 * in the notice at the top of the cart. With JavaScript and without. The gift card balance
 * check keeps its PIN after a refusal, as checkout does.
 */

const TEXTS = {
  'en-US': { prefix: '', quantity: 'Quantity', update: 'Update', promo: 'Promo code', apply: 'Apply', badQuantity: `Choose a quantity from 1 to ${MAX_LINE_QUANTITY}.`, missing: 'Type a promo code.', notFound: (code: string) => `${code} isn't a valid promo code.` },
  'es-MX': { prefix: '/es-MX', quantity: 'Cantidad', update: 'Actualizar', promo: 'Código de promoción', apply: 'Aplicar', badQuantity: `Elige una cantidad de 1 a ${MAX_LINE_QUANTITY}.`, missing: 'Escribe un código promocional.', notFound: (code: string) => `${code} no es un código de promoción válido.` },
  'pt-BR': { prefix: '/pt-BR', quantity: 'Quantidade', update: 'Atualizar', promo: 'Cupom de desconto', apply: 'Aplicar', badQuantity: `Escolha uma quantidade de 1 a ${MAX_LINE_QUANTITY}.`, missing: 'Digite um cupom.', notFound: (code: string) => `${code} não é um cupom válido.` },
} as const;
type Locale = keyof typeof TEXTS;

/** A part in the cart (through the shelf's Add to cart, which posts without JavaScript too), then the cart page. */
async function cartWithAPart(page: Page, locale: Locale, base = '', js = true) {
  const { prefix } = TEXTS[locale];
  await page.goto(`${base}${prefix}/parts/brakes`);
  await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
  // With JavaScript the header's badge counts it; without, the form's post comes back with the page.
  if (js) await expect(page.getByTestId('cart-badge')).toHaveText('1');
  else await page.waitForLoadState();
  await page.goto(`${base}${prefix}/cart`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
}

/**
 * Send a cart form and wait for the page it comes back to (a new notice in the address each
 * time), so that the next step never runs against the page before.
 */
async function send(page: Page, submit: () => Promise<void>) {
  const before = page.url();
  await submit();
  await expect(page).not.toHaveURL(before);
  await expect(page).toHaveURL(/\/cart\?notice=/);
}

/** The field's message: the element its aria-describedby names (one id), which must exist. */
async function messageOf(page: Page, field: Locator): Promise<Locator> {
  const id = await field.getAttribute('aria-describedby');
  expect(id, 'the field names its message').toMatch(/^[\w-]+-error$/);
  return page.locator(`[id="${id}"]`);
}

/**
 * The field refused, its message right below it: aria-invalid, described by the message, the
 * store's error border (components/Field's inputClass), the focus on it, the message not
 * copied to the notice at the top of the cart, and nothing overlapped or pushed off the screen.
 */
async function refusedBelow(page: Page, field: Locator, text: string, options: { js: boolean }) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const message = await messageOf(page, field);
  await expect(message).toHaveText(text);
  await expect(message).toHaveAttribute('role', 'alert');
  await expect(field).toHaveAccessibleDescription(text);
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  // With JavaScript the field and its message are both brought on screen (without, the browser's autofocus scrolls to the field).
  if (options.js) await expect(message).toBeInViewport({ ratio: 1 });
  // The one message, by the field: no notice at the top says it again (the existing journeys find it by the notice's test id).
  await expect(page.locator('#cart-notice')).toHaveCount(0);
  await expect(page.getByTestId('cart-notice')).toHaveCount(1);
  await expect(page.getByText(text, { exact: true })).toHaveCount(1);
  // The error border: the field's border is no longer the plain one of a field without an error.
  const border = await field.evaluate((el) => getComputedStyle(el).borderTopColor);
  const plain = await page.evaluate(() => {
    const probe = document.createElement('input');
    probe.className = 'border border-line';
    document.body.append(probe);
    const color = getComputedStyle(probe).borderTopColor;
    probe.remove();
    return color;
  });
  expect(border, 'the field has the error border').not.toBe(plain);

  // Below the field, close under it, starting where the field starts.
  const f = (await field.boundingBox())!;
  const m = (await message.boundingBox())!;
  expect(m.y, 'the message is below the field').toBeGreaterThanOrEqual(f.y + f.height - 0.5);
  expect(m.y - (f.y + f.height), 'the message is right below the field').toBeLessThan(16);
  expect(Math.abs(m.x - f.x), 'the message starts where the field starts').toBeLessThan(2);

  // It overlaps no control, and no control of the page's content is pushed off the screen.
  const problems = await message.evaluate((el) => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    const box = el.getBoundingClientRect();
    if (box.left < 0 || box.right > width + 0.5) out.push(`the message reaches past the window (${box.left}–${box.right} of ${width})`);
    if (document.documentElement.scrollWidth > width) out.push('the page scrolls sideways');
    const main = document.getElementById('main-content') ?? document.body;
    for (const control of main.querySelectorAll('button, a[href], select, input:not([type=hidden])')) {
      const r = control.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || !control.checkVisibility()) continue;
      const name = `<${control.tagName.toLowerCase()}> "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`;
      if (r.left < -0.5 || r.right > width + 0.5) out.push(`${name} is off the screen`);
      const overlaps = r.left < box.right - 0.5 && box.left < r.right - 0.5 && r.top < box.bottom - 0.5 && box.top < r.bottom - 0.5;
      if (overlaps) out.push(`the message overlaps ${name}`);
    }
    return out;
  });
  expect(problems).toEqual([]);
}

test.describe('cart: a refused field says why below it', () => {
  for (const width of [WIDTHS.phone, WIDTHS.tablet, WIDTHS.desktop]) {
    test(`at ${width} px, a quantity out of range and a promo code that is not one: the message below the field, the typing kept, the focus on it`, async ({ page, quietConsent }) => {
      void quietConsent;
      await page.setViewportSize({ width, height: width === WIDTHS.phone ? 844 : 900 });
      await cartWithAPart(page, 'en-US');
      const t = TEXTS['en-US'];
      const line = page.getByTestId('cart-line').first();
      const quantity = line.getByLabel(t.quantity);
      await quantity.fill('999');
      await send(page, () => line.getByRole('button', { name: t.update }).click());
      await expect(quantity).toHaveValue('999');
      await refusedBelow(page, quantity, t.badQuantity, { js: true });
      // The cart did not change.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart (1 item)');

      const promo = page.getByLabel(t.promo);
      await promo.fill('NOSUCHCODE');
      await send(page, () => page.getByRole('button', { name: t.apply }).click());
      await expect(promo).toHaveValue('NOSUCHCODE');
      await refusedBelow(page, promo, t.notFound('NOSUCHCODE'), { js: true });
      // The quantity's refusal is over: its field is plain again, with the line's quantity.
      await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
    });
  }

  test('every bad quantity and every refused code, each below its field; a good one clears it and the notice at the top says so', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
    await cartWithAPart(page, 'en-US');
    const t = TEXTS['en-US'];
    const line = page.getByTestId('cart-line').first();
    const quantity = line.getByLabel(t.quantity);
    for (const typed of ['', '0', '999', '-2', '2.5']) {
      await quantity.fill(typed);
      await send(page, () => line.getByRole('button', { name: t.update }).click());
      await expect(quantity, `"${typed}"`).toHaveValue(typed);
      await refusedBelow(page, quantity, t.badQuantity, { js: true });
    }
    await quantity.fill('2');
    await send(page, () => line.getByRole('button', { name: t.update }).click());
    await expect(page.getByTestId('cart-notice')).toHaveText('Quantity updated.');
    await expect(page.locator('#cart-notice')).toBeVisible();
    await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
    await expect(line.getByRole('alert')).toHaveCount(0);

    const promo = page.getByLabel(t.promo);
    const apply = page.getByRole('button', { name: t.apply });
    const cases: [typed: string, message: string | RegExp][] = [
      ['', t.missing],
      ['😀', /isn't a valid promo code\.$/],
      ['NOSUCHCODE', t.notFound('NOSUCHCODE')],
      // SUMMER25 ended in 2025; the code is written as the store writes it, the field keeps it as typed.
      ['summer25', 'SUMMER25 has expired.'],
    ];
    for (const [typed, message] of cases) {
      await promo.fill(typed);
      // By the keyboard too: Enter in the field sends it.
      await send(page, () => promo.press('Enter'));
      await expect(promo, `"${typed}"`).toHaveValue(typed);
      const below = await messageOf(page, promo);
      await expect(below).toHaveText(message);
      await refusedBelow(page, promo, (await below.textContent())!, { js: true });
    }
    await promo.fill('save10');
    await send(page, () => apply.click());
    await expect(page.getByTestId('cart-notice')).toHaveText('Promo code applied.');
    await expect(page.locator('#cart-notice')).toBeVisible();
  });

  for (const locale of ['es-MX', 'pt-BR'] as const) {
    test(`${locale}: the messages below the fields are in the shopper's language`, async ({ page, quietConsent }) => {
      void quietConsent;
      await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
      await cartWithAPart(page, locale);
      const t = TEXTS[locale];
      const line = page.getByTestId('cart-line').first();
      const quantity = line.getByLabel(t.quantity);
      await quantity.fill('0');
      await send(page, () => line.getByRole('button', { name: t.update }).click());
      await expect(quantity).toHaveValue('0');
      await refusedBelow(page, quantity, t.badQuantity, { js: true });

      const promo = page.getByLabel(t.promo);
      await send(page, () => page.getByRole('button', { name: t.apply }).click());
      await refusedBelow(page, promo, t.missing, { js: true });
      await promo.fill('NADA99');
      await send(page, () => page.getByRole('button', { name: t.apply }).click());
      await expect(promo).toHaveValue('NADA99');
      await refusedBelow(page, promo, t.notFound('NADA99'), { js: true });
    });
  }
});

/** A context without JavaScript (the cart's forms post to the server and the page comes back), with the consent banner answered. */
async function withoutJavaScript(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'cookieConsent', value: `v1.f0a0m0.${Math.floor(Date.now() / 1000)}`, url: baseURL }]);
  return context;
}

test.describe('cart without JavaScript: a refused field says why below it', () => {
  for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
    test(`at ${width} px: the message below the field, the typing kept, the field focused (autofocus)`, async ({ browser, baseURL }) => {
      const context = await withoutJavaScript(browser, baseURL!, width);
      const page = await context.newPage();
      await cartWithAPart(page, 'es-MX', baseURL, false);
      const t = TEXTS['es-MX'];
      const line = page.getByTestId('cart-line').first();
      const quantity = line.getByLabel(t.quantity);
      await quantity.fill('-2');
      await send(page, () => line.getByRole('button', { name: t.update }).click());
      await expect(quantity).toHaveValue('-2');
      await refusedBelow(page, quantity, t.badQuantity, { js: false });

      const promo = page.getByLabel(t.promo);
      await promo.fill('summer25');
      await send(page, () => page.getByRole('button', { name: t.apply }).click());
      await expect(promo).toHaveValue('summer25');
      await refusedBelow(page, promo, 'SUMMER25 ya expiró.', { js: false });

      // A change that goes through is told in the notice at the top, as before.
      await quantity.fill('2');
      await send(page, () => line.getByRole('button', { name: t.update }).click());
      await expect(page.getByTestId('cart-notice')).toHaveText('Cantidad actualizada.');
      await expect(page.locator('#cart-notice')).toBeVisible();
      await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
      await context.close();
    });
  }
});

test.describe('gift card balance: what was typed stays', () => {
  test('after a refused check the number and the PIN are both still there (as at checkout)', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/giftCard/cardBalance');
    const number = page.getByLabel('Gift card number');
    const pin = page.getByLabel('PIN', { exact: true });
    const check = page.getByRole('button', { name: /Check balance/ });

    // Malformed (the QA walk's 1234 and 1): each field says why, both keep what was typed.
    await number.fill('1234');
    await pin.fill('1');
    await check.click();
    await expect(page.getByText('Please enter the 16-digit gift card number.')).toBeVisible();
    await expect(page.getByText('Please enter a valid PIN (4 to 8 digits).')).toBeVisible();
    await expect(number).toHaveValue('1234');
    await expect(pin).toHaveValue('1');

    // Well formed but no such card (it costs one try of this journey's own caller): the PIN stays too.
    await number.fill('6006 4912 0000 0001');
    await pin.fill('4321');
    await check.click();
    await expect(page.getByTestId('gift-card-error')).toContainText("We couldn't find a gift card");
    await expect(number).toHaveValue('6006 4912 0000 0001');
    await expect(pin).toHaveValue('4321');
  });
});
