import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Executor } from '@/server/db/client';
import { domainError } from '@/server/platform/domain-error';
import type { DeferredTender } from '../gateway';
import { stripeWebhookEvents } from './schema';

/**
 * Stripe's webhook (docs/decisions/056): its events are believed only with a valid signature
 * of their exact bytes (Stripe-Signature, HMAC-SHA256 with the endpoint's secret, at most
 * STRIPE_WEBHOOK_TOLERANCE_SECONDS old), and each is read here into what it means to an order;
 * orders/payment-events.ts applies it.
 */

/** How old a signed event may be (Stripe's own default): an older one is a replay. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;
/** Stripe's events are a few kilobytes; a payment intent with its charge well under this. */
export const STRIPE_WEBHOOK_MAX_BYTES = 256 * 1024;

const SIGNATURE_REFUSED = () => domainError('malformed', 'STRIPE_SIGNATURE_INVALID', 'error_validation_badRequest', 'The Stripe-Signature header does not match the body');

/** The event, when the signature over these exact bytes is valid and recent; a 400 domain error otherwise. */
export function verifyStripeEvent(rawBody: string, signature: string | null, secret: string, now = Date.now()): Stripe.Event {
  if (!signature) throw SIGNATURE_REFUSED();
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret, STRIPE_WEBHOOK_TOLERANCE_SECONDS, undefined, now);
  } catch {
    throw SIGNATURE_REFUSED();
  }
}

/** What an event means for an order's payment, gateway-neutral. */
export type PaymentEvent =
  | { kind: 'authorised' | 'captured' | 'failed' | 'voided'; tender: 'card'; paymentIntentId: string }
  | { kind: 'refunded'; tender: 'card' | DeferredTender; paymentIntentId: string; refundedAmount: number }
  | { kind: 'disputed'; tender: 'card'; paymentIntentId: string; disputeId: string; reason: string; amount: number; evidenceDueBy: string | null }
  | { kind: 'settled'; tender: DeferredTender; paymentIntentId: string; outcome: 'paid' | 'expired' | 'failed' };

const DEFERRED: readonly string[] = ['pix', 'boleto', 'oxxo'];

function tenderOfIntent(intent: Stripe.PaymentIntent): 'card' | DeferredTender | null {
  const types = [...(intent.payment_method_types ?? []), intent.metadata?.tender].filter(Boolean) as string[];
  const deferred = types.find((type) => DEFERRED.includes(type));
  if (deferred) return deferred as DeferredTender;
  return types.includes('card') ? 'card' : null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);

/** The event's meaning, or null for an event this store does not act on (it is still recorded as seen). */
export function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  switch (event.type) {
    case 'payment_intent.amount_capturable_updated':
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const intent = event.data.object;
      const tender = tenderOfIntent(intent);
      if (!tender) return null;
      if (tender === 'card') {
        const kind = ({ 'payment_intent.amount_capturable_updated': 'authorised', 'payment_intent.succeeded': 'captured', 'payment_intent.payment_failed': 'failed', 'payment_intent.canceled': 'voided' } as const)[event.type];
        return { kind, tender, paymentIntentId: intent.id };
      }
      if (event.type === 'payment_intent.amount_capturable_updated') return null;
      const outcome = event.type === 'payment_intent.succeeded' ? 'paid' : event.type === 'payment_intent.canceled' ? 'expired' : 'failed';
      return { kind: 'settled', tender, paymentIntentId: intent.id, outcome };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      const type = charge.payment_method_details?.type ?? 'card';
      if (!paymentIntentId) return null;
      return { kind: 'refunded', tender: DEFERRED.includes(type) ? (type as DeferredTender) : 'card', paymentIntentId, refundedAmount: charge.amount_refunded };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const paymentIntentId = idOf(dispute.payment_intent);
      if (!paymentIntentId) return null;
      const due = dispute.evidence_details?.due_by;
      return { kind: 'disputed', tender: 'card', paymentIntentId, disputeId: dispute.id, reason: dispute.reason, amount: dispute.amount, evidenceDueBy: due ? new Date(due * 1000).toISOString() : null };
    }
    default:
      return null;
  }
}

/**
 * Record the event as handled, in the transaction of what it changes: true for the first
 * delivery; false when another delivery recorded it first (the caller then changes nothing).
 */
export async function claimStripeEvent(executor: Executor, event: Pick<Stripe.Event, 'id' | 'type'>, paymentIntentId: string | null, outcome: string): Promise<boolean> {
  const rows = await executor.insert(stripeWebhookEvents).values({ id: event.id, type: event.type, paymentIntentId, outcome }).onConflictDoNothing({ target: stripeWebhookEvents.id }).returning({ id: stripeWebhookEvents.id });
  return rows.length > 0;
}

/** A claimed event's outcome (what the first delivery did), for the answer to a redelivery; null for an event not handled before. */
export async function stripeEventOutcome(executor: Executor, eventId: string): Promise<string | null> {
  const [row] = await executor.select({ outcome: stripeWebhookEvents.outcome }).from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, eventId));
  return row?.outcome ?? null;
}
