import { and, eq, sql } from 'drizzle-orm';
import { addItem, cartFor } from '@/server/cart/service';
import { productPrices, products } from '@/server/catalog/schema';
import { distributionCentreStock, storeStock } from '@/server/inventory/schema';
import { db } from '@/server/db/client';
import type { PlaceOrderInput } from '@/server/orders/place-order';
import { SUBMISSION_LOCK_CLASS } from '@/server/orders/submission-lease';
import { SandboxPaymentGateway, type AuthorizeRequest, type PaymentGateway } from '@/server/payments/gateway';
import { createCardToken } from '@/server/payments/tokens';
import { systemActor } from '@/server/staff/actor';
import { stores } from '@/server/stores/schema';
import { placeOrder } from '@/server/orders/place-order';

/** Shared by the order tests: products with known stock, carts, and checkout submissions. */
export const gateway = new SandboxPaymentGateway(db);
/** Staff moving orders along in tests: the system, an administrator (the permissions tests use each role). */
export const operator = systemActor('test');
let keys = 0;
export const key = () => `order-test-${process.pid}-${++keys}`;
const ADDRESS = { firstName: 'Ana', lastName: 'Díaz', address1: '100 Congress Ave', address2: '', city: 'Austin', state: 'TX', postalCode: '78701', phoneNumber: '5125550100', country: 'US' };

/** A priced, non-hazardous product, its stock set to `units` in one US distribution centre and none elsewhere. */
export async function productWithStock(units: number): Promise<{ id: number; sku: string }> {
  const [row] = await db()
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, 'USD')))
    .where(and(eq(products.hazardous, false), sql`${products.id} % 97 = ${keys % 97}`))
    .limit(1);
  await db().delete(distributionCentreStock).where(eq(distributionCentreStock.productId, row!.id));
  await db().insert(distributionCentreStock).values({ productId: row!.id, dc: 'DC-ATL', quantity: units });
  return row!;
}

export async function cartWith(sku: string, quantity: number): Promise<string> {
  const cart = await cartFor(db(), undefined, 'en-US');
  await addItem(db(), cart, { skuId: sku, quantity }, 'en-US', null);
  return cart.id;
}

/** A Texas store that offers pickup: where the pickup tests' orders go. */
export async function pickupStore(): Promise<string> {
  const [store] = await db().select({ storeNumber: stores.storeNumber }).from(stores).where(and(eq(stores.country, 'US'), eq(stores.bopusEnabled, true), eq(stores.state, 'TX'))).orderBy(stores.storeNumber).limit(1);
  return store!.storeNumber;
}

/** An order of one part picked up at `storeNumber` (its stock put there), placed with these details. */
export async function pickupOrder(storeNumber: string, overrides: Partial<PlaceOrderInput> = {}) {
  const product = await productWithStock(0);
  await db().insert(storeStock).values({ productId: product.id, storeNumber, quantity: 5 }).onConflictDoUpdate({ target: [storeStock.productId, storeStock.storeNumber], set: { quantity: 5 } });
  const cart = await cartFor(db(), undefined, 'en-US');
  const line = await addItem(db(), cart, { skuId: product.sku, quantity: 1 }, 'en-US', storeNumber);
  return placeOrder(await input(cart.id, undefined, { storeNumber, pickupLineIds: [line], shippingAddress: null, ...overrides }), gateway);
}

export async function input(cartId: string, card = '4242 4242 4242 4242', overrides: Partial<PlaceOrderInput> = {}): Promise<PlaceOrderInput> {
  const token = await createCardToken(db(), { number: card, expiry: '12/30', cvc: '123', name: 'Ana Díaz' });
  return {
    idempotencyKey: key(),
    cartId,
    locale: 'en-US',
    storeNumber: null,
    email: 'ana@example.com',
    phoneNumber: '5125550100',
    billingAddress: ADDRESS,
    shippingAddress: ADDRESS,
    pickupLineIds: [],
    shippingMethod: 'regular',
    cardToken: token.token,
    giftCards: [],
    origin: 'http://localhost:3000',
    receivePromoAndSpecialEvents: true,
    receiveTextMessage: false,
    ...overrides,
  };
}


/**
 * A crash right after the card is authorised: the gateway authorises, then the checkout's
 * database session is ended (pg_terminate_backend, waiting until it is gone), as a killed
 * process's connections end. Whatever the checkout tries next dies with its session; it can write
 * nothing more. Place the order with `placeOrder(submission, crashAfterAuthorisation)` and expect it to fail.
 */
export const crashAfterAuthorisation: PaymentGateway = Object.assign(Object.create(gateway) as PaymentGateway, {
  async authorize(request: AuthorizeRequest) {
    const result = await gateway.authorize(request);
    await db().execute(sql`
      SELECT pg_terminate_backend(pid, 10000) FROM pg_locks
      WHERE locktype = 'advisory' AND classid = ${SUBMISSION_LOCK_CLASS} AND objid = hashtext(${request.idempotencyKey})::oid AND objsubid = 2`);
    return result;
  },
});
