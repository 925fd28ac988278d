import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { money, type Money } from '@/lib/money';
import type { Database, Executor } from '@/server/db/client';
import type { BankAccount, PaymentGateway } from '@/server/payments/gateway';
import { logger } from '@/server/platform/logger';
import { creditBack } from '@/server/giftcards/service';
import { giveBack } from '@/server/rewards/ledger';
import { refundToPayPal } from './paypal-tender';
import { orderLines, orderPayments, orderRefunds, orders, shipmentEvents, shipments, type Order, type Shipment } from './schema';

/** Money going back through the gateway after the commit: to a card's authorisation, or to the PIX, boleto or OXXO payment that paid. */
export interface CardRefund {
  /** The gateway's authorisation id (card) or payment id (pix, boleto, oxxo). */
  authorizationId: string;
  amount: number;
  method?: 'card' | 'pix' | 'boleto' | 'oxxo' | 'paypal';
  /** The order_payments row it is counted on. */
  paymentRowId?: number;
}

/** Tenders whose money never arrived (a deferred payment still awaited, or one that expired) or was released: nothing to give back. */
const NOT_PAID = ['voided', 'pending', 'expired'] as const;

/** Whether a payment's money was taken (NOT_PAID: never arrived, or released). */
export const wasPaid = (payment: { status: string }): boolean => !(NOT_PAID as readonly string[]).includes(payment.status);

/** What the order's tenders paid and has not yet gone back (cancellations and returns record what they refunded on their shipment events). */
export async function refundableLeft(tx: Executor, order: Order): Promise<number> {
  const [paid] = await tx
    .select({ n: sql<number>`coalesce(sum(${orderPayments.amount}), 0)::int` })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), notInArray(orderPayments.status, [...NOT_PAID])));
  const [refunded] = await tx
    .select({ n: sql<number>`coalesce(sum((${shipmentEvents.detail} ->> 'refunded')::int), 0)::int` })
    .from(shipmentEvents)
    .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
    .where(eq(shipments.orderId, order.id));
  return paid!.n - refunded!.n;
}

/** Each shipment's gross (its lines with cores, plus its shipping), and the order's: the shares refunds are counted in. */
export async function shipmentGross(tx: Executor, all: Shipment[]): Promise<{ of: (s: Shipment) => number; whole: number }> {
  const merchandise = new Map(
    (
      await tx
        .select({ shipmentId: orderLines.shipmentId, n: sql<number>`coalesce(sum((${orderLines.unitPrice} + ${orderLines.corePrice}) * ${orderLines.quantity}), 0)::int` })
        .from(orderLines)
        .where(inArray(orderLines.shipmentId, all.map((s) => s.id)))
        .groupBy(orderLines.shipmentId)
    ).map((r) => [r.shipmentId, r.n]),
  );
  const of = (s: Shipment) => (merchandise.get(s.id) ?? 0) + s.shippingPrice;
  return { of, whole: Math.max(1, all.reduce((n, s) => n + of(s), 0)) };
}

/**
 * What a cancelled shipment gives back: its share of the order total (merchandise, cores and
 * shipping, with the order's tax and discount in proportion); the last shipment cancelled
 * takes whatever is left, so the refunds add up to the total exactly.
 */
export async function shipmentRefund(tx: Executor, order: Order, shipment: Shipment, all: Shipment[]): Promise<number> {
  const left = await refundableLeft(tx, order);
  if (left <= 0) return 0;
  const stillOpen = all.filter((s) => s.id !== shipment.id && s.status !== 'CANCELLED');
  if (!stillOpen.length) return left;
  const gross = await shipmentGross(tx, all);
  return Math.min(left, Math.round((order.total * gross.of(shipment)) / gross.whole));
}

/**
 * Share a refund over the order's tenders: the card (or the PIX, boleto, OXXO or PayPal payment) first (money back where the shopper's bank
 * holds it), then the gift cards and rewards in the order they paid, each at most what it paid
 * and has not had back. Gift cards and rewards (unless expired) are credited here, in the
 * transaction; card refunds are returned for the gateway after the commit. Each part is recorded in order_refunds (with the RETURN it belongs to).
 */
export async function refundTenders(tx: Executor, order: Order, amount: number, returnOrderId: string | null = null, now = new Date()): Promise<CardRefund[]> {
  const payments = await tx
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), notInArray(orderPayments.status, [...NOT_PAID])))
    .orderBy(sql`${orderPayments.method} in ('card', 'pix', 'boleto', 'oxxo', 'paypal') desc`, asc(orderPayments.id))
    .for('update');
  const toCard: CardRefund[] = [];
  let left = amount;
  for (const payment of payments) {
    const part = Math.min(left, payment.amount - payment.refundedAmount);
    if (part <= 0) continue;
    if (payment.method === 'giftCard') await creditBack(tx, payment.reference, part);
    else if (payment.method === 'card' || payment.method === 'pix' || payment.method === 'boleto' || payment.method === 'oxxo' || payment.method === 'paypal') {
      toCard.push({ authorizationId: payment.reference, amount: part, method: payment.method, paymentRowId: payment.id });
    }
    else await giveBack(tx, { rewardsId: payment.reference.split(':')[0]!, order, amount: part, returnOrderId }, now);
    const refundedAmount = payment.refundedAmount + part;
    await tx
      .update(orderPayments)
      .set({ refundedAmount, ...(refundedAmount === payment.amount ? { status: 'refunded' as const } : {}) })
      .where(eq(orderPayments.id, payment.id));
    await tx.insert(orderRefunds).values({ paymentId: payment.id, returnOrderId, amount: part });
    left -= part;
  }
  return toCard;
}

/**
 * Send the refunds a cancellation or a return recorded, after its commit: a card's through the
 * gateway's refund, a PIX's and an OXXO's through refundDeferredPayment (back to the paying
 * account), a boleto's to the bank account the shopper gave, or, until they give one, left owed
 * (`refundSent` behind `refundedAmount`; the order page asks for the account).
 */
export async function sendRefunds(gateway: PaymentGateway, database: Database, refunds: CardRefund[], currency: Money['currency']): Promise<void> {
  for (const refund of refunds) {
    const method = refund.method ?? 'card';
    if (method === 'card') {
      await gateway.refund(refund.authorizationId, money(refund.amount, currency));
      continue;
    }
    if (method === 'boleto') {
      await sendOwedRefund(gateway, database, refund.paymentRowId!);
      continue;
    }
    if (method === 'paypal') {
      // Back to the payer's PayPal account (decision 060), from the PayPal order the payment is.
      await refundToPayPal(refund.authorizationId, money(refund.amount, currency));
      continue;
    }
    await gateway.refundDeferredPayment(refund.authorizationId, money(refund.amount, currency));
    await database
      .update(orderPayments)
      .set({ refundSent: sql`${orderPayments.refundSent} + ${refund.amount}` })
      .where(eq(orderPayments.id, refund.paymentRowId!));
  }
}

/**
 * A boleto's owed refund (what was recorded and not yet sent) paid to the account on file; nothing
 * while there is none. The row is locked while the gateway is asked, so two callers send it once.
 */
export async function sendOwedRefund(gateway: PaymentGateway, database: Database, paymentRowId: number): Promise<number> {
  return database.transaction(async (tx) => {
    const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.id, paymentRowId)).for('update');
    if (!payment?.refundAccount) return 0;
    const owed = payment.refundedAmount - payment.refundSent;
    if (owed <= 0) return 0;
    const [order] = await tx.select({ currency: orders.currency }).from(orders).where(eq(orders.id, payment.orderId));
    await gateway.refundDeferredPayment(payment.reference, money(owed, order!.currency), payment.refundAccount);
    await tx.update(orderPayments).set({ refundSent: payment.refundSent + owed }).where(eq(orderPayments.id, payment.id));
    logger.info({ paymentId: payment.reference, amount: owed }, 'boleto refund sent to the account the shopper gave');
    return owed;
  });
}

/** The boleto payments of an order with money owed back and no account to send it to: the order page asks for one. */
export function boletoRefundOwed(payments: { method: string; refundedAmount: number; refundSent: number; refundAccount: BankAccount | null }[]): boolean {
  return payments.some((p) => p.method === 'boleto' && p.refundedAmount > p.refundSent && !p.refundAccount);
}
