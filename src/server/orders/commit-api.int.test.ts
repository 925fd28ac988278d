import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST as shipmentOptions } from '@/app/ecomm/b2c/v1/order/shipmentOptions/route';
import { POST as commit } from '@/app/ecomm/b2c/v3/order/commit/route';
import { addItem, cartFor } from '@/server/cart/service';
import { productPrices, products } from '@/server/catalog/schema';
import { distributionCentreStock } from '@/server/inventory/schema';
import { db } from '@/server/db/client';
import { createCardToken } from '@/server/payments/tokens';
import { orders } from './schema';

const ADDRESS = { firstName: 'Ana', lastName: 'Díaz', address1: '100 Congress Ave', address2: '', city: 'Austin', state: 'TX', zipCode: '78701-1234', phoneNumber: '(512) 555-0100' };

async function guestCart(): Promise<string> {
  const [product] = await db()
    .select({ sku: products.sku, id: products.id })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, 'USD')))
    .where(eq(products.hazardous, false))
    .orderBy(products.id)
    .offset(300)
    .limit(1);
  await db().insert(distributionCentreStock).values({ productId: product!.id, dc: 'DC-DFW', quantity: 50 }).onConflictDoUpdate({ target: [distributionCentreStock.productId, distributionCentreStock.dc], set: { quantity: 50 } });
  const cart = await cartFor(db(), undefined, 'en-US');
  await addItem(db(), cart, { skuId: product!.sku, quantity: 1 }, 'en-US', null);
  return cart.id;
}

function call(handler: (r: NextRequest) => Promise<Response>, path: string, cartId: string, body: unknown, headers: Record<string, string> = {}, locale = 'en-US') {
  return handler(new NextRequest(`http://localhost${path}?locale=${locale}`, { method: 'POST', body: JSON.stringify(body), headers: { cookie: `cartId=${cartId}`, 'content-type': 'application/json', ...headers } }));
}

describe('checkout calls', () => {
  it('quotes shipping methods with prices and dates, and the tax of the destination state', async () => {
    const cartId = await guestCart();
    const response = await call(shipmentOptions, '/ecomm/b2c/v1/order/shipmentOptions', cartId, { state: 'TX', shippingMethod: 'regular' });
    expect(response.status).toBe(200);
    const quote = (await response.json()) as { options: { method: string; available: boolean; delivery: unknown }[]; tax: number; total: number; subtotal: number; shippingTotal: number };
    expect(quote.options.map((o) => o.method)).toEqual(expect.arrayContaining(['regular', 'nextDay']));
    expect(quote.tax).toBeGreaterThan(0);
    expect(quote.total).toBe(quote.subtotal + quote.shippingTotal + quote.tax);
    const oregon = (await (await call(shipmentOptions, '/ecomm/b2c/v1/order/shipmentOptions', cartId, { state: 'OR', shippingMethod: 'regular' })).json()) as { tax: number };
    expect(oregon.tax).toBe(0);
    const nowhere = await call(shipmentOptions, '/ecomm/b2c/v1/order/shipmentOptions', cartId, { state: 'ZZ', shippingMethod: 'regular' });
    expect(nowhere.status).toBe(422);
    expect(await nowhere.json()).toMatchObject({ errorCode: 'STATE_NOT_SERVED' });
    expect((await call(shipmentOptions, '/ecomm/b2c/v1/order/shipmentOptions', 'not-a-uuid', { state: 'TX' })).status).toBe(409);
  });

  it('places the order once per Idempotency-Key and cuts the ZIP to five digits', async () => {
    const cartId = await guestCart();
    const token = await createCardToken(db(), { number: '4242424242424242', expiry: '12/30', cvc: '123' });
    const body = { email: 'Ana@Example.com', phoneNumber: '(512) 555-0100', billingAddress: ADDRESS, shippingAddress: ADDRESS, shippingMethod: 'regular', cardToken: token.token };
    expect((await call(commit, '/ecomm/b2c/v3/order/commit', cartId, body)).status).toBe(400);
    const headers = { 'idempotency-key': `commit-${crypto.randomUUID()}` };
    const first = await call(commit, '/ecomm/b2c/v3/order/commit', cartId, body, headers);
    expect(first.status).toBe(201);
    const placed = (await first.json()) as { orderNumber: string };
    const again = (await (await call(commit, '/ecomm/b2c/v3/order/commit', cartId, body, headers)).json()) as { orderNumber: string };
    expect(again.orderNumber).toBe(placed.orderNumber);
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    expect(order).toMatchObject({ email: 'ana@example.com', phoneNumber: '5125550100' });
    expect(order!.shippingAddress).toMatchObject({ postalCode: '78701', state: 'TX', country: 'US' });
  });

  it('answers a declined card 402, and the same key again with the same status and envelope', async () => {
    const cartId = await guestCart();
    const token = await createCardToken(db(), { number: '4000000000000002', expiry: '12/30', cvc: '123' });
    const body = { email: 'ana@example.com', phoneNumber: '5125550100', billingAddress: ADDRESS, shippingAddress: ADDRESS, shippingMethod: 'regular', cardToken: token.token };
    const headers = { 'idempotency-key': `commit-${crypto.randomUUID()}` };
    const first = await call(commit, '/ecomm/b2c/v3/order/commit', cartId, body, headers);
    expect(first.status).toBe(402);
    const refusal = (await first.json()) as Record<string, unknown>;
    expect(refusal).toMatchObject({ errorCode: 'PAYMENT_DECLINED', errorMessageKey: 'checkout.errors.declined.card_declined', errorDetails: [{ errorCode: 'PAYMENT_DECLINED' }] });
    const again = await call(commit, '/ecomm/b2c/v3/order/commit', cartId, body, headers);
    expect(again.status).toBe(402);
    expect(await again.json()).toEqual(refusal);
  });

  it("refuses a bad address with the field's message key and orders nothing", async () => {
    const cartId = await guestCart();
    const token = await createCardToken(db(), { number: '4242424242424242', expiry: '12/30', cvc: '123' });
    const response = await call(
      commit,
      '/ecomm/b2c/v3/order/commit',
      cartId,
      { email: 'ana@example.com', phoneNumber: '5125550100', billingAddress: { ...ADDRESS, firstName: '  ' }, shippingAddress: ADDRESS, cardToken: token.token },
      { 'idempotency-key': `commit-${crypto.randomUUID()}` },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', errorMessageKey: 'validation.firstName.missing' });
    expect(await db().select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(0);
  });

  it('refuses a malformed address with every bad field named, in the language of the request, and orders nothing', async () => {
    const cartId = await guestCart();
    const token = await createCardToken(db(), { number: '4242424242424242', expiry: '12/30', cvc: '123' });
    const body = { email: 'ana@example.com', phoneNumber: '5125550100', cardToken: token.token };
    const send = (extra: Record<string, unknown>, locale?: string) => call(commit, '/ecomm/b2c/v3/order/commit', cartId, { ...body, ...extra }, { 'idempotency-key': `commit-${crypto.randomUUID()}` }, locale);

    const notAnObject = await send({ billingAddress: '100 Congress Ave, Austin TX', shippingAddress: ADDRESS });
    expect(notAnObject.status).toBe(400);
    expect(await notAnObject.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'billingAddress', errorMessageKey: 'validation.form.incomplete', errorMessageDefault: 'Please fill in the required fields.' });

    const broken = await send({ billingAddress: ADDRESS, shippingAddress: { ...ADDRESS, city: 42, state: 'XX', zipCode: 'abc' } });
    expect(broken.status).toBe(400);
    const details = ((await broken.json()) as { errorDetails: { field: string; errorMessageKey: string; errorMessageDefault: string }[] }).errorDetails;
    expect(details.map(({ field, errorMessageKey }) => ({ field, errorMessageKey }))).toEqual([
      { field: 'shippingAddress.city', errorMessageKey: 'validation.error_Validation_YouAreMissingACityName' },
      { field: 'shippingAddress.state', errorMessageKey: 'validation.state.invalid' },
      { field: 'shippingAddress.zipCode', errorMessageKey: 'validation.zipCode.invalid' },
    ]);
    expect(details[1]!.errorMessageDefault).toBe('Please select a valid state.');

    // A Brazilian request is checked by Brazil's rules and answered in Portuguese: Texas is no Brazilian state, 78701 no CEP.
    const brazil = await send({ billingAddress: ADDRESS, shippingAddress: null }, 'pt-BR');
    expect(brazil.status).toBe(400);
    const inPortuguese = (await brazil.json()) as { errorDetails: { field: string; errorMessageDefault: string }[] };
    expect(inPortuguese.errorDetails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'billingAddress.state', errorMessageDefault: 'Selecione um estado válido.' }),
        expect.objectContaining({ field: 'billingAddress.zipCode', errorMessageDefault: 'Informe um CEP válido de 8 dígitos, por exemplo 01310-100.' }),
      ]),
    );
    expect(await db().select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(0);
  });
});
