import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Long Spanish and Portuguese words must not push anything off the screen: at every width from
 * a small phone to a wide desktop, in the three locales, the header (with its strips and its
 * menu), the page's content and the footer fit the window; every entry of the menu bar is on
 * screen or in its "More" drop-down; no text is cut off; and search placeholders are whole.
 */
const WIDTHS = [320, 390, 800, 1140, 1280, 1440];
const LOCALES = {
  'en-US': { prefix: '', nav: 'Main', more: 'More', menu: 'Menu', added: 'Added to your cart.' },
  'es-MX': { prefix: '/es-MX', nav: 'Principal', more: 'Más', menu: 'Menú', added: 'Se agregó a tu carrito.' },
  'pt-BR': { prefix: '/pt-BR', nav: 'Principal', more: 'Mais', menu: null, added: 'Adicionado ao seu carrinho.' },
} as const;
type Locale = keyof typeof LOCALES;

/**
 * What does not fit the window at its current width, described for the failure message:
 * - the page scrolls sideways;
 * - an element of the header, its strips, the main content or the footer reaches past the
 *   window's edges (inside the header even when a scrolling box would hide it; elsewhere
 *   unless it sits in a box that scrolls sideways on purpose, as a carousel does);
 * - a text that a box cuts off (overflow hidden or an ellipsis) where it does not fit;
 * - an input's placeholder wider than the input's text area.
 */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      return `<${el.tagName.toLowerCase()}> "${text}"`;
    };
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      // sr-only texts are 1 px boxes, clipped on purpose.
      return box.width > 1 && box.height > 1 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    };
    const scrollsSideways = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);

    if (document.documentElement.scrollWidth > window.innerWidth) {
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${window.innerWidth} px window`);
    }

    const regions = [...document.querySelectorAll('header, [data-testid="header-promo"], [data-testid="sitewide-alert"], main, footer')];
    for (const region of regions) {
      const inHeader = region.matches('header, [data-testid="header-promo"], [data-testid="sitewide-alert"]');
      for (const el of region.querySelectorAll('*')) {
        if (!shown(el)) continue;
        const box = el.getBoundingClientRect();
        if (box.left < -1 || box.right > width + 1) {
          let scroller: Element | null = null;
          for (let up = el.parentElement; up && up !== region.parentElement; up = up.parentElement) if (scrollsSideways(up)) scroller = up;
          if (inHeader || !scroller) problems.push(`${name(el)} spans ${Math.round(box.left)}–${Math.round(box.right)} px in a ${width} px window`);
        }
        const style = getComputedStyle(el);
        const cuts = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
        const text = style.textOverflow === 'ellipsis' || [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
        if (cuts && text && el.scrollWidth > el.clientWidth + 1 && !['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName)) {
          problems.push(`${name(el)} is cut off: ${el.scrollWidth} px of text in ${el.clientWidth} px`);
        }
      }
    }

    const ruler = document.createElement('span');
    ruler.style.cssText = 'position:absolute;visibility:hidden;white-space:pre;left:0;top:0';
    document.body.append(ruler);
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      if (!shown(input) || !input.placeholder) continue;
      const style = getComputedStyle(input);
      ruler.style.font = style.font;
      ruler.style.letterSpacing = style.letterSpacing;
      ruler.textContent = input.placeholder;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (ruler.getBoundingClientRect().width > room + 0.5) {
        problems.push(`the placeholder "${input.placeholder}" needs ${Math.ceil(ruler.getBoundingClientRect().width)} px; the input has ${Math.floor(room)} px`);
      }
    }
    ruler.remove();
    return problems;
  });
}

/** Every entry of the menu bar is on screen, or in the open "More" drop-down, on screen; without the bar, the menu button is. */
async function menuReachable(page: Page, locale: Locale, width: number) {
  const words = LOCALES[locale];
  const nav = page.getByRole('navigation', { name: words.nav, exact: true });
  if (!(await nav.isVisible())) {
    if (words.menu === null) throw new Error(`${locale} at ${width} px shows neither its menu bar nor a menu button`);
    await expect(page.getByRole('button', { name: words.menu, exact: true })).toBeInViewport({ ratio: 1 });
    return;
  }
  await expect(nav).toHaveAttribute('data-fitted', 'true');
  const entries = nav.locator(':scope > ul > li:not([data-nav-more])');
  const names = await entries.evaluateAll((items) => items.map((li) => (li.firstElementChild?.textContent ?? '').trim()));
  const outOfBar: string[] = [];
  for (const [i, entry] of names.entries()) {
    const control = entries.nth(i).locator(':scope > a, :scope > button');
    if (await control.isVisible()) await expect(control, `"${entry}" at ${width} px`).toBeInViewport({ ratio: 1 });
    else outOfBar.push(entry);
  }
  const more = nav.getByRole('button', { name: words.more, exact: true });
  if (outOfBar.length === 0) {
    await expect(more).toBeHidden();
    return;
  }
  await more.click();
  const panel = nav.locator(`#${await more.getAttribute('aria-controls')}`);
  for (const entry of outOfBar) await expect(panel.getByText(entry, { exact: true }), `"${entry}" in "${words.more}" at ${width} px`).toBeInViewport({ ratio: 1 });
  expect(await misfits(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

async function fitsEverywhere(page: Page, locale: Locale, what: string) {
  for (const width of WIDTHS) {
    await test.step(`${what} at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => misfits(page), { message: `${locale} ${what} at ${width} px` }).toEqual([]);
      await menuReachable(page, locale, width);
    });
  }
}

const PAGES = [
  ['home', '/'],
  ['shelf', '/parts/brakes'],
  ['product page', '/parts/brakes/brake-pad-set'],
  ['cart', '/cart'],
  ['rewards page', '/rewards'],
] as const;

for (const locale of Object.keys(LOCALES) as Locale[]) {
  const { prefix, added } = LOCALES[locale];
  for (const [what, path] of PAGES) {
    test(`${locale} ${what}: header, menu, strips, content and placeholders fit every width`, async ({ page, quietConsent }) => {
      void quietConsent;
      if (what === 'cart') {
        // A cart with a line in it: its controls, prices and summary are what must fit.
        await page.goto(`${prefix}/parts/brakes`);
        const card = page.getByTestId('product-card').first();
        await card.getByTestId('add-to-cart').click();
        await expect(card.getByRole('status')).toContainText(added);
      }
      await page.goto(`${prefix}${path === '/' ? '' : path}` || '/');
      if (what === 'cart') await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await fitsEverywhere(page, locale, what);
    });
  }
}
