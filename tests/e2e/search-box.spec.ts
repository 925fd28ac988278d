import { createRequire } from 'node:module';
import type { Page, Route } from '@playwright/test';
import { expect, test, WIDTHS } from './fixtures';

/**
 * The header search box (spec §2.6, §4 Search box, §5 Search). The suggestions service is
 * answered by page.route with a fixed catalogue, so that the journeys can check what was asked
 * (market, channel, term, delay) and what the drawer shows; the results page is asserted by URL.
 */
const SUGGESTIONS = '**/external/product-discovery/autocomplete/v1/suggestions?**';

const IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#c8102e"/></svg>')}`;

function answer(term: string) {
  if (!term) return { generalSuggestions: ['batteries', 'wiper blades'], productTitleSuggestions: [] };
  return {
    generalSuggestions: [`${term} ceramic`, `front ${term}`, `${term} kit`],
    productTitleSuggestions: Array.from({ length: 7 }, (_, i) => ({
      suggestedSearchTerm: term,
      itemDescription: `Redline ${term} set ${i + 1}`,
      productImageUrl: IMAGE,
      productDetailsPageUrl: `/products/${term.replace(/\W+/g, '-')}-${i + 1}`,
      vehicleFitment: i === 0 ? 'FITS' : 'NEEDS_MORE_INFO',
    })),
  };
}

/** Answers the suggestions calls and keeps what they asked for. */
async function serveSuggestions(page: Page, status = 200) {
  const asked: URLSearchParams[] = [];
  await page.route(SUGGESTIONS, async (route: Route) => {
    const params = new URL(route.request().url()).searchParams;
    asked.push(params);
    if (status !== 200) return route.fulfill({ status, json: { errorCode: 'UNAVAILABLE', errorMessageKey: 'unavailable', errorMessageDefault: 'Unavailable' } });
    return route.fulfill({ json: answer(params.get('searchTerm') ?? '') });
  });
  return asked;
}

const box = (page: Page) => page.getByRole('combobox', { name: /Search parts|Buscar refacciones|Buscar peças/ });
const drawer = (page: Page) => page.getByTestId('search-drawer');
const recentOptions = (page: Page, name = 'Recent searches') => page.getByRole('group', { name }).getByRole('option');

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's findings on the search form with its drawer open, as "rule: help (targets)". */
async function drawerViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    type Violation = { id: string; help: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Element, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document.querySelector('form[role="search"]')!, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}

/** Puts the focus in the box, as a shopper does, and waits for the drawer's code to take over. */
async function openBox(page: Page, how: 'click' | 'focus' = 'click') {
  await box(page)[how]();
  await expect(page.locator('#header-search-drawer')).toBeAttached();
  await expect(box(page)).toBeFocused();
}

async function search(page: Page, text: string) {
  await openBox(page);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test.describe('search box', () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: 900 } });

  test('suggests after the keystroke delay; ArrowDown and Enter search for the highlighted suggestion', async ({ page, quietConsent }) => {
    void quietConsent;
    const asked = await serveSuggestions(page);
    await page.goto('/');
    await openBox(page);
    await expect(drawer(page)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Suggestions' }).getByRole('option')).toHaveText(['batteries', 'wiper blades']);

    // Two characters ask for nothing, however long one waits.
    await page.keyboard.type('br');
    await page.waitForTimeout(600);
    expect(asked.map((p) => p.get('searchTerm'))).toEqual(['']);
    await expect(page.getByRole('group', { name: 'Suggestions' })).toHaveCount(0);

    // Keystrokes closer together than the delay make one call, for the whole text.
    await page.keyboard.type('ake pads', { delay: 30 });
    const suggestions = page.getByRole('group', { name: 'Suggestions' }).getByRole('option');
    await expect(suggestions).toHaveText(['brake pads ceramic', 'front brake pads', 'brake pads kit']);
    const terms = asked.map((p) => p.get('searchTerm') ?? '');
    expect(terms.at(-1)).toBe('brake pads');
    expect(terms.filter((t) => t.length > 0 && t.length < 3)).toEqual([]);
    expect(terms.filter((t) => t.length > 0).length).toBeLessThanOrEqual(3);
    const last = asked.at(-1)!;
    expect(Object.fromEntries(last)).toMatchObject({ country: 'USA', customerType: 'B2C', salesChannel: 'ECOMM', locale: 'en-US' });

    // The typed part is highlighted; products show at most 5 on a desktop, with the fit badge.
    await expect(suggestions.nth(1).locator('mark')).toHaveText('brake pads');
    const products = page.getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(products).toHaveCount(5);
    await expect(products.first()).toContainText('Fits your vehicle');
    await expect(products.nth(1)).not.toContainText('Fits your vehicle');
    await expect(products.first().locator('img')).toHaveAttribute('loading', 'lazy');

    await page.keyboard.press('ArrowDown');
    await expect(suggestions.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await suggestions.first().getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/searchresult\?searchText=brake\+pads\+ceramic$/);
    await expect(drawer(page)).toBeHidden();
  });

  test('Enter without a highlighted row searches for the typed text; recent searches come back on focus, newest first, at most 3, no duplicates', async ({ page, quietConsent }) => {
    void quietConsent;
    test.slow(); // a long journey: several pages and sign-in steps
    await serveSuggestions(page);
    await page.goto('/');
    await search(page, '  oil   filter ');
    await expect(page).toHaveURL(/\/searchresult\?searchText=oil\+filter$/);
    for (const text of ['wipers', 'Oil Filter', 'battery']) {
      await page.goto('/');
      await search(page, text);
      await expect(page).toHaveURL(new RegExp(`searchText=${text.replace(' ', '\\+')}$`));
    }

    await page.goto('/');
    await openBox(page, 'focus');
    await expect(recentOptions(page)).toHaveText(['battery', 'Oil Filter', 'wipers']);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('recentSearches') ?? '[]'))).toEqual(['battery', 'Oil Filter', 'wipers']);

    // Arrows go through recent searches first, then general suggestions.
    await expect(page.getByRole('group', { name: 'Suggestions' }).getByRole('option')).toHaveText(['batteries', 'wiper blades']);
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'batteries' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(recentOptions(page).nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/searchresult\?searchText=wipers$/);

    await page.goto('/');
    await openBox(page, 'focus');
    await expect(recentOptions(page)).toHaveText(['wipers', 'battery', 'Oil Filter']);
    await page.getByRole('button', { name: 'Clear recent searches' }).click();
    await expect(page.getByRole('group', { name: 'Recent searches' })).toHaveCount(0);
    await expect(box(page)).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('recentSearches'))).toBeNull();
  });

  test("the box is a plain search until it is used; what was typed before the drawer's code arrived is kept", async ({ page, quietConsent }) => {
    void quietConsent;
    await serveSuggestions(page);
    await page.goto('/');
    await expect(page.locator('#header-search-drawer')).toHaveCount(0);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    // Scripts asked for from now on (the drawer's code) arrive late.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await box(page).fill('brake pads');
    await expect(page.locator('#header-search-drawer')).toBeAttached();
    await expect(box(page)).toHaveValue('brake pads');
    await expect(box(page)).toBeFocused();
    await expect(page.getByRole('option', { name: 'brake pads ceramic' })).toBeVisible();
    await page.keyboard.type(' front');
    await expect(box(page)).toHaveValue('brake pads front');
  });

  test('Escape closes the drawer and keeps the text; leaving the box closes it', async ({ page, quietConsent }) => {
    void quietConsent;
    await serveSuggestions(page);
    await page.goto('/');
    await openBox(page);
    await page.keyboard.type('spark plugs');
    await expect(page.getByRole('option', { name: 'spark plugs ceramic' })).toBeVisible();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(box(page)).toHaveValue('spark plugs');
    await page.keyboard.press('Escape');
    await expect(box(page)).toHaveValue('spark plugs');

    await page.keyboard.press('ArrowDown');
    await expect(drawer(page)).toBeVisible();
    await page.locator('#main-content').click({ position: { x: 5, y: 5 } });
    await expect(drawer(page)).toBeHidden();
    await expect(page).toHaveURL('/');
  });

  test('picking a product goes to its page', async ({ page, quietConsent }) => {
    void quietConsent;
    await serveSuggestions(page);
    await page.goto('/');
    await openBox(page);
    await page.keyboard.type('brake pads');
    await page.getByRole('group', { name: 'Products' }).getByRole('option').nth(1).click();
    await expect(page).toHaveURL(/\/products\/brake-pads-2$/);
  });

  test('"giftcards" goes to the gift card page in the US and home in Mexico', async ({ page, quietConsent }) => {
    void quietConsent;
    await serveSuggestions(page);
    await page.goto('/');
    await search(page, 'Gift Cards');
    await expect(page).toHaveURL(/\/giftCard$/);
    await page.goto('/es-MX/shopbymake');
    await search(page, 'giftcards');
    await expect(page).toHaveURL(/\/es-MX$/);
  });

  test('an empty search shows the message and goes nowhere', async ({ page, quietConsent }) => {
    void quietConsent;
    await serveSuggestions(page);
    await page.goto('/');
    await openBox(page, 'focus');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Type what you are looking for' })).toBeVisible();
    await expect(box(page)).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.type('   !!! ');
    await expect(page.getByRole('alert').filter({ hasText: 'Type what you are looking for' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Type what you are looking for' })).toBeVisible();
    await expect(page).toHaveURL('/');
    // Leaving the search box takes the message away: it covered the menu below.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('alert').filter({ hasText: 'Type what you are looking for' })).toHaveCount(0);
  });

  test('when suggestions fail, the drawer shows recent searches', async ({ page, quietConsent }) => {
    void quietConsent;
    await serveSuggestions(page, 503);
    await page.goto('/');
    await search(page, 'oil filter');
    await expect(page).toHaveURL(/searchText=oil\+filter$/);
    await page.goto('/');
    await openBox(page);
    await page.keyboard.type('brake pads');
    await page.waitForResponse((r) => r.url().includes('searchTerm=brake+pads'));
    await expect(recentOptions(page)).toHaveText(['oil filter']);
    await expect(page.getByRole('group', { name: 'Products' })).toHaveCount(0);
  });

  test('with a saved vehicle, suggestions name it and searches ask for vehicle-specific results', async ({ page, context, quietConsent }) => {
    void quietConsent;
    const asked = await serveSuggestions(page);
    await page.goto('/');
    await page.getByTestId('vehicle-entry-inline').click();
    const dialog = page.getByTestId('vehicle-selector');
    for (const [name, value] of [
      ['Year', '2015'],
      ['Make', 'Toyota'],
      ['Model', 'Camry'],
    ] as const) {
      await dialog.getByRole('combobox', { name }).fill(value);
      await dialog.getByRole('option', { name: value, exact: true }).click();
    }
    await dialog.getByRole('combobox', { name: 'Engine' }).pressSequentially('2.5L L4 Gas');
    await expect(dialog.getByRole('option', { name: '2.5L L4 Gas' })).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Engine' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('vehicle-entry-inline')).toContainText('2015 Toyota Camry');
    const vehicleId = (await context.cookies()).find((c) => c.name === 'preferredVehicleId')?.value;
    expect(vehicleId).toBeTruthy();

    await openBox(page);
    await page.keyboard.type('rotors');
    await expect(page.getByRole('option', { name: 'rotors kit' })).toBeVisible();
    expect(asked.at(-1)?.get('vehicleId')).toBe(decodeURIComponent(vehicleId!));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/searchresult\?searchText=rotors&ignoreVehicleSpecificProductsCheck=false$/);
  });

  test('the allSearchTerms cookie is written only with consent', async ({ page, context, baseURL }) => {
    await serveSuggestions(page);
    const allSearchTerms = async () => (await context.cookies()).find((c) => c.name === 'allSearchTerms')?.value;

    await context.addCookies([{ name: 'cookieConsent', value: `v1.f0a1m1.${Math.floor(Date.now() / 1000)}`, url: baseURL! }]);
    await page.goto('/');
    await search(page, 'oil filter');
    await expect(page).toHaveURL(/searchText=oil\+filter$/);
    expect(await allSearchTerms()).toBeUndefined();

    await context.addCookies([{ name: 'cookieConsent', value: `v1.f1a0m0.${Math.floor(Date.now() / 1000)}`, url: baseURL! }]);
    await page.goto('/');
    await search(page, 'oil filter');
    await expect(page).toHaveURL(/searchText=oil\+filter$/);
    await page.goto('/');
    await search(page, 'batería');
    await expect(page).toHaveURL(/searchText=bater%C3%ADa$/);
    expect(decodeURIComponent((await allSearchTerms()) ?? '')).toBe('oil filter|batería');
  });

  test('works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: WIDTHS.desktop, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await box(page).fill('brake pads');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/searchresult\?searchText=brake\+pads$/);
    await context.close();
  });

  test('speaks Spanish and asks for the Mexican market', async ({ page, quietConsent }) => {
    void quietConsent;
    const asked = await serveSuggestions(page);
    await page.goto('/es-MX');
    await search(page, 'balatas');
    await expect(page).toHaveURL(/\/es-MX\/searchresult\?searchText=balatas$/);
    await page.goto('/es-MX');
    await openBox(page, 'focus');
    await expect(recentOptions(page, 'Búsquedas recientes')).toHaveText(['balatas']);
    await expect(page.getByRole('button', { name: 'Borrar búsquedas recientes' })).toBeVisible();
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({ country: 'MEX', locale: 'es-MX' });
  });

  test('desktop drawer (screenshot)', async ({ page, quietConsent }) => {
    void quietConsent;
    await serveSuggestions(page);
    await page.goto('/');
    await search(page, 'oil filter');
    await page.goto('/');
    await openBox(page);
    await expect(recentOptions(page)).toHaveText(['oil filter']);
    await expect(page.getByRole('option', { name: 'batteries' })).toBeVisible();
    await page.screenshot({ path: 'test-results/search-drawer-recent-1280.png' });
    expect(await drawerViolations(page)).toEqual([]);
    await page.keyboard.type('brake pads');
    await expect(page.getByRole('group', { name: 'Products' }).getByRole('option')).toHaveCount(5);
    await page.keyboard.press('ArrowDown');
    const panel = await drawer(page).boundingBox();
    const input = await box(page).boundingBox();
    expect(panel!.y).toBeGreaterThanOrEqual(input!.y + input!.height);
    await page.screenshot({ path: 'test-results/search-drawer-1280.png' });
    expect(await drawerViolations(page)).toEqual([]);
  });
});

test.describe('search box on a phone', () => {
  test.use({ viewport: { width: WIDTHS.phone, height: 844 } });

  test('the drawer fills the screen below the header, shows at most 3 products, and closes with its button', async ({ page, quietConsent }) => {
    void quietConsent;
    await serveSuggestions(page);
    await page.goto('/');
    await search(page, 'oil filter');
    await expect(page).toHaveURL(/searchText=oil\+filter$/);
    await page.goto('/');
    await openBox(page);
    const panel = drawer(page);
    await expect(panel).toBeVisible();
    await expect(recentOptions(page)).toHaveText(['oil filter']);
    await page.keyboard.type('brake pads');
    await expect(page.getByRole('group', { name: 'Products' }).getByRole('option')).toHaveCount(3);
    const area = (await panel.boundingBox())!;
    const input = (await box(page).boundingBox())!;
    expect(area.width).toBe(WIDTHS.phone);
    expect(area.x).toBe(0);
    expect(area.y).toBeGreaterThanOrEqual(input.y + input.height);
    expect(Math.round(area.y + area.height)).toBe(844);
    await page.screenshot({ path: 'test-results/search-drawer-390.png' });
    expect(await drawerViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(panel).toBeHidden();
    await expect(box(page)).toHaveValue('brake pads');
  });
});
