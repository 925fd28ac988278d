import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Money } from '@/lib/money';
import { getMarket } from '@/lib/markets';
import { isDeferredCheckoutTender, offersTender } from '@/lib/payment-options';
import { deliveryAfterPayment } from '@/server/checkout/shipping';
import { recordAudit } from '@/server/audit/audit';
import { db, type Database, type Executor } from '@/server/db/client';
import { deferredExpiry } from '@/server/payments/deferred/expiry';
import { checkBankAccount } from '@/server/payments/deferred/sandbox';
import { paymentGateway, PaymentGatewayError, type BankAccount, type DeferredTender, type PaymentGateway, type PaymentInstructions, type Tender } from '@/server/payments/gateway';
import { domainError, DomainError } from '@/server/platform/domain-error';
import { ApiError } from '@/server/platform/http';
import { kickDelivery } from '@/server/platform/email/outbox';
import { logger } from '@/server/platform/logger';
import type { Actor } from '@/server/staff/actor';
import { systemActor } from '@/server/staff/actor';
import type { Locale } from '@/lib/markets';
import { enqueuePaymentNotice } from './confirmation';
import { applyEventInTransaction } from './fulfilment';
import { cancelAwaitedPayment } from './paypal-tender';
import { sendOwedRefund, sendRefunds, type CardRefund } from './refunds';
import { viewerPlaced, type OrderViewer } from './lookup';
import { orderPayments, orders, shipments, type Shipment } from './schema';
import { AWAITING_PAYMENT, deriveOrderStatus, type OrderStatus } from './status';

/** The deferred tender a submission asks for, or null for a card; a tender its market does not offer is refused. */
export function deferredTenderOf(input: { tender?: Tender; locale: Locale }): DeferredTender | null {
  const tender = input.tender ?? 'card';
  if (tender === 'card') return null;
  if (!isDeferredCheckoutTender(tender) || !offersTender(input.locale, tender)) {
    throw domainError('invalid', 'TENDER_UNAVAILABLE', 'checkout.errors.tenderUnavailable', `${tender} is not a way to pay in this market`);
  }
  return tender;
}

export interface IssuedDeferredPayment {
  /** A PIX charge, boleto or OXXO voucher, or a PayPal order awaiting the payer's approval (paypal-payments.ts). */
  tender: DeferredTender | 'paypal';
  paymentId: string;
  instructions: PaymentInstructions;
  expiresAt: Date;
}

/**
 * The PIX charge, boleto or OXXO voucher for what the other tenders leave, under the submission's
 * key (a retry or a resumed submission gets the same one back from the gateway).
 */
export async function issueDeferredPayment(
  gateway: PaymentGateway,
  { tender, input, key, amount, now }: { tender: DeferredTender; input: { email: string; billingAddress: { firstName: string; lastName: string }; payerTaxId?: string | null }; key: string; amount: Money; now: Date },
): Promise<IssuedDeferredPayment> {
  const expiresAt = deferredExpiry(tender, now);
  try {
    const payment = await gateway.createDeferredPayment({
      tender,
      amount,
      idempotencyKey: key,
      expiresAt,
      payer: { name: `${input.billingAddress.firstName} ${input.billingAddress.lastName}`.trim(), email: input.email, ...(input.payerTaxId ? { taxId: input.payerTaxId } : {}) },
    });
    return { tender, paymentId: payment.paymentId, instructions: payment.instructions, expiresAt: new Date(payment.instructions.expiresAt) };
  } catch (error) {
    if (error instanceof PaymentGatewayError && error.code !== 'processing_error') {
      throw domainError('invalid', 'TENDER_UNAVAILABLE', 'checkout.errors.tenderUnavailable', error.message);
    }
    throw new ApiError(502, { errorCode: 'PAYMENT_UNAVAILABLE', errorMessageKey: 'checkout.errors.paymentUnavailable', errorMessageDefault: 'The payment service did not answer; nothing was charged' });
  }
}

export type DeferredOutcome = 'paid' | 'expired' | 'failed';

export interface SettledDeferredPayment {
  orderNumber: string;
  /** The order's status after settling. */
  status: OrderStatus;
  /** False when the payment had been settled before (the same notice twice changes nothing). */
  changed: boolean;
}

const DEFERRED_METHODS = ['pix', 'boleto', 'oxxo'] as const;
/** The payments an order may await: the deferred tenders', and a PayPal order until the payer approves it (decision 060). */
export const AWAITED_METHODS = [...DEFERRED_METHODS, 'paypal'] as const;

const paymentNotFound = (paymentId: string) =>
  new DomainError('notFound', { errorCode: 'PAYMENT_NOT_FOUND', errorMessageKey: 'orders.errors.notFound', errorMessageDefault: `No order is paid by ${paymentId}` });

/**
 * The one way the storefront learns that a PIX charge, boleto or OXXO voucher was paid, ran out
 * of time or failed (decision 057): the sandbox's "mark as paid", the expiry job and the
 * provider's webhook all call it. Paid: the order goes on as a paid card order does (its
 * shipments were waiting at SUBMITTED; the shopper is told the payment arrived). Expired or
 * failed: every shipment is cancelled with the usual effects (stock released, gift cards and
 * rewards given back, rewards credit reassessed) and the shopper is told by e-mail. Idempotent:
 * a payment already settled is left as it is, whatever the outcome asked.
 */
export async function settleDeferredPayment(
  { paymentId, outcome, paidAs = 'captured' }: { paymentId: string; outcome: DeferredOutcome; /** What a paid payment is now: captured, or (PayPal whose capture failed) only authorised. */ paidAs?: 'captured' | 'authorized' },
  actor: Actor,
  gateway: PaymentGateway,
  database: Database = db(),
  now = new Date(),
): Promise<SettledDeferredPayment> {
  const refunds: CardRefund[] = [];
  const result = await database.transaction(async (tx) => {
    // The order and the payment, locked in one statement (the order first, as everywhere): a concurrent settle of the same
    // payment has committed or waits, and FOR UPDATE reads the rows as it left them.
    const [locked] = await tx
      .select({ order: orders, payment: orderPayments })
      .from(orders)
      .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
      .where(and(inArray(orderPayments.method, [...AWAITED_METHODS]), eq(orderPayments.reference, paymentId)))
      .for('update');
    if (!locked) throw paymentNotFound(paymentId);
    const { order, payment: current } = locked;
    if (current.status !== 'pending') return { orderNumber: order.orderNumber, status: order.status, changed: false, currency: order.currency };

    const before = { orderStatus: order.status, paymentStatus: current.status };
    let status: OrderStatus;
    if (outcome === 'paid') {
      await tx.update(orderPayments).set({ status: paidAs }).where(eq(orderPayments.id, current.id));
      const all = await tx.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(asc(shipments.id));
      await moveDeliveryWindows(tx, all, order, now);
      status = deriveOrderStatus({ orderType: order.orderType, shipments: all });
      await tx.update(orders).set({ status }).where(eq(orders.id, order.id));
      // The e-mail is written from the rows in hand (the order as just updated, its shipments), not read back.
      await enqueuePaymentNotice(tx, { order: { ...order, status }, shipments: all }, 'paid');
    } else {
      await tx.update(orderPayments).set({ status: outcome === 'expired' ? 'expired' : 'voided' }).where(eq(orderPayments.id, current.id));
      const open = await tx.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(asc(shipments.id));
      status = order.status;
      for (const shipment of open.filter((s) => s.status !== 'CANCELLED')) {
        const applied = await applyEventInTransaction(tx, { orderNumber: order.orderNumber, shipmentId: shipment.id, event: { type: 'cancel' }, actor, reason: `payment${outcome === 'expired' ? 'Expired' : 'Failed'}` }, now);
        refunds.push(...applied.refunds);
        status = applied.outcome.orderStatus;
      }
      await enqueuePaymentNotice(tx, order.id, 'expired');
    }
    await recordAudit(tx, actor, {
      action: 'order.payment',
      entityType: 'order',
      entityId: order.orderNumber,
      before,
      after: { orderStatus: status, paymentStatus: outcome === 'paid' ? paidAs : outcome === 'expired' ? 'expired' : 'voided', paymentId, outcome },
    });
    return { orderNumber: order.orderNumber, status, changed: true, currency: order.currency };
  });
  if (result.changed) kickDelivery();
  // Gift cards and rewards went back in the transaction; any card share of the order goes back through the gateway now.
  await sendRefunds(gateway, database, refunds, result.currency);
  return { orderNumber: result.orderNumber, status: result.status, changed: result.changed };
}

/**
 * A parcel waits for its payment: paid later than the order, it leaves later, and its delivery
 * window moves with the ship date (the rows in hand are updated too, for the e-mail).
 */
async function moveDeliveryWindows(tx: Executor, rows: Shipment[], order: { placedAt: Date; locale: string }, paidAt: Date) {
  const market = getMarket(order.locale).locale;
  for (const row of rows) {
    if (row.storeNumber || !row.estimatedDeliveryFrom || !row.estimatedDeliveryTo || row.status === 'CANCELLED') continue;
    const moved = deliveryAfterPayment({ earliest: row.estimatedDeliveryFrom, latest: row.estimatedDeliveryTo }, order.placedAt, paidAt, market);
    if (moved.earliest === row.estimatedDeliveryFrom && moved.latest === row.estimatedDeliveryTo) continue;
    await tx.update(shipments).set({ estimatedDeliveryFrom: moved.earliest, estimatedDeliveryTo: moved.latest }).where(eq(shipments.id, row.id));
    row.estimatedDeliveryFrom = moved.earliest;
    row.estimatedDeliveryTo = moved.latest;
  }
}

/**
 * The expiry job's work: every deferred payment past its time is cancelled at the gateway (so
 * it can no longer be paid) and its order settled as expired. One the payer paid at the last
 * moment (the gateway refuses to cancel a paid one) is settled as paid instead.
 */
export async function expireDeferredPayments(gateway: PaymentGateway, database: Database = db(), now = new Date()): Promise<{ expired: number; paid: number }> {
  const due = await database
    .select({ reference: orderPayments.reference, method: orderPayments.method })
    .from(orderPayments)
    .where(and(eq(orderPayments.status, 'pending'), lt(orderPayments.expiresAt, now)));
  const actor = systemActor('deferred-payments-expiry');
  let expired = 0;
  let paid = 0;
  for (const { reference, method } of due) {
    try {
      let outcome: DeferredOutcome = 'expired';
      if (method === 'paypal') {
        // A PayPal order not approved in time (paypal-payments.ts): called off, so a late approval is not authorised.
        await cancelAwaitedPayment(gateway, method, reference);
        if ((await settleDeferredPayment({ paymentId: reference, outcome }, actor, gateway, database, now)).changed) expired += 1;
        continue;
      }
      try {
        await gateway.cancelDeferredPayment(reference);
      } catch (error) {
        if (!(error instanceof PaymentGatewayError && error.code === 'invalid_state')) throw error;
        const found = await gateway.findDeferredPayment(reference);
        if (found?.status !== 'paid' && found?.status !== 'refunded') throw error;
        outcome = 'paid';
      }
      const settled = await settleDeferredPayment({ paymentId: reference, outcome }, actor, gateway, database, now);
      if (settled.changed && outcome === 'paid') paid += 1;
      else if (settled.changed) expired += 1;
    } catch (error) {
      logger.error({ err: error, paymentId: reference }, 'could not expire a deferred payment; the next run tries again');
    }
  }
  return { expired, paid };
}

/** The order's deferred payment awaiting its money, if any (the order page shows its instructions). */
export function awaitingPayment<T extends { method: string; status: string }>(order: { status: string }, payments: T[]): T | null {
  if (order.status !== AWAITING_PAYMENT) return null;
  return payments.find((p) => (AWAITED_METHODS as readonly string[]).includes(p.method) && p.status === 'pending') ?? null;
}


/**
 * The shopper gives the bank account a boleto refund goes to (the order page's form): kept on
 * the order's boleto payment, and whatever is owed back sent to it at once. Answers what was sent.
 */
export async function giveBoletoRefundAccount(orderId: string, account: BankAccount, gateway: PaymentGateway, database: Database = db()): Promise<number> {
  const clean = checkBankAccount(account);
  const boletos = await database
    .update(orderPayments)
    .set({ refundAccount: clean })
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.method, 'boleto')))
    .returning({ id: orderPayments.id });
  if (!boletos.length) throw paymentNotFound(`order ${orderId}`);
  let sent = 0;
  for (const { id } of boletos) sent += await sendOwedRefund(gateway, database, id);
  return sent;
}

/**
 * The order page's form: the order's owner (its member, or for a guest's order the browser holding
 * the cart it was ordered from: lookup.ts `viewerPlaced`) gives a boleto refund's bank account. `refused` for anyone else, as for an
 * order that does not exist, and for account details that do not pass.
 */
export async function giveRefundAccountAsOwner(
  executor: Database,
  orderNumber: string,
  owner: OrderViewer,
  account: BankAccount,
  gateway: PaymentGateway = paymentGateway(),
): Promise<'sent' | 'refused'> {
  const [order] = await executor.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order || !viewerPlaced(order, owner)) return 'refused';
  try {
    await giveBoletoRefundAccount(order.id, account, gateway, executor);
    return 'sent';
  } catch (error) {
    if ((error instanceof PaymentGatewayError && error.code === 'invalid_request') || error instanceof DomainError) return 'refused';
    throw error;
  }
}

/** The deferred payment (its gateway id) of an order, by order number; a payment id is answered as it is. Null when there is none. */
export async function deferredPaymentIdOf(executor: Database, paymentIdOrOrderNumber: string): Promise<string | null> {
  if (!/^\d{9}$/.test(paymentIdOrOrderNumber)) return paymentIdOrOrderNumber;
  const [row] = await executor
    .select({ reference: orderPayments.reference })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(and(eq(orders.orderNumber, paymentIdOrOrderNumber), inArray(orderPayments.method, [...DEFERRED_METHODS])));
  return row?.reference ?? null;
}

/** A deferred payment (PIX, boleto or OXXO) and the order it pays, by the gateway's payment id; null when there is none. */
export async function deferredPaymentWithOrder(paymentId: string, database: Database = db()) {
  const [found] = await database
    .select({ order: orders, payment: orderPayments })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(and(inArray(orderPayments.method, [...DEFERRED_METHODS]), eq(orderPayments.reference, paymentId)));
  return found ?? null;
}
