import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stripe's webhook events already handled (docs/decisions/056): Stripe delivers at least once,
 * so the same event may come twice or more; the first delivery is recorded here in the same
 * transaction as what it changed, and a later one finds its id and changes nothing.
 */
export const stripeWebhookEvents = pgTable(
  'stripe_webhook_events',
  {
    /** Stripe's event id (evt_…). */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The PaymentIntent the event is about (pi_…), when it is about one. */
    paymentIntentId: text('payment_intent_id'),
    /** What it did: e.g. `captured`, `refunded`, `disputed`, `settled:paid`, `ignored`. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stripe_webhook_events_intent_idx').on(t.paymentIntentId)],
);

export type StripeWebhookEvent = typeof stripeWebhookEvents.$inferSelect;
