import { and, eq, inArray, sql } from 'drizzle-orm';
import { marketForCurrency, type CurrencyCode } from '@/lib/markets';
import { money } from '@/lib/money';
import { brands, localizedText, productPrices, products } from '@/server/catalog/schema';
import { taxForOrder } from '@/server/checkout/tax';
import { authUsers } from '@/server/customers/auth-schema';
import type { Executor } from '@/server/db/client';
import { newOrderNumber } from '@/server/orders/order-number';
import { orderLines, orders, shipmentEvents, shipments, type Order } from '@/server/orders/schema';
import { DomainError } from '@/server/platform/domain-error';
import { storeByNumber } from '@/server/stores/preferred';
import { balances, earnCredit, programmeFor, reverseCredit, type CreditOutcome } from './ledger';
import { keptPurchaseAmount, qualifies } from './programme';
import { rewardsAccounts, rewardsLedger } from './schema';

/** The rewards id of the online account, if its membership is active and of this market's currency (a US membership neither earns nor pays in pesos). */
export async function rewardsIdOfMember(tx: Executor, profileId: string | null | undefined, currency: CurrencyCode): Promise<string | null> {
  if (!profileId) return null;
  const [row] = await tx
    .select({ rewardsId: rewardsAccounts.rewardsId })
    .from(authUsers)
    .innerJoin(rewardsAccounts, eq(rewardsAccounts.rewardsId, authUsers.rewardsId))
    .where(and(eq(authUsers.id, profileId), eq(rewardsAccounts.currency, currency), eq(rewardsAccounts.status, 'active')));
  return row?.rewardsId ?? null;
}

/** Whether the online account is linked to a membership, of any market. */
export async function hasMembership(tx: Executor, profileId: string): Promise<boolean> {
  const [row] = await tx.select({ rewardsId: authUsers.rewardsId }).from(authUsers).where(eq(authUsers.id, profileId));
  return !!row?.rewardsId;
}

/** What an order counts for: its merchandise after the discount, before tax, cores and shipping. */
export const purchaseAmountOf = (order: Pick<Order, 'subtotal' | 'discount'>) => order.subtotal - order.discount;

/** The credit a purchase earns for `rewardsId` (idempotent: the same order never earns twice). */
export function creditPurchase(tx: Executor, rewardsId: string, order: Order, now: Date): Promise<CreditOutcome> {
  return earnCredit(tx, { rewardsId, purchaseAmount: purchaseAmountOf(order), orderId: order.id }, now);
}

/**
 * After a cancellation or a return: if what the purchase keeps fell under the threshold, its
 * credit is taken back (spec programme: "a return that takes a purchase under $20 reverses its credit").
 */
export async function reassessCredit(tx: Executor, order: Order, now: Date): Promise<void> {
  const [credit] = await tx.select({ rewardsId: rewardsLedger.rewardsId }).from(rewardsLedger).where(and(eq(rewardsLedger.orderId, order.id), eq(rewardsLedger.kind, 'credit_earned')));
  if (!credit) return;
  const returned = await tx.select({ subtotal: orders.subtotal, discount: orders.discount }).from(orders).where(and(eq(orders.originalOrderId, order.id), eq(orders.orderType, 'RETURN')));
  const cancelled = await tx
    .select({ subtotal: sql<number>`coalesce(sum(${orderLines.unitPrice} * ${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .innerJoin(shipments, eq(shipments.id, orderLines.shipmentId))
    .where(and(eq(orderLines.orderId, order.id), eq(shipments.status, 'CANCELLED')));
  const cancelledSubtotal = cancelled[0]?.subtotal ?? 0;
  const removed = [...returned, { subtotal: cancelledSubtotal, discount: Math.round((order.discount * cancelledSubtotal) / Math.max(1, order.subtotal)) }];
  const kept = keptPurchaseAmount(order, removed);
  const [account] = await tx.select({ currency: rewardsAccounts.currency }).from(rewardsAccounts).where(eq(rewardsAccounts.rewardsId, credit.rewardsId));
  if (qualifies(kept, programmeFor(account!.currency))) return;
  await reverseCredit(tx, { rewardsId: credit.rewardsId, orderId: order.id, note: `order ${order.orderNumber} now counts for ${kept}` }, now);
}

/** Whether the order earned (or still holds) a credit: spec §3 rewardsCreditEligible. */
export async function creditHeld(tx: Executor, orderId: string): Promise<boolean> {
  const rows = await tx.select({ kind: rewardsLedger.kind, credits: rewardsLedger.credits, amount: rewardsLedger.amount }).from(rewardsLedger).where(eq(rewardsLedger.orderId, orderId));
  return rows.some((r) => r.kind === 'credit_earned') && !rows.some((r) => r.kind === 'reversed' && r.amount <= 0);
}

/** What an order did for its rewards account (the confirmation page): the account, whether the order earned a credit, and the balances after. */
export async function orderRewards(tx: Executor, orderId: string, now = new Date()) {
  const [entry] = await tx
    .select({ rewardsId: rewardsLedger.rewardsId, linked: sql<boolean>`${rewardsAccounts.userId} is not null` })
    .from(rewardsLedger)
    .innerJoin(rewardsAccounts, eq(rewardsAccounts.rewardsId, rewardsLedger.rewardsId))
    .where(and(eq(rewardsLedger.orderId, orderId), inArray(rewardsLedger.kind, ['credit_earned', 'reward_redeemed'])))
    .limit(1);
  if (!entry) return null;
  return { rewardsId: entry.rewardsId, linked: entry.linked, credited: await creditHeld(tx, orderId), balances: await balances(tx, entry.rewardsId, now) };
}

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
  const [account] = await tx.select().from(rewardsAccounts).where(eq(rewardsAccounts.rewardsId, input.rewardsId));
  if (!account || account.status !== 'active') throw refuse('REWARDS_ID_INVALID', `No active rewards account ${input.rewardsId}`);
  const market = marketForCurrency(account.currency);
  const store = await storeByNumber(tx, input.storeNumber);
  if (!store || store.country !== market.country) throw refuse('STORE_NOT_FOUND', `No ${market.country} store ${input.storeNumber}`);
  if (!input.lines.length) throw refuse('NOTHING_BOUGHT', 'A purchase needs at least one line');
  const found = await tx
    .select({ product: products, price: productPrices, brand: brands.name })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, market.currency)))
    .where(inArray(products.sku, input.lines.map((l) => l.sku)));
  const bought = input.lines.map((line) => {
    const row = found.find((f) => f.product.sku === line.sku);
    if (!row || !Number.isInteger(line.quantity) || line.quantity < 1) throw refuse('LINE_INVALID', `SKU ${line.sku}: unknown, or quantity not a positive whole number`);
    return { ...row, quantity: line.quantity, unitPrice: row.price.sale ?? row.price.regular };
  });
  const subtotal = bought.reduce((n, b) => n + b.unitPrice * b.quantity, 0);
  const coreTotal = bought.reduce((n, b) => n + b.price.coreCharge * b.quantity, 0);
  const tax = taxForOrder({
    market: market.locale,
    shipments: [
      {
        stateOrRegion: store.state,
        lines: bought.map((b) => ({ unitPrice: money(b.unitPrice, market.currency), quantity: b.quantity, coreCharge: money(b.price.coreCharge, market.currency) })),
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
    })
    .returning();
  const [shipment] = await tx.insert(shipments).values({ orderId: order!.id, shipmentType: 'inStore', storeNumber: store.storeNumber, status: 'PICKED UP', shippingPrice: 0, updatedAt: at }).returning();
  await tx.insert(shipmentEvents).values({ shipmentId: shipment!.id, event: 'pickedUp', fromStatus: 'SUBMITTED', toStatus: 'PICKED UP', detail: { actor: 'store' }, at });
  await tx.insert(orderLines).values(
    bought.map((b) => ({
      orderId: order!.id,
      shipmentId: shipment!.id,
      productId: b.product.id,
      sku: b.product.sku,
      partNumber: b.product.partNumber,
      brand: b.brand,
      title: localizedText(b.product.title, market.locale, b.product.sku),
      quantity: b.quantity,
      unitPrice: b.unitPrice,
      corePrice: b.price.coreCharge,
      warranty: b.product.warranty,
    })),
  );
  const credit = await creditPurchase(tx, account.rewardsId, order!, at);
  return { orderNumber: order!.orderNumber, total: order!.total, credit };
}
