import { expect, test } from './fixtures';

test.describe('category pages and shelves', () => {
  test('es-MX: from the department to a shelf priced in pesos, sorted by price', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/es-MX/parts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refacciones');
    await page.getByRole('main').getByRole('link', { name: 'Frenos' }).click();
    await expect(page).toHaveURL(/\/es-MX\/parts\/brakes$/);
    await expect(page.getByText(/\d+ productos/)).toBeVisible();
    // Choosing a sort applies it at once.
    await page.getByLabel('Ordenar por').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    const prices = await page.getByTestId('price').allTextContents();
    expect(prices[0]).toMatch(/^\$[\d,]+\.\d{2}$/);
    const amounts = prices.map((p) => Number(p.replace(/[^\d.]/g, '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  test('pt-BR shelf in reais, with pages', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/pt-BR/parts/brakes');
    await expect(page.getByTestId('price').first()).toHaveText(/^R\$\s?[\d.]+,\d{2}$/);
    await page.getByRole('link', { name: 'Próxima' }).click();
    await expect(page).toHaveURL(/page=2/);
  });

  test('a saved vehicle puts a fitment badge on every product', async ({ page, context, baseURL, quietConsent }) => {
    void quietConsent;
    await context.addCookies([
      { name: 'garageVehicles', value: '201502469', url: baseURL! },
      { name: 'preferredVehicleId', value: '201502469', url: baseURL! },
    ]);
    await page.goto('/parts/brakes');
    const badges = page.getByTestId('fitment-badge');
    await expect(badges.first()).toContainText('2015 Toyota Camry');
    expect(await badges.count()).toBe(await page.getByTestId('product-card').count());
  });

  test('the home page departments lead to real pages', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Fluids & Chemicals' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fluids & Chemicals');
  });

  test('phone: the filter drawer slides in, locks the page, and its sticky Apply filters the shelf', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/parts/brakes/brake-pad-set');
    await page.getByTestId('open-filters').click();
    const drawer = page.getByTestId('filter-drawer');
    await expect(drawer).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /\d/);
    const firstBrand = drawer.getByRole('group', { name: 'Brand' }).locator('label').first();
    const brandName = (await firstBrand.locator('span').first().textContent())!.trim();
    await firstBrand.getByRole('checkbox').check();
    const apply = drawer.getByRole('button', { name: 'Apply' }).last();
    await expect(apply).toBeInViewport();
    await apply.click();
    await expect(page).toHaveURL(/brand=/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('link', { name: `Remove filter: ${brandName}` })).toBeVisible();
    const brands = await page.getByTestId('product-card').locator('p').first().allTextContents();
    expect(new Set(brands.map((b) => b.toLowerCase()))).toEqual(new Set([brandName.toLowerCase()]));
  });

  test('phone without JavaScript: the Filter link shows the shelf\'s own filter form, whose Apply filters the shelf', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'cookieConsent', value: `v1.f0a0m0.${Math.floor(Date.now() / 1000)}`, url: baseURL! }]);
    const page = await context.newPage();
    await page.goto(`${baseURL}/es-MX/parts/brakes/brake-pad-set`);
    const filters = page.getByRole('complementary', { name: 'Filtros' });
    await expect(filters).toBeHidden();
    await page.getByTestId('open-filters').click();
    await expect(filters).toBeVisible();
    const firstBrand = filters.getByRole('group', { name: 'Marca' }).locator('label').first();
    await firstBrand.getByRole('checkbox').check();
    await filters.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page).toHaveURL(/brand=/);
    // No part of the page is wider than the phone (the sort's Apply button wraps).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  test('desktop: ticking a filter applies it; "fits my vehicle" keeps what fits', async ({ page, context, baseURL, quietConsent }) => {
    void quietConsent;
    await context.addCookies([
      { name: 'garageVehicles', value: '201502469', url: baseURL! },
      { name: 'preferredVehicleId', value: '201502469', url: baseURL! },
    ]);
    await page.goto('/parts/brakes');
    await page.getByRole('complementary').getByLabel('Fits my 2015 Toyota Camry').check();
    await expect(page).toHaveURL(/fits=1/);
    const badges = await page.getByTestId('fitment-badge').allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) expect(badge).not.toContain('Does not fit');
  });
});

test.describe('product pages', () => {
  test('a saved vehicle gets a plain answer: fits, or does not fit with a way to parts that do', async ({ page, context, baseURL, quietConsent }) => {
    void quietConsent;
    await context.addCookies([
      { name: 'garageVehicles', value: '201502469', url: baseURL! },
      { name: 'preferredVehicleId', value: '201502469', url: baseURL! },
    ]);
    await page.goto('/es-MX/parts/brakes?fits=1');
    await page.getByTestId('product-card').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/es-MX\/products\//);
    const banner = page.getByTestId('fitment-banner');
    await expect(banner).toHaveAttribute('data-fitment', 'FITS');
    await expect(banner).toContainText('Esta pieza le queda a tu 2015 Toyota Camry');
    await expect(page.getByTestId('price')).toHaveText(/^\$[\d,]+\.\d{2}$/);

    await page.goto('/parts/brakes');
    await page.getByTestId('product-card').filter({ hasText: 'Does not fit' }).first().getByRole('link').click();
    await expect(page.getByTestId('fitment-banner')).toHaveAttribute('data-fitment', 'DOES_NOT_FIT');
    await page.getByRole('link', { name: 'Shop parts that fit' }).click();
    await expect(page).toHaveURL(/\?fits=1$/);
    // Parts that fit are there to shop (the Camry has its maintenance parts), and none says it does not fit.
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('product-card').filter({ hasText: 'Does not fit' })).toHaveCount(0);
  });

  test('without a vehicle it asks for one; the page carries Product data, canonical and hreflang', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/pt-BR/parts/brakes/brake-pad-set');
    await page.getByTestId('product-card').first().getByRole('link').click();
    await expect(page.getByTestId('fitment-banner')).toHaveAttribute('data-fitment', 'NO_VEHICLE');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data).toMatchObject({ '@type': 'Product', brand: { '@type': 'Brand' }, offers: { '@type': 'Offer', priceCurrency: 'BRL' } });
    expect(data.sku).toMatch(/^[A-Z0-9-]+$/);
    // What a crawler sees: the page loaded on its own.
    const path = new URL(page.url()).pathname;
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="es-MX"]')).toHaveAttribute('href', new RegExp(path.replace('/pt-BR/', '/es-MX/') + '$'));
    await expect(page.getByRole('navigation', { name: 'Navegação estrutural' }).getByRole('link', { name: 'Jogo de pastilhas de freio' })).toBeVisible();
  });
});

test.describe('brands, deals and the maps of the store', () => {
  test('brand index to a brand shelf, and the deals landing to a deals shelf', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/brands');
    await page.getByRole('main').getByRole('link', { name: /^Maxgrip/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maxgrip');
    expect(new Set(await page.getByTestId('product-card').locator('p').first().allTextContents())).toEqual(new Set(['Maxgrip']));
    await page.goto('/es-MX/lp/deals');
    await page.getByRole('link', { name: /Liquidación/ }).click();
    await expect(page).toHaveURL(/\/es-MX\/deals\/clearance$/);
    await expect(page.getByTestId('product-card').first()).toContainText(/antes \$/);
  });

  test('robots.txt points at the sitemap index, which lists product sitemaps with hreflang alternates', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
    expect(robots).toContain('Disallow: /checkout');
    const index = await (await request.get('/sitemap.xml')).text();
    const products = /<loc>[^<]*(\/sitemaps\/products-1\.xml)<\/loc>/.exec(index)![1]!;
    const sitemap = await request.get(products);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    expect(await sitemap.text()).toMatch(/<xhtml:link rel="alternate" hreflang="pt-BR" href="[^"]*\/pt-BR\/products\//);
  });
});

