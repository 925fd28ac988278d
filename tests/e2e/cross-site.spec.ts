import { expect, fromSite, test } from './fixtures';

const EVIL = 'https://evil.example';

type Envelope = { errorCode: string; errorMessageKey: string; errorDetails: { errorCode: string }[] };

async function expectRefused(response: { status(): number; json(): Promise<unknown> }) {
  expect(response.status()).toBe(403);
  const body = (await response.json()) as Envelope;
  expect(body.errorCode).toBe('CROSS_SITE_REQUEST');
  expect(body.errorMessageKey).toBe('label_error_somethingNotworking');
  expect(body.errorDetails[0]!.errorCode).toBe('CROSS_SITE_REQUEST');
}

/** The hidden fields React renders in a server-action form for a browser without JavaScript ($ACTION_REF_1, $ACTION_1:0 with the action's id, ...). */
function actionFields(html: string): Record<string, string> {
  const unescape = (value: string) => value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
  return Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?\/>/g)].map((m) => [m[1]!, unescape(m[2] ?? '')]));
}

test('a server action posted from another site answers 403 in the error envelope, before Next’s own check', async ({ request }) => {
  // The order-tracking form's real action, as its page renders it.
  const fields = actionFields(await (await request.get('/trackOrder')).text());
  const actionId = (JSON.parse(fields['$ACTION_1:0'] ?? '{}') as { id?: string }).id;
  expect(actionId).toMatch(/^[0-9a-f]+$/);
  const form = { ...fields, locale: 'en-US', orderNumber: '12345678', emailOrZip: '78701' };

  // As the React client posts it (Next-Action header), and as a plain form posts it without JavaScript.
  await expectRefused(await request.post('/trackOrder', { headers: { origin: EVIL, 'next-action': actionId!, cookie: 'cookieConsent=x' }, multipart: form }));
  await expectRefused(await request.post('/es-MX/trackOrder', { headers: { origin: EVIL }, multipart: form }));
  // The operators' pages too.
  await expectRefused(await request.post('/ops/signin', { headers: { origin: EVIL, 'next-action': actionId! }, form: { token: 'x' } }));

  // The same form from the site itself (this client sends the site's Origin) is run: the page answers it.
  const own = await request.post('/trackOrder', { multipart: form });
  expect(own.status()).toBe(200);
  expect(await own.text()).toMatch(/couldn(&#x27;|')t find an order/);
});

test('a form posted to a page with a body that cannot be read answers 400 in the error envelope, never a 500', async ({ request, baseURL }) => {
  for (const path of ['/trackOrder', '/es-MX/cart', '/']) {
    for (const [contentType, body] of [['multipart/form-data; boundary=zzz', 'garbage'], ['multipart/form-data', 'garbage'], ['multipart/form-data; boundary=zzz', '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\ntruncated']]) {
      const response = await request.post(path, { headers: { ...fromSite(baseURL), 'content-type': contentType! }, data: body });
      expect(response.status(), `${path} ${contentType}`).toBe(400);
      expect(((await response.json()) as Envelope).errorCode).toBe('VALIDATION_FAILED');
    }
  }
});

test('a server action this build does not have answers 4xx in the error envelope, with the header Next’s router reloads the page on', async ({ request, baseURL }) => {
  for (const path of ['/', '/es-MX/cart', '/ops/signin']) {
    for (const [actionId, status, errorCode] of [
      ['60ab49e5bdb3992a3fd4d4f9f068b44c50ff5bccff', 409, 'ACTION_UNAVAILABLE'],
      ['deadbeef', 400, 'VALIDATION_FAILED'],
      ['toString', 400, 'VALIDATION_FAILED'],
    ] as const) {
      const response = await request.post(path, { headers: { ...fromSite(baseURL), 'next-action': actionId, 'content-type': 'text/plain;charset=UTF-8' }, data: '[]' });
      expect(response.status(), `${path} ${actionId}`).toBe(status);
      expect(response.headers()['x-nextjs-action-not-found']).toBe('1');
      expect(((await response.json()) as Envelope).errorCode).toBe(errorCode);
    }
  }
});

test('the shopper’s cookies do not let another site change the cart, while the storefront’s own forms and buttons still work', async ({ page, quietConsent, baseURL }) => {
  void quietConsent;
  await page.goto('/parts/brakes');
  await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // Another site's page posting with the shopper's cookies (page.request sends the browser's cookies).
  await expectRefused(await page.request.delete('/ecomm/b2c/v1/order/promoCode?locale=en-US', { headers: { origin: EVIL } }));
  await expectRefused(await page.request.post('/ecomm/b2c/v1/order/item?locale=en-US', { headers: { origin: EVIL }, data: { skuId: 'x', quantity: 1 } }));
  // A cookie-carrying write that names no origin at all is refused too.
  await expectRefused(await page.request.post('/ecomm/b2c/v1/store/preferredStore?locale=en-US', { data: { storeNumber: '6997' } }));
  // From the site itself the same API answers.
  expect((await page.request.get('/ecomm/b2c/v1/shoppingCart/mini-cart?locale=en-US', { headers: fromSite(baseURL) })).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // The storefront's own server-action form, in the browser.
  await page.goto('/trackOrder');
  await page.getByLabel('Order number').fill('12345678');
  await page.getByLabel('Email or ZIP code').fill('someone@example.com');
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByTestId('track-error')).toContainText("couldn't find an order");
});
