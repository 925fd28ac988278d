import { and, eq, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import type Stripe from 'stripe';
import { recordAudit } from '@/server/audit/audit';
import { db, type Database } from '@/server/db/client';
import { claimStripeEvent, paymentEventOf, stripeEventOutcome, type PaymentEvent } from '@/server/payments/stripe/webhook';
import { paymentGateway } from '@/server/payments/gateway';
import { DomainError } from '@/server/platform/domain-error';
import { logger } from '@/server/platform/logger';
import { systemActor, type Actor } from '@/server/staff/actor';
import { settleDeferredPayment } from './deferred-payments';
import { orderPayments, orderRefunds, orders } from './schema';

/**
 * What the payment provider tells after the fact (docs/decisions/056), applied to the order's
 * payment: Stripe's webhook events, verified by the route, land here. Each event is applied
 * once: it is recorded as handled (payments/stripe/webhook.ts) in the transaction of what it
 * changed, so a redelivery — Stripe delivers at least once — finds it and changes nothing.
 *
 * - a card captured, or its authorisation lapsed or cancelled (voided): the payment's status;
 * - a refund made in Stripe's dashboard: what the payment has had back, and an order_refunds line;
 * - a dispute (chargeback): the payment marked disputed, and a line in the audit log that the
 *   operators read (/ops/audit) and the log's warning;
 * - PIX, boleto, OXXO paid, expired or failed: the orders use case settleDeferredPayment.
 */

/** Who acts when the provider's word changes an order: recorded as such in the audit log. */
export const PAYMENT_EVENTS_ACTOR = 'stripe-webhook';

/** The orders use case that settles a payment that completes later (ROUND.md's contract; idempotent). */
export type SettleDeferredPayment = (input: { paymentId: string; outcome: 'paid' | 'expired' | 'failed' }, actor: Actor) => Promise<unknown>;

/** The orders module's settlement (decision 057), through the configured gateway. */
const settleThroughOrders: SettleDeferredPayment = (input, actor) => settleDeferredPayment(input, actor, paymentGateway());

export interface PaymentEventOutcome {
  eventId: string;
  /** What this delivery did, or what the first did when this one is a redelivery. */
  outcome: string;
  duplicate: boolean;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A verified Stripe event, applied once. */
export async function applyStripeEvent(event: Pick<Stripe.Event, 'id' | 'type' | 'data'>, options: { database?: Database; settle?: SettleDeferredPayment } = {}): Promise<PaymentEventOutcome> {
  const database = options.database ?? db();
  const meaning = paymentEventOf(event as Stripe.Event);
  // A redelivery: what the first delivery did, in one read.
  const seen = await stripeEventOutcome(database, event.id);
  if (seen !== null) return { eventId: event.id, outcome: seen, duplicate: true };

  if (meaning?.kind === 'settled') {
    // The use case is idempotent and runs its own transaction: settle first, then record the event.
    let outcome = `settled:${meaning.outcome}`;
    try {
      await (options.settle ?? settleThroughOrders)({ paymentId: meaning.paymentIntentId, outcome: meaning.outcome }, systemActor(PAYMENT_EVENTS_ACTOR));
    } catch (error) {
      // A payment of no order of ours (made outside the store): seen, nothing to settle.
      if (!(error instanceof DomainError && error.kind === 'notFound')) throw error;
      outcome = 'no order';
    }
    const first = await claimStripeEvent(database, event, meaning.paymentIntentId, outcome);
    return { eventId: event.id, outcome, duplicate: !first };
  }

  return database.transaction(async (tx) => {
    const outcome = meaning ? await apply(tx, meaning) : 'ignored';
    if (!(await claimStripeEvent(tx, event, meaning?.paymentIntentId ?? null, outcome))) {
      // A concurrent delivery of the same event committed first: undo this one's changes.
      tx.rollback();
    }
    if (meaning && outcome !== 'ignored' && outcome !== 'no order') logger.info({ eventId: event.id, type: event.type, paymentIntentId: meaning.paymentIntentId, outcome }, 'payment event applied');
    return { eventId: event.id, outcome, duplicate: false };
  }).catch(async (error: unknown) => {
    if (!(error instanceof TransactionRollbackError)) throw error;
    return { eventId: event.id, outcome: (await stripeEventOutcome(database, event.id)) ?? 'seen', duplicate: true };
  });
}

async function cardPayment(tx: Transaction, paymentIntentId: string) {
  const [row] = await tx
    .select({ payment: orderPayments, orderNumber: orders.orderNumber })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(and(eq(orderPayments.method, 'card'), eq(orderPayments.reference, paymentIntentId)))
    .for('update', { of: orderPayments });
  return row ?? null;
}

async function apply(tx: Transaction, event: Exclude<PaymentEvent, { kind: 'settled' }>): Promise<string> {
  if (event.tender !== 'card') return 'ignored'; // a deferred tender's refund is recorded by the refund that asked for it
  // A declined card never became an order: the decline was the checkout's answer.
  if (event.kind === 'failed') return 'failed';
  const found = await cardPayment(tx, event.paymentIntentId);
  if (!found) return 'no order';
  const { payment, orderNumber } = found;
  const actor = systemActor(PAYMENT_EVENTS_ACTOR);
  const audit = (action: string, before: unknown, after: unknown) => recordAudit(tx, actor, { action, entityType: 'order', entityId: orderNumber, before, after });

  switch (event.kind) {
    case 'authorised':
      return 'authorised';
    case 'captured':
      if (payment.status !== 'authorized') return 'captured';
      await tx.update(orderPayments).set({ status: 'captured' }).where(eq(orderPayments.id, payment.id));
      await audit('order.payment.captured', { status: payment.status }, { status: 'captured', paymentIntentId: event.paymentIntentId });
      return 'captured';
    case 'voided':
      if (payment.status !== 'authorized') return 'voided';
      // The hold lapsed (seven days uncaptured) or was cancelled in Stripe's dashboard: the order is no longer paid for.
      await tx.update(orderPayments).set({ status: 'voided' }).where(eq(orderPayments.id, payment.id));
      await audit('order.payment.voided', { status: payment.status }, { status: 'voided', paymentIntentId: event.paymentIntentId });
      logger.warn({ orderNumber, paymentIntentId: event.paymentIntentId }, 'card authorisation voided by the provider: the order is not paid for');
      return 'voided';
    case 'refunded': {
      const refunded = Math.min(event.refundedAmount, payment.amount);
      const more = refunded - payment.refundedAmount;
      // Refunds made here were recorded when they were made; only what was refunded elsewhere (the dashboard) is new.
      if (more <= 0) return 'refunded';
      await tx
        .update(orderPayments)
        .set({ refundedAmount: refunded, status: refunded >= payment.amount ? 'refunded' : payment.status })
        .where(eq(orderPayments.id, payment.id));
      await tx.insert(orderRefunds).values({ paymentId: payment.id, amount: more });
      await audit('order.payment.refunded', { refundedAmount: payment.refundedAmount }, { refundedAmount: refunded, by: 'provider', paymentIntentId: event.paymentIntentId });
      return 'refunded';
    }
    case 'disputed': {
      const [marked] = await tx
        .update(orderPayments)
        .set({ disputedAt: sql`now()` })
        .where(and(eq(orderPayments.id, payment.id), isNull(orderPayments.disputedAt)))
        .returning({ id: orderPayments.id });
      if (!marked) return 'disputed';
      await audit('order.payment.disputed', { disputedAt: null }, { disputeId: event.disputeId, reason: event.reason, amount: event.amount, evidenceDueBy: event.evidenceDueBy, paymentIntentId: event.paymentIntentId });
      logger.warn({ orderNumber, disputeId: event.disputeId, reason: event.reason, evidenceDueBy: event.evidenceDueBy }, 'card payment disputed: answer it in Stripe before the evidence is due');
      return 'disputed';
    }
  }
}
