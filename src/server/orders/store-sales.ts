import { eq } from 'drizzle-orm';
import { marketForCurrency, type CurrencyCode } from '@/lib/markets';
import { money } from '@/lib/money';
import { pricedProductsBySku, skusPricedBetween } from '@/server/catalog/product-ids';
import { taxForOrder } from '@/server/checkout/tax';
import type { Executor } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { creditPurchase, memberForStorePurchase } from '@/server/rewards/earning';
import type { CreditOutcome } from '@/server/rewards/ledger';
import { firstStoreOf } from '@/server/stores/directory';
import { storeByNumber } from '@/server/stores/preferred';
import { newOrderNumber } from './order-number';
import { orderLines, orders, shipmentEvents, shipments } from './schema';

const refuse = (errorCode: string, text: string) => new DomainError('invalid', { errorCode, errorMessageKey: 'rewards.errors.generic', errorMessageDefault: text });

export interface StorePurchase {
  rewardsId: string;
  storeNumber: string;
  lines: { sku: string; quantity: number }[];
  /** When it was rung up (defaults to now). */
  at?: Date;
  /** The till's transaction number: reporting the same one again (a retry) answers the purchase already recorded. */
  transactionId?: string;
}

/**
 * A purchase at a store's counter, as the store's till reports it (docs/operations/rewards.md):
 * an INSTOREORDER at the store's prices and tax, picked up there, in the member's order history
 * when the rewards account is linked, and credited like an online purchase.
 */
export async function recordStorePurchase(tx: Executor, input: StorePurchase, now = new Date()): Promise<{ orderNumber: string; total: number; credit: CreditOutcome }> {
  const at = input.at ?? now;
  const storeTransaction = input.transactionId ? `${input.storeNumber}:${input.transactionId}` : null;
  if (storeTransaction) {
    const [recorded] = await tx.select().from(orders).where(eq(orders.storeTransaction, storeTransaction));
    if (recorded) return { orderNumber: recorded.orderNumber, total: recorded.total, credit: { credited: false, reason: 'alreadyCredited' } };
  }
  const account = await memberForStorePurchase(tx, input.rewardsId);
  const market = marketForCurrency(account.currency);
  const store = await storeByNumber(tx, input.storeNumber);
  if (!store || store.country !== market.country) throw refuse('STORE_NOT_FOUND', `No ${market.country} store ${input.storeNumber}`);
  if (!input.lines.length) throw refuse('NOTHING_BOUGHT', 'A purchase needs at least one line');
  const priced = await pricedProductsBySku(
    tx,
    input.lines.map((l) => l.sku),
    market.currency,
    market.locale,
  );
  const bought = input.lines.map((line) => {
    const product = priced.get(line.sku);
    if (!product || !Number.isInteger(line.quantity) || line.quantity < 1) throw refuse('LINE_INVALID', `SKU ${line.sku}: unknown, or quantity not a positive whole number`);
    return { product, quantity: line.quantity };
  });
  const subtotal = bought.reduce((n, b) => n + b.product.unitPrice * b.quantity, 0);
  const coreTotal = bought.reduce((n, b) => n + b.product.coreCharge * b.quantity, 0);
  const tax = taxForOrder({
    market: market.locale,
    shipments: [
      {
        stateOrRegion: store.state,
        lines: bought.map((b) => ({ unitPrice: money(b.product.unitPrice, market.currency), quantity: b.quantity, coreCharge: money(b.product.coreCharge, market.currency) })),
        shipping: money(0, market.currency),
      },
    ],
  });
  const address = { firstName: account.firstName, lastName: account.lastName, address1: store.address1, address2: '', city: store.city, state: store.state, postalCode: store.postalCode, phoneNumber: account.phoneNumber ?? '', country: store.country };
  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(),
      orderType: 'INSTOREORDER',
      profileId: account.userId,
      locale: market.locale,
      currency: market.currency,
      email: account.email ?? '',
      phoneNumber: account.phoneNumber ?? '',
      billingAddress: address,
      subtotal,
      discount: 0,
      coreTotal,
      shippingTotal: 0,
      tax: tax.tax.amount,
      taxIncluded: tax.included.amount,
      total: subtotal + coreTotal + tax.tax.amount,
      receivePromoAndSpecialEvents: false,
      receiveTextMessage: false,
      status: 'PICKED UP',
      placedAt: at,
      storeTransaction,
      pickupStore: store.storeNumber,
    })
    .returning();
  const [shipment] = await tx.insert(shipments).values({ orderId: order!.id, shipmentType: 'inStore', storeNumber: store.storeNumber, status: 'PICKED UP', shippingPrice: 0, updatedAt: at }).returning();
  await tx.insert(shipmentEvents).values({ shipmentId: shipment!.id, event: 'pickedUp', fromStatus: 'SUBMITTED', toStatus: 'PICKED UP', detail: { actor: 'store' }, at });
  await tx.insert(orderLines).values(
    bought.map(({ product, quantity }) => ({
      orderId: order!.id,
      shipmentId: shipment!.id,
      productId: product.id,
      sku: product.sku,
      partNumber: product.partNumber,
      brand: product.brand,
      title: product.title,
      quantity,
      unitPrice: product.unitPrice,
      corePrice: product.coreCharge,
      warranty: product.warranty,
    })),
  );
  const credit = await creditPurchase(tx, account.rewardsId, order!, at);
  return { orderNumber: order!.orderNumber, total: order!.total, credit };
}

/** The demo's counter purchases of its store members: a part each, nine days apart, at the first store of their country. */
export async function seedStorePurchases(tx: Executor, members: { rewardsId: string; currency: CurrencyCode; country: Parameters<typeof firstStoreOf>[1]; purchases: number }[], now = new Date()): Promise<number> {
  let recorded = 0;
  for (const member of members) {
    const store = await firstStoreOf(tx, member.country);
    if (!store) continue;
    const low = member.currency === 'USD' ? 2500 : 45000;
    const skus = await skusPricedBetween(tx, member.currency, low, low * 3, member.purchases);
    for (const [n, sku] of skus.entries()) {
      const at = new Date(now.getTime() - (member.purchases - n) * 9 * 86_400_000);
      await recordStorePurchase(tx, { rewardsId: member.rewardsId, storeNumber: store.storeNumber, lines: [{ sku, quantity: 1 }], at }, at);
      recorded += 1;
    }
  }
  return recorded;
}
