import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as webhook } from '@/app/payments/stripe/webhook/route';
import { auditEvents } from '@/server/audit/schema';
import { db } from '@/server/db/client';
import { StripePaymentGateway } from '@/server/payments/stripe/gateway';
import { stripeWebhookEvents } from '@/server/payments/stripe/schema';
import { eventFixture, startStripeFixtures, type StripeFixtureServer } from '@/server/payments/stripe/stripe-fixtures.test-helpers';
import type { Actor } from '@/server/staff/actor';
import { cartWith, input, productWithStock } from '../../../tests/integration/orders';
import { applyStripeEvent } from './payment-events';
import { placeOrder } from './place-order';
import { orderPayments, orderRefunds } from './schema';

/** Stripe selected, with a webhook secret of the test's own: set before anything reads the environment. */
const SECRET = vi.hoisted(() => {
  const secret = 'whsec_redlinetestsecret0123456789';
  process.env.PAYMENT_GATEWAY = 'stripe';
  process.env.STRIPE_SECRET_KEY = 'sk_test_51RedlineFixturesOnly';
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_51RedlineFixturesOnly';
  process.env.STRIPE_WEBHOOK_SECRET = secret;
  return secret;
});

const PI = 'pi_3QxRedline0001Card';
let stripe: StripeFixtureServer;
let orderNumber: string;

/** A delivery of Stripe's: the event's exact bytes, signed now with the endpoint's secret (or as told). */
function deliver(payload: string, signature: string | null = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })) {
  return webhook(
    new NextRequest('http://localhost/payments/stripe/webhook', {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)', ...(signature ? { 'stripe-signature': signature } : {}) },
    }),
  );
}

const payment = async () => (await db().select().from(orderPayments).where(and(eq(orderPayments.method, 'card'), eq(orderPayments.reference, PI))))[0]!;
const auditOf = async (action: string) => db().select().from(auditEvents).where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, orderNumber)));

beforeAll(async () => {
  stripe = await startStripeFixtures();
  // An order paid through Stripe: authorised with the PaymentMethod from the browser; the capture right after fails (Stripe answers 500), so the order stands on its authorisation.
  const product = await productWithStock(5);
  const submission = await input(await cartWith(product.sku, 1));
  stripe.answer('card-authorized', 'api-error-retrieve');
  const placed = await placeOrder({ ...submission, cardToken: 'pm_1QxRedlineVisa4242' }, new StripePaymentGateway(stripe.client()));
  orderNumber = placed.orderNumber;
  expect(stripe.mismatches).toEqual([]);
  expect(stripe.requests[0]).toMatchObject({ path: '/v1/payment_intents', idempotencyKey: submission.idempotencyKey, params: { payment_method: 'pm_1QxRedlineVisa4242', capture_method: 'manual' } });
});
afterAll(() => stripe.close());

describe('POST /payments/stripe/webhook', () => {
  it('places the order on Stripe’s authorisation (the card payment refers to the intent)', async () => {
    expect(await payment()).toMatchObject({ status: 'authorized', brand: 'visa', last4: '4242', disputedAt: null });
  });

  it('marks the payment captured when Stripe says so; the same event again changes nothing', async () => {
    const first = await deliver(eventFixture('payment_intent.succeeded.card'));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, eventId: 'evt_3QxRedline0001Capt', outcome: 'captured', duplicate: false });
    expect((await payment()).status).toBe('captured');
    expect(await auditOf('order.payment.captured')).toHaveLength(1);

    const again = await deliver(eventFixture('payment_intent.succeeded.card'));
    expect(await again.json()).toMatchObject({ outcome: 'captured', duplicate: true });
    expect(await auditOf('order.payment.captured')).toHaveLength(1);
    expect(await db().select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, 'evt_3QxRedline0001Capt'))).toHaveLength(1);
  });

  it('records a refund made in Stripe’s dashboard once, however often it is delivered', async () => {
    for (let delivery = 0; delivery < 3; delivery++) expect((await deliver(eventFixture('charge.refunded'))).status).toBe(200);
    const after = await payment();
    expect(after).toMatchObject({ refundedAmount: 5000, status: 'captured' });
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.paymentId, after.id))).toEqual([expect.objectContaining({ amount: 5000, returnOrderId: null })]);
  });

  it('marks a disputed payment and tells the operators in the audit log, once', async () => {
    const answer = await deliver(eventFixture('charge.dispute.created'));
    expect(await answer.json()).toMatchObject({ outcome: 'disputed', duplicate: false });
    expect((await payment()).disputedAt).toBeInstanceOf(Date);
    await deliver(eventFixture('charge.dispute.created'));
    const lines = await auditOf('order.payment.disputed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actorLabel: 'system:stripe-webhook', entityType: 'order', after: expect.objectContaining({ disputeId: 'dp_1QxRedline0001', reason: 'fraudulent', amount: 12999 }) });
  });

  it('refuses an event without a valid, recent signature (400 in the error envelope), and applies nothing', async () => {
    const payload = eventFixture('payment_intent.canceled.card');
    const refusals = [
      await deliver(payload, null),
      await deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someoneelsessecret000000000' })),
      await deliver(payload.replace('"automatic"', '"requested_by_customer"'), Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })),
      await deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 })),
    ];
    expect(refusals.map((refused) => refused.status)).toEqual([400, 400, 400, 400]);
    for (const refused of refusals) {
      expect(await refused.json()).toMatchObject({ errorCode: 'STRIPE_SIGNATURE_INVALID', errorMessageKey: 'error_validation_badRequest' });
    }
    expect((await payment()).status).toBe('captured');
    expect(await db().select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, 'evt_3QxRedline0001Canc'))).toEqual([]);
  });

  it('records an event it does not act on as seen', async () => {
    const payload = JSON.stringify({ id: 'evt_3QxRedline0007Cust', object: 'event', type: 'customer.created', api_version: '2026-10-28.endive', created: 1795800000, livemode: false, data: { object: { id: 'cus_1', object: 'customer' } } });
    expect(await (await deliver(payload)).json()).toMatchObject({ outcome: 'ignored', duplicate: false });
  });
});

describe('a PIX paid, as Stripe’s webhook tells it', () => {
  it('settles the deferred payment through the orders use case once; a redelivery does not settle it again', async () => {
    const settled: { paymentId: string; outcome: string; actor: string }[] = [];
    const settle = async (request: { paymentId: string; outcome: 'paid' | 'expired' | 'failed' }, actor: Actor) => {
      settled.push({ ...request, actor: actor.label });
    };
    const event = JSON.parse(eventFixture('payment_intent.succeeded.pix')) as Stripe.Event;
    expect(await applyStripeEvent(event, { settle })).toEqual({ eventId: 'evt_3QxRedline0004Paid', outcome: 'settled:paid', duplicate: false });
    expect(await applyStripeEvent(event, { settle })).toEqual({ eventId: 'evt_3QxRedline0004Paid', outcome: 'settled:paid', duplicate: true });
    expect(settled).toEqual([{ paymentId: 'pi_3QxRedline0004Pix', outcome: 'paid', actor: 'system:stripe-webhook' }]);
  });

  it('reads an expired OXXO voucher and a failed boleto as such', async () => {
    const settled: string[] = [];
    const settle = async (request: { paymentId: string; outcome: string }) => void settled.push(`${request.paymentId}:${request.outcome}`);
    await applyStripeEvent(JSON.parse(eventFixture('payment_intent.canceled.oxxo')) as Stripe.Event, { settle });
    await applyStripeEvent(JSON.parse(eventFixture('payment_intent.payment_failed.boleto')) as Stripe.Event, { settle });
    expect(settled).toEqual(['pi_3QxRedline0006Oxxo:expired', 'pi_3QxRedline0005Boleto:failed']);
  });

  it('records a PIX paid for no order of ours as seen, through the orders use case, and answers 200', async () => {
    const payload = eventFixture('payment_intent.succeeded.pix').replace('evt_3QxRedline0004Paid', 'evt_3QxRedline0008Paid');
    const answer = await deliver(payload);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ outcome: 'no order', duplicate: false });
    expect(await db().select({ id: stripeWebhookEvents.id }).from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, 'evt_3QxRedline0008Paid'))).toEqual([{ id: 'evt_3QxRedline0008Paid' }]);
  });
});
