import { expect, test } from './fixtures';

test.describe('store pages', () => {
  test('from a state to a store: address, hours, services, nearby stores and its JSON-LD', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/store/tx');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Auto parts stores in Texas');
    await page.locator('#city-austin').getByRole('link', { name: /^Store #\d+$/ }).first().click();
    await expect(page).toHaveURL(/\/store\/tx\/austin\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Redline store #\d+, Austin, TX$/);
    await expect(page.getByTestId('store-address')).toContainText(/Austin, TX 787\d\d/);
    await expect(page.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(page.getByTestId('store-status')).toHaveText(/^(Open until|Closed)/);

    const hours = page.getByRole('table', { name: 'Store hours' });
    await expect(hours.getByRole('row')).toHaveCount(8);
    await expect(hours.locator('tr[aria-current="date"]')).toContainText('Today');
    await expect(hours.getByRole('rowheader', { name: /^Sunday/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Free services' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Store pickup' })).toBeVisible();
    const nearby = page.getByRole('region', { name: 'Nearby stores' });
    await expect(nearby.getByRole('link', { name: /^Store #\d+$/ })).toHaveCount(6);
    await expect(nearby.getByText(/^\d+(\.\d)? mi$/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?[\d.]+,-?[\d.]+$/);

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'AutoPartsStore',
      address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' },
      geo: { '@type': 'GeoCoordinates' },
      telephone: expect.stringMatching(/^\+1\d{10}$/) as unknown,
      url: page.url(),
    });
    expect((jsonLd.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${new URL(page.url()).pathname}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="es-MX"]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Set as my store' }).click();
    await expect(page.getByText('This is your store')).toBeVisible();
  });

  test('a wrong city in the URL redirects to the store page', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/store/tx');
    const href = (await page.locator('#city-austin').getByRole('link', { name: /^Store #\d+$/ }).first().getAttribute('href'))!;
    await page.goto(href.replace('/austin/', '/somewhere-else/'));
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('es-MX: a Guadalajara store shows its colonia and distances in kilometres', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/es-MX/store/jal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tiendas de autopartes en Jalisco');
    await page.getByRole('link', { name: /^Tienda #\d+$/ }).first().click();
    await expect(page).toHaveURL(/\/es-MX\/store\/jal\/[a-z-]+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Tienda Redline #\d+, .+, JAL$/);
    const lines = (await page.getByTestId('store-address').innerText()).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Col\. /);
    await expect(page.getByRole('table', { name: 'Horario de la tienda' }).getByRole('rowheader', { name: /^Domingo/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Elegir como mi tienda' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tiendas cercanas' }).getByText(/^\d+(\.\d)? km$/).first()).toBeVisible();
  });

  test('unknown stores and states, and stores of another market, are not found', async ({ page, quietConsent }) => {
    void quietConsent;
    expect((await page.goto('/store/tx/austin/99999'))?.status()).toBe(404);
    expect((await page.goto('/store/zz'))?.status()).toBe(404);
    expect((await page.goto('/store/jal'))?.status()).toBe(404);
    await page.goto('/es-MX/store/jal');
    const mexican = (await page.getByRole('link', { name: /^Tienda #\d+$/ }).first().getAttribute('href'))!;
    expect((await page.goto(mexican.replace('/es-MX', '')))?.status()).toBe(404);
  });

  test('the stores sitemap lists Mexican stores under es-MX and US stores at the root', async ({ request }) => {
    const xml = await (await request.get('/sitemaps/stores.xml')).text();
    expect(xml).toMatch(/<loc>[^<]+\/es-MX\/store\/jal\/[a-z-]+\/\d+<\/loc>/);
    expect(xml).not.toMatch(/<loc>https?:\/\/[^/]+\/store\/jal\//);
    expect(xml).toMatch(/<loc>https?:\/\/[^/]+\/store\/tx\/austin\/\d+<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/pt-BR\/store\/sp<\/loc>/);
    expect(await (await request.get('/sitemap.xml')).text()).toContain('/sitemaps/stores.xml');
  });
});
