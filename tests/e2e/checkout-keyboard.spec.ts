import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * A guest who uses only the keyboard (Tab, Shift+Tab, Enter, typing) finds a part, adds it to the cart
 * and checks out with delivery and a sandbox card typed into the gateway's frame. At every stop the
 * focused element must be visible (non-zero size, in the viewport, not covered: the element at its
 * centre is it or inside it, not hidden) and show a focus indicator; inside the card frame the same
 * holds for the frame's field, in the page's viewport.
 */

interface Stop {
  where: string;
  problems: string[];
}

/** What is wrong with the element that has the keyboard focus (descending into same-origin frames). */
async function focusStop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const describe = (el: Element | null) => {
      if (!el) return 'nothing';
      const h = el as HTMLElement;
      const name = h.getAttribute('aria-label') ?? h.getAttribute('name') ?? h.getAttribute('data-testid') ?? h.textContent?.trim().slice(0, 40) ?? '';
      return `<${el.tagName.toLowerCase()}${h.id ? `#${h.id}` : ''}> "${name}"`;
    };
    const problems: string[] = [];
    const path: string[] = [];
    let win: Window = window;
    let el: Element | null = document.activeElement;
    // The frame the field is in, and its offset in the top page, to place the field in the top viewport.
    let frame: Element | null = null;
    let dx = 0;
    let dy = 0;
    for (;;) {
      const doc = win.document;
      if (!el || el === doc.body || el === doc.documentElement) {
        // Tab past the page's last stop goes to the browser's own controls, then back to the first.
        if (win === window) path.push('the browser, outside the page');
        else problems.push('a frame has the focus but none of its fields');
        break;
      }
      path.push(describe(el));
      const rect = el.getBoundingClientRect();
      if (el.tagName === 'IFRAME') {
        const inner = (el as HTMLIFrameElement).contentDocument;
        if (!inner) {
          problems.push('a frame of another origin has the focus');
          break;
        }
        frame = el;
        dx += rect.left;
        dy += rect.top;
        win = inner.defaultView!;
        el = inner.activeElement;
        continue;
      }
      if (rect.width < 1 || rect.height < 1) problems.push(`zero size (${rect.width}×${rect.height})`);
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || el.closest('[aria-hidden="true"], [inert]')) problems.push('hidden');
      const top = rect.top + dy;
      const left = rect.left + dx;
      if (top < 0 || left < 0 || top + rect.height > window.innerHeight || left + rect.width > window.innerWidth) {
        problems.push(`not wholly in the viewport (${Math.round(left)},${Math.round(top)} ${Math.round(rect.width)}×${Math.round(rect.height)} in ${window.innerWidth}×${window.innerHeight})`);
      }
      // A link that wraps onto two lines has one box per line: look at the centre of its largest.
      const box = [...el.getClientRects()].sort((p, q) => q.width * q.height - p.width * p.height)[0] ?? rect;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = doc.elementFromPoint(x, y);
      if (!hit || (hit !== el && !el.contains(hit))) problems.push(`covered by ${describe(hit)}`);
      if (frame) {
        // In the top page, the frame itself must be what is at the field's centre.
        const outer = document.elementFromPoint(x + dx, y + dy);
        if (outer !== frame) problems.push(`the frame is covered by ${describe(outer)}`);
      }
      const style = win.getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
      if (!el.matches(':focus-visible') || (!outline && !ring)) problems.push('no visible focus indicator');
      break;
    }
    return { where: path.join(' in '), problems };
  });
}

async function expectGoodStop(page: Page): Promise<Stop> {
  const stop = await focusStop(page);
  expect(stop.problems, `focus on ${stop.where}`).toEqual([]);
  return stop;
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await expectGoodStop(page);
    stops.push(stop.where);
    // In a frame, the field keeps being its document's active element after the focus has left the frame.
    if (await target.evaluate((el) => el === document.activeElement && (window === window.top || document.hasFocus())).catch(() => false)) return;
  }
  throw new Error(`${String(target)} was not reached in ${max} ${back ? 'Shift+Tab' : 'Tab'} presses; the stops were:\n${stops.join('\n')}`);
}

/** Tab to the field, then type into it (selects take the typed name of an option). */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

interface Journey {
  locale: 'en-US' | 'pt-BR';
  prefix: string;
  rejectAll: string;
  add: string;
  viewCart: string;
  labels: { email: string; phone: string; first: string; last: string; address: string; city: string; state: string; zip: string; placeOrder: string };
  customer: { email: string; phone: string; first: string; last: string; address: string; city: string; stateTyped: string; state: string; zip: string };
  thanks: string;
}

const JOURNEYS: Journey[] = [
  {
    locale: 'en-US',
    prefix: '',
    rejectAll: 'Reject all',
    add: 'Add to cart',
    viewCart: 'View cart',
    labels: { email: 'Email', phone: 'Phone', first: 'First name', last: 'Last name', address: 'Address', city: 'City', state: 'State', zip: 'ZIP code', placeOrder: 'Place order' },
    customer: { email: 'kim@example.com', phone: '5125550100', first: 'Kim', last: 'Lee', address: '100 Congress Ave', city: 'Austin', stateTyped: 'Texas', state: 'TX', zip: '78701' },
    thanks: 'Thank you for your order!',
  },
  {
    locale: 'pt-BR',
    prefix: '/pt-BR',
    rejectAll: 'Rejeitar todos',
    add: 'Adicionar ao carrinho',
    viewCart: 'Ver carrinho',
    labels: { email: 'E-mail', phone: 'Telefone', first: 'Nome', last: 'Sobrenome', address: 'Rua', city: 'Cidade', state: 'Estado', zip: 'CEP', placeOrder: 'Fazer pedido' },
    customer: { email: 'joana@example.com', phone: '41987654321', first: 'Joana', last: 'Souza', address: 'Rua XV de Novembro', city: 'Curitiba', stateTyped: 'Paraná', state: 'PR', zip: '80020310' },
    thanks: 'Obrigado pelo seu pedido!',
  },
];

for (const j of JOURNEYS) {
  test(`${j.locale}: a guest checks out with the keyboard alone, and every focus stop is visible with a focus indicator`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(`${j.prefix}/parts/brakes`);

    // The cookie banner is the page's first stop: answer it first. The focus then goes to the
    // skip link (the stop that would have come first without the banner), which passes the header.
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await tabTo(page, banner.getByRole('button', { name: j.rejectAll, exact: true }), { max: 10 });
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expect(page.locator('a[href="#main-content"]')).toBeFocused();
    await page.keyboard.press('Enter');
    const card = page.getByTestId('product-card').first();
    await tabTo(page, card.getByRole('button', { name: j.add }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await tabTo(page, card.getByRole('link', { name: j.viewCart }), { max: 3 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${j.prefix}/cart$`));

    await tabTo(page, page.getByTestId('checkout-button'));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByTestId('continue-as-guest'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${j.prefix}/checkout$`));

    const label = (name: string) => page.getByLabel(name, { exact: true });
    await typeInto(page, label(j.labels.email), j.customer.email);
    if (j.locale === 'en-US') {
      // Letters in the phone stay as typed, and leaving the box says what is wrong with it.
      await typeInto(page, label(j.labels.phone), '512-ABC-0100');
      await tabTo(page, page.getByRole('checkbox').first());
      await expect(label(j.labels.phone)).toHaveValue('512-ABC-0100');
      await expect(page.getByText('Please enter your phone number with digits only; spaces, dashes, dots and parentheses are fine.')).toBeVisible();
      await tabTo(page, label(j.labels.phone), { back: true, max: 3 });
      await page.keyboard.press('ControlOrMeta+A');
    } else {
      await tabTo(page, label(j.labels.phone));
    }
    await page.keyboard.type(j.customer.phone);
    await expect(label(j.labels.phone)).toHaveValue(j.customer.phone);
    if (j.locale === 'pt-BR') {
      // Brazil asks the CPF for the invoice: a wrong check digit is refused in Portuguese when the shopper leaves it, and what was typed stays.
      await typeInto(page, label('CPF'), '52998224724');
      await page.keyboard.press('Tab');
      await expect(page.getByText('CPF inválido: confira os números.')).toBeVisible();
      await expect(label('CPF')).toHaveValue('529.982.247-24');
      await tabTo(page, label('CPF'), { back: true, max: 3 });
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('52998224725');
    }

    await typeInto(page, label(j.labels.first), j.customer.first);
    // Leaving the box puts the number in the market's format.
    await expect(label(j.labels.phone)).toHaveValue(j.locale === 'en-US' ? '(512) 555-0100' : '(41) 98765-4321');
    await typeInto(page, label(j.labels.last), j.customer.last);
    if (j.locale === 'pt-BR') {
      await expect(label('CPF')).toHaveValue('529.982.247-25');
      // CEP first: it fills the city and the UF from the Correios' ranges; rua, número and bairro are typed, each in its own field.
      await typeInto(page, label(j.labels.zip), j.customer.zip);
      await expect(label(j.labels.zip)).toHaveValue('80020-310');
      await expect(label(j.labels.city)).toHaveValue(j.customer.city);
      await expect(label(j.labels.state)).toHaveValue(j.customer.state);
      await expect(page.getByText('Cidade e estado preenchidos pelo CEP.')).toBeVisible();
      await typeInto(page, label(j.labels.address), j.customer.address);
      await typeInto(page, label('Número'), '700');
      await typeInto(page, label('Complemento (opcional)'), 'Sala 3');
      await typeInto(page, label('Bairro'), 'Centro');
    } else {
      await typeInto(page, label(j.labels.address), j.customer.address);
      await typeInto(page, label(j.labels.city), j.customer.city);
      // A closed select takes the typed start of an option's name.
      await typeInto(page, label(j.labels.state), j.customer.stateTyped);
      await expect(label(j.labels.state)).toHaveValue(j.customer.state);
      await expect(label(j.labels.state).locator('option:checked')).toHaveText(j.customer.stateTyped);
      await typeInto(page, label(j.labels.zip), j.customer.zip);
    }
    await expect(page.locator('input[name="shippingMethod"]:checked')).toHaveCount(1);
    if (j.locale === 'pt-BR') {
      // The summary's lists hold only term and description groups (the tax-included note sits below them).
      await expect(page.getByText(/^Inclui aproximadamente .* em tributos/)).toBeVisible();
      await page.addScriptTag({ path: axePath });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe;
        return (await axe.run(document, { runOnly: { type: 'rule', values: ['definition-list', 'dlitem'] } })).violations.map((v) => v.id);
      });
      expect(violations).toEqual([]);
    }

    let installmentsText = '';
    if (j.locale === 'pt-BR') {
      // The plan is picked with the keyboard: Tab reaches the checked plan (à vista), the arrows move through the plans to 10x sem juros.
      const plans = page.getByTestId('installments');
      await tabTo(page, plans.getByRole('radio', { checked: true }));
      await expect(plans.getByRole('radio', { checked: true })).toHaveAccessibleName(/^À vista: R\$/);
      for (let i = 0; i < 12 && !(await plans.getByRole('radio', { name: /^10x de R\$ .* sem juros/ }).isChecked()); i++) await page.keyboard.press('ArrowDown');
      const tenTimes = plans.getByRole('radio', { name: /^10x de R\$ .* sem juros/ });
      await expect(tenTimes).toBeChecked();
      await expect(tenTimes).toBeFocused();
      installmentsText = ((await tenTimes.evaluate((el) => el.closest('label')?.textContent ?? '')).match(/10x de R\$\s?[\d.,]+/) ?? [''])[0];
      expect(installmentsText).not.toBe('');
    }

    // The card, in the gateway's frame: Tab goes into it, field by field.
    const frame = page.frameLocator('[data-testid="card-frame"]');
    const cardField = frame.locator('input').first();
    await tabTo(page, cardField);
    await page.keyboard.type('4242 4242 4242 4242');
    await page.keyboard.press('Tab');
    await expectGoodStop(page);
    await page.keyboard.type('12/30');
    await page.keyboard.press('Tab');
    await expectGoodStop(page);
    await page.keyboard.type('123');

    await tabTo(page, page.getByRole('button', { name: j.labels.placeOrder }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(j.thanks);
    await expect(page.getByTestId('order-number')).toHaveText(/^\d{9}$/);
    if (j.locale === 'pt-BR') {
      // The confirmation says the card pays in 10x sem juros, and ships to the address as Brazilians write it.
      await expect(page.getByTestId('confirmation-installments')).toHaveText(new RegExp(`^Em ${installmentsText.replace(/[.$]/g, '\\$&')} sem juros$`));
      await expect(page.getByText('Rua XV de Novembro, 700 - Sala 3')).toBeVisible();
      await expect(page.getByText('CEP 80020-310')).toBeVisible();

      // The guest's order lookup, as the confirmation e-mail links to it, says the same plan.
      const orderNumber = (await page.getByTestId('order-number').textContent())!;
      await page.goto(`/pt-BR/trackOrder?orderNumber=${orderNumber}`);
      await expect(page.getByLabel('Número do pedido')).toHaveValue(orderNumber);
      await page.getByLabel('E-mail ou CEP').fill(j.customer.email);
      await page.getByRole('button', { name: 'Encontrar meu pedido' }).click();
      await expect(page.getByTestId('tracked-order')).toBeVisible();
      await expect(page.getByTestId('tracked-installments')).toHaveText(new RegExp(`^Em ${installmentsText.replace(/[.$]/g, '\\$&')} sem juros$`));
    }
  });
}
