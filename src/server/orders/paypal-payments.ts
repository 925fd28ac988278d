import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/markets';
import type { Money } from '@/lib/money';
import { offersTender } from '@/lib/payment-options';
import { db, type Database } from '@/server/db/client';
import { paymentGateway, type PaymentGateway, type Tender } from '@/server/payments/gateway';
import { paypalProvider, PayPalError, type PayPalProvider } from '@/server/payments/paypal';
import { domainError, DomainError } from '@/server/platform/domain-error';
import { ApiError } from '@/server/platform/http';
import { logger } from '@/server/platform/logger';
import { systemActor, type Actor } from '@/server/staff/actor';
import { settleDeferredPayment, type IssuedDeferredPayment } from './deferred-payments';
import { requirePayPal } from './paypal-tender';
import { orderPayments, orderRefunds, orders } from './schema';

/**
 * PayPal as a tender (docs/decisions/060). Placing the order creates a PayPal order (intent
 * AUTHORIZE) for what the other tenders leave and writes the order AWAITING PAYMENT with its stock
 * held, like a PIX (decision 057); the shopper approves on PayPal's page and comes back to
 * /payments/paypal/return, where `approvePayPalPayment` authorises and captures it and the order
 * goes on. Not approved within PAYPAL_APPROVAL_MINUTES, the expiry job calls it off and the order
 * is cancelled with its stock given back.
 */

/** How long a PayPal order may wait for the payer's approval: time to log in to PayPal, or come back after cancelling there. */
export const PAYPAL_APPROVAL_MINUTES = 60;

/** Whether a submission pays by PayPal; refused where PayPal is not configured. */
export function paysByPayPal(input: { tender?: Tender; locale: Locale }, provider: PayPalProvider | null = paypalProvider()): boolean {
  if (input.tender !== 'paypal') return false;
  if (!provider || !offersTender(input.locale, 'paypal', { paypal: true })) {
    throw domainError('invalid', 'TENDER_UNAVAILABLE', 'checkout.errors.tenderUnavailable', 'PayPal is not a way to pay in this store');
  }
  return true;
}

/** Where PayPal sends the payer back: to this store, in their language (PayPal adds `token`, the PayPal order's id). */
export function paypalReturnUrls(origin: string, locale: Locale): { returnUrl: string; cancelUrl: string } {
  const query = `?${new URLSearchParams({ locale })}`;
  return { returnUrl: `${origin}/payments/paypal/return${query}`, cancelUrl: `${origin}/payments/paypal/cancel${query}` };
}

/** The PayPal order for what the other tenders leave, under the submission's key (a retry gets the same one back). */
export async function issuePayPalPayment(
  { input, key, amount, now }: { input: { origin: string; locale: Locale }; key: string; amount: Money; now: Date },
  provider: PayPalProvider = requirePayPal(),
): Promise<IssuedDeferredPayment> {
  try {
    const order = await provider.createOrder({ amount, idempotencyKey: key, locale: input.locale, ...paypalReturnUrls(input.origin, input.locale) });
    if (!order.approveUrl) throw new PayPalError('invalid_state', `PayPal order ${order.orderId} has no approval link`);
    const expiresAt = new Date(now.getTime() + PAYPAL_APPROVAL_MINUTES * 60_000);
    return { tender: 'paypal', paymentId: order.orderId, instructions: { tender: 'paypal', approveUrl: order.approveUrl, expiresAt: expiresAt.toISOString() }, expiresAt };
  } catch (error) {
    if (error instanceof PayPalError && error.code === 'invalid_request') throw domainError('invalid', 'TENDER_UNAVAILABLE', 'checkout.errors.tenderUnavailable', error.message);
    logger.error({ err: error, key }, 'PayPal: the order could not be created');
    throw new ApiError(502, { errorCode: 'PAYMENT_UNAVAILABLE', errorMessageKey: 'checkout.errors.paymentUnavailable', errorMessageDefault: 'The payment service did not answer; nothing was charged' });
  }
}

/** An order paid by PayPal, by the PayPal order's id. */
export async function paypalPaymentWithOrder(paypalOrderId: string, database: Database = db()) {
  const [found] = await database
    .select({ order: orders, payment: orderPayments })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(and(eq(orderPayments.method, 'paypal'), eq(orderPayments.reference, paypalOrderId)));
  return found ?? null;
}

/**
 * What the payer's return (or PayPal's word) came to: `paid` (the order goes on; also when it had
 * already), `declined` (PayPal refused the funding: the order stays payable until it expires),
 * `notApproved` (the payer has not approved yet), `closed` (the order was cancelled or expired).
 */
export type PayPalApprovalOutcome = 'paid' | 'declined' | 'notApproved' | 'closed';

export interface PayPalApproval {
  outcome: PayPalApprovalOutcome;
  orderNumber: string;
  locale: Locale;
}

const notFound = (paypalOrderId: string) =>
  new DomainError('notFound', { errorCode: 'PAYMENT_NOT_FOUND', errorMessageKey: 'orders.errors.notFound', errorMessageDefault: `No order is paid by PayPal order ${paypalOrderId}` });

const PAID = ['authorized', 'captured', 'refunded'];

/**
 * The payer approved on PayPal's page (the return URL), or PayPal says so (CHECKOUT.ORDER.APPROVED):
 * authorise the PayPal order, capture it as a card is captured, and settle the order as paid
 * (settleDeferredPayment: the order goes on, the shopper is told). Idempotent: a payment no
 * longer awaited answers what became of it, and PayPal authorises and captures once (PayPal-Request-Id).
 * An approval that arrives after the order was called off is released at PayPal again.
 */
export async function approvePayPalPayment(
  paypalOrderId: string,
  actor: Actor = systemActor('paypal'),
  provider: PayPalProvider = requirePayPal(),
  gateway: PaymentGateway = paymentGateway(),
  database: Database = db(),
  now = new Date(),
): Promise<PayPalApproval> {
  const found = await paypalPaymentWithOrder(paypalOrderId, database);
  if (!found) throw notFound(paypalOrderId);
  const answer = (outcome: PayPalApprovalOutcome): PayPalApproval => ({ outcome, orderNumber: found.order.orderNumber, locale: found.order.locale as Locale });
  if (found.payment.status !== 'pending') return answer(PAID.includes(found.payment.status) ? 'paid' : 'closed');
  if (found.payment.expiresAt && found.payment.expiresAt.getTime() < now.getTime()) return answer('closed');

  try {
    await provider.authorize(paypalOrderId);
  } catch (error) {
    if (error instanceof PayPalError && error.code === 'declined') return answer('declined');
    if (error instanceof PayPalError && error.code === 'not_approved') return answer('notApproved');
    if (error instanceof PayPalError && error.code === 'invalid_state') return answer('closed');
    throw error;
  }
  let paidAs: 'captured' | 'authorized' = 'captured';
  try {
    await provider.capture(paypalOrderId);
  } catch (error) {
    // The order stands on its authorisation, as a card order does when its capture fails.
    logger.error({ err: error, paypalOrderId }, 'PayPal: capture failed; the authorisation stands');
    paidAs = 'authorized';
  }
  const settled = await settleDeferredPayment({ paymentId: paypalOrderId, outcome: 'paid', paidAs }, actor, gateway, database, now);
  if (settled.changed) return answer('paid');
  // Settled meanwhile: by this same approval from elsewhere (paid), or called off (then the money goes back).
  const [current] = await database.select({ status: orderPayments.status }).from(orderPayments).where(eq(orderPayments.id, found.payment.id));
  if (current && PAID.includes(current.status)) return answer('paid');
  logger.warn({ paypalOrderId }, 'PayPal: approved after its order was called off; the money is released');
  const order = await provider.getOrder(paypalOrderId);
  if (order?.status === 'authorized') await provider.void(paypalOrderId);
  else if (order?.status === 'captured') await provider.refund(paypalOrderId, order.capturedAmount);
  return answer('closed');
}

/** A PayPal webhook notice, as PayPal sends it (the parts read here). */
export interface PayPalWebhookEvent {
  id: string;
  event_type: string;
  resource?: { id?: string; supplementary_data?: { related_ids?: { order_id?: string } } };
}

/**
 * A verified PayPal webhook notice applied to the order it pays (decision 060). Each answer is
 * decided by the payment's state, so the same notice twice changes nothing:
 * - CHECKOUT.ORDER.APPROVED: as the payer's return (a payer who closed the tab still gets the order);
 * - PAYMENT.CAPTURE.COMPLETED: a payment left authorised (its capture failed here) is captured;
 * - PAYMENT.AUTHORIZATION.VOIDED, PAYMENT.CAPTURE.DENIED: an awaited payment fails (the order is cancelled, its stock given back);
 *   one authorised is marked voided;
 * - PAYMENT.CAPTURE.REFUNDED: a refund made in PayPal's dashboard is recorded as the payment's.
 */
export async function applyPayPalEvent(event: PayPalWebhookEvent, provider: PayPalProvider = requirePayPal(), gateway: PaymentGateway = paymentGateway(), database: Database = db()): Promise<string> {
  const orderId = event.event_type.startsWith('CHECKOUT.ORDER.') ? event.resource?.id : event.resource?.supplementary_data?.related_ids?.order_id;
  if (!orderId) return 'ignored';
  const found = await paypalPaymentWithOrder(orderId, database);
  if (!found) return 'no order';
  const actor = systemActor('paypal-webhook');
  switch (event.event_type) {
    case 'CHECKOUT.ORDER.APPROVED':
      return `approval:${(await approvePayPalPayment(orderId, actor, provider, gateway, database)).outcome}`;
    case 'PAYMENT.CAPTURE.COMPLETED': {
      const changed = await database
        .update(orderPayments)
        .set({ status: 'captured' })
        .where(and(eq(orderPayments.id, found.payment.id), eq(orderPayments.status, 'authorized')))
        .returning({ id: orderPayments.id });
      return changed.length ? 'captured' : 'unchanged';
    }
    case 'PAYMENT.AUTHORIZATION.VOIDED':
    case 'PAYMENT.CAPTURE.DENIED': {
      if (found.payment.status === 'pending') {
        const settled = await settleDeferredPayment({ paymentId: orderId, outcome: 'failed' }, actor, gateway, database);
        return settled.changed ? 'failed' : 'unchanged';
      }
      const changed = await database
        .update(orderPayments)
        .set({ status: 'voided' })
        .where(and(eq(orderPayments.id, found.payment.id), eq(orderPayments.status, 'authorized')))
        .returning({ id: orderPayments.id });
      return changed.length ? 'voided' : 'unchanged';
    }
    case 'PAYMENT.CAPTURE.REFUNDED': {
      // What PayPal has given back in all, against what the order recorded: only the difference is new.
      const order = await provider.getOrder(orderId);
      if (!order) return 'unchanged';
      const refunded = Math.min(order.refundedAmount.amount, found.payment.amount);
      if (refunded <= found.payment.refundedAmount) return 'unchanged';
      return database.transaction(async (tx) => {
        const changed = await tx
          .update(orderPayments)
          .set({ refundedAmount: refunded, refundSent: refunded, ...(refunded === found.payment.amount ? { status: 'refunded' as const } : {}) })
          .where(and(eq(orderPayments.id, found.payment.id), eq(orderPayments.refundedAmount, found.payment.refundedAmount)))
          .returning({ id: orderPayments.id });
        if (!changed.length) return 'unchanged';
        await tx.insert(orderRefunds).values({ paymentId: found.payment.id, amount: refunded - found.payment.refundedAmount });
        return 'refunded';
      });
    }
    default:
      return 'ignored';
  }
}
