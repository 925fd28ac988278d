import { and, eq, sql } from 'drizzle-orm';
import { NextRequest, type NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '@/lib/constants';
import { products, productPrices } from '@/server/catalog/schema';
import { distributionCentreStock } from '@/server/inventory/schema';
import { db } from '@/server/db/client';
import { DELETE as removeItem, POST as addItem, PUT as changeItem } from '@/app/ecomm/b2c/v1/order/item/route';
import { DELETE as removePromo, POST as applyPromo } from '@/app/ecomm/b2c/v1/order/promoCode/route';
import { POST as verify } from '@/app/ecomm/b2c/v1/order/verifyForCheckout/route';
import { GET as miniCart } from '@/app/ecomm/b2c/v1/shoppingCart/mini-cart/route';
import { GET as details } from '@/app/ecomm/b2c/v4/order/details/route';
import type { MiniCartMap } from '@/server/customers/current-user';
import type { CartView } from './service';

type Handler = (request: NextRequest) => Promise<Response>;
/** The answers of the cart calls: a cart, a mini cart, or an error envelope. */
type Answer = CartView & MiniCartMap & { miniCartMap: MiniCartMap; problems: unknown[]; verified: boolean; errorCode: string; errorMessageKey: string; cartId: string | null };

/** A shopper with a cookie jar, calling the cart routes as a browser would. */
function shopper(locale = 'en-US', extraCookies: Record<string, string> = {}) {
  const jar: Record<string, string> = { ...extraCookies };
  const call = async (handler: Handler, method: string, path: string, body?: unknown) => {
    const url = `http://localhost${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;
    const cookie = Object.entries(jar)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const response = (await handler(new NextRequest(url, { method, body: body === undefined ? undefined : JSON.stringify(body), headers: { cookie, 'content-type': 'application/json' } }))) as NextResponse;
    for (const c of response.cookies.getAll()) jar[c.name] = c.value;
    return { status: response.status, body: (await response.json()) as Answer };
  };
  return { jar, call };
}

async function stockedSku(currency: 'USD' | 'MXN' | 'BRL' = 'USD', minimum = 5): Promise<{ sku: string; units: number }> {
  const [row] = await db()
    .select({ sku: products.sku, units: sql<number>`sum(${distributionCentreStock.quantity})::int` })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
    .innerJoin(distributionCentreStock, eq(distributionCentreStock.productId, products.id))
    .where(sql`${distributionCentreStock.dc} in ('DC-ATL','DC-DFW','DC-RNO')`)
    .groupBy(products.sku)
    .having(sql`sum(${distributionCentreStock.quantity}) >= ${minimum}`)
    .orderBy(products.sku)
    .limit(1);
  return row!;
}

describe('the cart API', () => {
  it('adds to a guest cart kept by an HttpOnly cookie, adds up a second add, and shows the mini cart', async () => {
    const { jar, call } = shopper();
    const { sku } = await stockedSku();
    const first = await call(addItem, 'POST', '/ecomm/b2c/v1/order/item', { skuId: sku, quantity: 1 });
    expect(first.status).toBe(200);
    expect(jar.cartId).toMatch(/^[0-9a-f-]{36}$/);
    const second = await call(addItem, 'POST', '/ecomm/b2c/v1/order/item', { skuId: sku, quantity: 2 });
    expect(second.body.lines).toHaveLength(1);
    expect(second.body.lines[0]!.quantity).toBe(3);
    const mini = await call(miniCart, 'GET', '/ecomm/b2c/v1/shoppingCart/mini-cart');
    expect(mini.body).toMatchObject({ itemCount: 3, currency: 'USD', orderSubTotal: second.body.subtotal });
    expect(mini.body.orderDetails[0]).toMatchObject({ skuId: sku, quantity: 3 });
  });

  it('changes quantities, saves for later and back, and removes', async () => {
    const { call } = shopper();
    const { sku } = await stockedSku();
    const added = await call(addItem, 'POST', '/ecomm/b2c/v1/order/item', { skuId: sku, quantity: 1 });
    const lineId = added.body.lines[0]!.lineId;
    expect((await call(changeItem, 'PUT', '/ecomm/b2c/v1/order/item', { lineId, quantity: 2 })).body.itemCount).toBe(2);
    const saved = await call(changeItem, 'PUT', '/ecomm/b2c/v1/order/item', { lineId, savedForLater: true });
    expect(saved.body.lines).toHaveLength(0);
    expect(saved.body.savedForLater[0]!.quantity).toBe(2);
    expect(saved.body.itemCount).toBe(0);
    const back = await call(changeItem, 'PUT', '/ecomm/b2c/v1/order/item', { lineId, savedForLater: false });
    expect(back.body.itemCount).toBe(2);
    const removed = await call(removeItem, 'DELETE', `/ecomm/b2c/v1/order/item?lineId=${lineId}`);
    expect(removed.body.lines).toHaveLength(0);
    expect((await call(removeItem, 'DELETE', `/ecomm/b2c/v1/order/item?lineId=${lineId}`)).status).toBe(404);
  });

  it('refuses more than is in stock, unknown SKUs, products of another market and bad input', async () => {
    const { call } = shopper();
    const { sku } = await stockedSku('USD', MAX_LINE_QUANTITY + 1);
    const [few] = await db()
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, 'USD')))
      .where(eq(products.active, true))
      .limit(1);
    await db().delete(distributionCentreStock).where(eq(distributionCentreStock.productId, few!.id));
    await db().insert(distributionCentreStock).values({ productId: few!.id, dc: 'DC-ATL', quantity: 3 });
    const tooMany = await call(addItem, 'POST', '/ecomm/b2c/v1/order/item', { skuId: few!.sku, quantity: 4 });
    expect(tooMany).toMatchObject({ status: 409, body: { errorCode: 'QUANTITY_NOT_AVAILABLE', errorMessageKey: 'cart.errors.onlyAvailable', errorMessageValues: { count: 3 } } });
    // One quantity limit: more than it at once is bad input; adding up past it is refused with the limit.
    expect((await call(addItem, 'POST', '/ecomm/b2c/v1/order/item', { skuId: sku, quantity: MAX_LINE_QUANTITY + 1 })).status).toBe(400);
    expect((await call(addItem, 'POST', '/ecomm/b2c/v1/order/item', { skuId: sku, quantity: MAX_LINE_QUANTITY })).status).toBe(200);
    const overLimit = await call(addItem, 'POST', '/ecomm/b2c/v1/order/item', { skuId: sku, quantity: 1 });
    expect(overLimit).toMatchObject({ status: 409, body: { errorCode: 'LINE_LIMIT', errorMessageValues: { count: MAX_LINE_QUANTITY } } });
    expect((await call(addItem, 'POST', '/ecomm/b2c/v1/order/item', { skuId: 'NOPE-0', quantity: 1 })).body).toMatchObject({ errorCode: 'PRODUCT_NOT_SOLD' });
    expect((await call(addItem, 'POST', '/ecomm/b2c/v1/order/item', { skuId: sku, quantity: 0 })).status).toBe(400);
  });

  it("keeps a market's cart to its currency: a Mexican shopper does not see the US cart", async () => {
    const us = shopper();
    const { sku } = await stockedSku();
    await us.call(addItem, 'POST', '/ecomm/b2c/v1/order/item', { skuId: sku, quantity: 1 });
    const mx = shopper('es-MX', { cartId: us.jar.cartId! });
    const view = await mx.call(details, 'GET', '/ecomm/b2c/v4/order/details');
    expect(view.body).toMatchObject({ cartId: null, currency: 'MXN', itemCount: 0 });
  });

  it('applies promo codes with their reasons, and removes them', async () => {
    const { call } = shopper();
    const { sku } = await stockedSku();
    await call(addItem, 'POST', '/ecomm/b2c/v1/order/item', { skuId: sku, quantity: 1 });
    const unknown = await call(applyPromo, 'POST', '/ecomm/b2c/v1/order/promoCode', { promoCode: 'NOTACODE' });
    expect(unknown).toMatchObject({ status: 422, body: { errorCode: 'PROMO_NOT_FOUND', errorMessageKey: 'cart.promo.notFound' } });
    expect((await call(applyPromo, 'POST', '/ecomm/b2c/v1/order/promoCode', { promoCode: 'summer25' })).body.errorCode).toBe('PROMO_EXPIRED');
    expect((await call(applyPromo, 'POST', '/ecomm/b2c/v1/order/promoCode', { promoCode: 'AHORRA10' })).body.errorCode).toBe('PROMO_OTHER_MARKET');
    const applied = await call(applyPromo, 'POST', '/ecomm/b2c/v1/order/promoCode', { promoCode: ' freeship ' });
    expect(applied.body.promotion).toMatchObject({ code: 'FREESHIP', status: 'applied', discount: 0 });
    const removed = await call(removePromo, 'DELETE', '/ecomm/b2c/v1/order/promoCode');
    expect(removed.body.promotion).toBeNull();
  });

  it('verify-for-checkout flags a changed price and takes it as seen', async () => {
    const { jar, call } = shopper();
    const { sku } = await stockedSku();
    const added = await call(addItem, 'POST', '/ecomm/b2c/v1/order/item', { skuId: sku, quantity: 1 });
    const lineId = added.body.lines[0]!.lineId;
    await db().execute(sql`UPDATE cart_lines SET seen_price = seen_price + 100 WHERE id = ${lineId} AND cart_id = ${jar.cartId}`);
    const first = await call(verify, 'POST', '/ecomm/b2c/v1/order/verifyForCheckout');
    expect(first.body.problems).toEqual([{ lineId, problem: 'PRICE_CHANGED', previousPrice: added.body.lines[0]!.unitPrice + 100 }]);
    expect(first.body.verified).toBe(false);
    const again = await call(verify, 'POST', '/ecomm/b2c/v1/order/verifyForCheckout');
    expect(again.body).toMatchObject({ problems: [], verified: true });
  });

  it('mirrors the cart into the analytics cookies only with consent', async () => {
    const { sku } = await stockedSku();
    const without = shopper();
    await without.call(addItem, 'POST', '/ecomm/b2c/v1/order/item', { skuId: sku, quantity: 1 });
    expect(without.jar.cartProductSkus).toBe('');
    const consenting = shopper('en-US', { cookieConsent: 'v1.f1a1m0.1790000000' });
    await consenting.call(addItem, 'POST', '/ecomm/b2c/v1/order/item', { skuId: sku, quantity: 1 });
    expect(consenting.jar.cartProductSkus).toBe(sku);
    expect(consenting.jar.cartUnitPrice).toMatch(/^\d+\.\d{2}$/);
  });
});
