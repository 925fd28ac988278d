import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaymentGatewayError } from '../gateway';
import { StripePaymentGateway } from './gateway';
import { startStripeFixtures, TEST_SECRET_KEY, type StripeFixtureServer } from './stripe-fixtures.test-helpers';

/**
 * The Stripe gateway against Stripe's recorded answers (fixtures/api), through the real `stripe`
 * client over HTTP on this machine: what it asks Stripe, and what it makes of each answer.
 */
let stripe: StripeFixtureServer;
let gateway: StripePaymentGateway;

const PI = 'pi_3QxRedline0001Card';
const usd = (amount: number) => ({ amount, currency: 'USD' as const });

beforeAll(async () => {
  stripe = await startStripeFixtures();
  gateway = new StripePaymentGateway(stripe.client());
});
afterAll(() => stripe.close());
afterEach(() => {
  // Every answer queued was asked for, and nothing else was.
  expect(stripe.mismatches).toEqual([]);
  expect(stripe.pending()).toEqual([]);
  stripe.requests.length = 0;
});

describe('a card payment through Stripe', () => {
  it('authorises with the PaymentMethod from the browser: manual capture, confirmed at once, the key sent and kept in metadata', async () => {
    stripe.answer('card-authorized');
    const result = await gateway.authorize({ token: 'pm_1QxRedlineVisa4242', amount: usd(12999), idempotencyKey: 'order-attempt-0001' });
    expect(result).toEqual({ status: 'authorized', authorizationId: PI, brand: 'visa', last4: '4242' });
    const [request] = stripe.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: 'order-attempt-0001', authorization: `Bearer ${TEST_SECRET_KEY}` });
    expect(request!.params).toMatchObject({
      amount: '12999',
      currency: 'usd',
      payment_method: 'pm_1QxRedlineVisa4242',
      capture_method: 'manual',
      confirm: 'true',
      use_stripe_sdk: 'true',
      'allowed_payment_method_types[0]': 'card',
      'metadata[idempotency_key]': 'order-attempt-0001',
    });
    expect(Object.keys(request!.params).some((key) => key.includes('installments'))).toBe(false);
  });

  it('captures, then a second capture of the same amount asks Stripe nothing more', async () => {
    stripe.answer('card-authorized-retrieved', 'card-captured');
    const state = await gateway.capture(PI);
    expect(state).toEqual({ authorizationId: PI, status: 'captured', amount: usd(12999), capturedAmount: usd(12999), refundedAmount: usd(0) });
    expect(stripe.requests[1]).toMatchObject({ method: 'POST', path: `/v1/payment_intents/${PI}/capture`, idempotencyKey: `capture:${PI}:12999`, params: { amount_to_capture: '12999' } });

    stripe.answer('card-captured-retrieved');
    expect((await gateway.capture(PI)).status).toBe('captured');
    expect(stripe.requests.filter((request) => request.path.endsWith('/capture'))).toHaveLength(1);
  });

  it('refunds part of a capture: a new refund with its own key, and the state as Stripe then tells it', async () => {
    stripe.answer('card-captured-retrieved', 'refund-partial', 'card-partially-refunded-retrieved');
    const state = await gateway.refund(PI, usd(5000));
    expect(state).toMatchObject({ status: 'partially_refunded', capturedAmount: usd(12999), refundedAmount: usd(5000) });
    const refund = stripe.requests.find((request) => request.path === '/v1/refunds')!;
    expect(refund.params).toMatchObject({ payment_intent: PI, amount: '5000' });
    expect(refund.idempotencyKey).toMatch(new RegExp(`^refund:${PI}:[0-9a-f-]{36}$`));
  });

  it('refuses to refund more than is left, without asking Stripe to', async () => {
    stripe.answer('card-partially-refunded-retrieved');
    await expect(gateway.refund(PI, usd(8000))).rejects.toMatchObject({ code: 'invalid_request' });
    expect(stripe.requests.map((request) => request.path)).toEqual([`/v1/payment_intents/${PI}`]);
  });

  it('voids (cancels) an authorisation; voiding again is a no-op; capturing it then is invalid_state', async () => {
    stripe.answer('card-authorized-retrieved', 'card-canceled');
    expect(await gateway.void(PI)).toMatchObject({ status: 'voided', capturedAmount: usd(0) });
    expect(stripe.requests[1]).toMatchObject({ path: `/v1/payment_intents/${PI}/cancel`, idempotencyKey: `void:${PI}` });

    stripe.answer('card-canceled-retrieved');
    expect((await gateway.void(PI)).status).toBe('voided');
    stripe.answer('card-canceled-retrieved');
    await expect(gateway.capture(PI)).rejects.toMatchObject({ code: 'invalid_state' });
  });

  it('reads a decline as the decline code the shopper is told about', async () => {
    stripe.answer('card-declined-insufficient-funds');
    expect(await gateway.authorize({ token: 'pm_1QxRedlineVisa9995', amount: usd(12999), idempotencyKey: 'order-attempt-0002' })).toEqual({ status: 'declined', code: 'insufficient_funds' });
  });

  it('finds an attempt again by its key (a caller that died before writing the answer down), declined as it was', async () => {
    stripe.answer('search-declined');
    const found = await gateway.findAuthorization('order-attempt-0002');
    expect(found).toMatchObject({ authorizationId: 'pi_3QxRedline0002Decl', status: 'declined', declineCode: 'insufficient_funds', brand: 'visa', last4: '9995' });
    expect(stripe.requests[0]!.params.query).toBe("metadata['idempotency_key']:'order-attempt-0002'");

    stripe.answer('search-none');
    expect(await gateway.findAuthorization("o'brien-1")).toBeNull();
    expect(stripe.requests[1]!.params.query).toBe("metadata['idempotency_key']:'o\\'brien-1'");
  });

  it('asks for a plan of installments (meses sin intereses, parcelado) when the shopper chose one', async () => {
    stripe.answer('card-installments-authorized');
    const result = await gateway.authorize({ token: 'pm_1QxRedlineMc0004', amount: { amount: 300000, currency: 'MXN' }, idempotencyKey: 'order-attempt-0003', installments: 6 });
    expect(result).toMatchObject({ status: 'authorized', brand: 'mastercard', last4: '0004' });
    expect(stripe.requests[0]!.params).toMatchObject({
      currency: 'mxn',
      'payment_method_options[card][installments][enabled]': 'true',
      'payment_method_options[card][installments][plan][count]': '6',
      'payment_method_options[card][installments][plan][interval]': 'month',
      'payment_method_options[card][installments][plan][type]': 'fixed_count',
    });
  });

  it('maps Stripe errors to the gateway errors the order flow knows', async () => {
    stripe.answer('idempotency-conflict');
    await expect(gateway.authorize({ token: 'pm_1QxRedlineVisa4242', amount: usd(100), idempotencyKey: 'order-attempt-0001' })).rejects.toMatchObject({ code: 'idempotency_conflict' });
    stripe.answer('api-error');
    const failure = await gateway.authorize({ token: 'pm_1QxRedlineVisa4242', amount: usd(100), idempotencyKey: 'order-attempt-0009' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentGatewayError);
    expect(failure).toMatchObject({ code: 'processing_error', retryable: true });
    stripe.answer('intent-missing');
    await expect(gateway.capture('pi_3QxRedline9999None')).rejects.toMatchObject({ code: 'authorization_not_found' });
  });

  it('refuses what is not a PaymentMethod id or a payment intent id without calling Stripe (a sandbox token, a card number)', async () => {
    await expect(gateway.authorize({ token: '4242424242424242', amount: usd(100), idempotencyKey: 'k' })).rejects.toMatchObject({ code: 'token_not_found' });
    await expect(gateway.capture('auth_123')).rejects.toMatchObject({ code: 'authorization_not_found' });
    await expect(gateway.authorize({ token: 'pm_1', amount: usd(0), idempotencyKey: 'k' })).rejects.toMatchObject({ code: 'invalid_request' });
    expect(stripe.requests).toEqual([]);
  });
});

describe('a card whose bank asks for 3-D Secure (decision 059)', () => {
  const TDS = 'pi_3QxRedline0007Tds';

  it('answers the challenge for Stripe.js (the intent client secret) instead of declining, and releases nothing', async () => {
    stripe.answer('card-requires-action');
    const result = await gateway.authorize({ token: 'pm_1QxRedlineVisa3184', amount: usd(12999), idempotencyKey: 'order-attempt-0007' });
    expect(result).toEqual({ status: 'requires_action', authorizationId: TDS, challenge: { provider: 'stripe', clientSecret: `${TDS}_secret_RdLn3ds` } });
    expect(stripe.requests[0]!.params).toMatchObject({ use_stripe_sdk: 'true', confirm: 'true', capture_method: 'manual' });
    expect(stripe.requests[0]!.params).not.toHaveProperty('error_on_requires_action');
    expect(stripe.requests).toHaveLength(1);
  });

  it('reads the intent again after the challenge: still open, passed (authorised, card and amount), or failed (authentication_failed)', async () => {
    stripe.answer('card-requires-action-retrieved', 'card-authenticated-retrieved', 'card-authentication-failed-retrieved');
    expect(await gateway.getAuthorization(TDS)).toMatchObject({ status: 'requires_action', challenge: { provider: 'stripe', clientSecret: `${TDS}_secret_RdLn3ds` }, capturedAmount: usd(0) });
    const passed = await gateway.getAuthorization(TDS);
    expect(passed).toMatchObject({ authorizationId: TDS, status: 'authorized', amount: usd(12999), brand: 'visa', last4: '3184', declineCode: null });
    expect(passed).not.toHaveProperty('challenge');
    expect(await gateway.getAuthorization(TDS)).toMatchObject({ status: 'declined', declineCode: 'authentication_failed', last4: '3184' });
    expect(stripe.requests.map((request) => `${request.method} ${request.path}`)).toEqual(Array(3).fill(`GET /v1/payment_intents/${TDS}`));
  });

  it('finds an unfinished challenge by its key and voids it (the sweep, or the next attempt)', async () => {
    stripe.answer('search-requires-action');
    expect(await gateway.findAuthorization('order-attempt-0007')).toMatchObject({ authorizationId: TDS, status: 'requires_action', challenge: { provider: 'stripe' } });
    stripe.answer('card-requires-action-retrieved', 'card-requires-action-canceled');
    expect(await gateway.void(TDS)).toMatchObject({ status: 'voided' });
    expect(stripe.requests[2]).toMatchObject({ path: `/v1/payment_intents/${TDS}/cancel`, idempotencyKey: `void:${TDS}` });
  });

  it('refuses to capture an intent whose challenge is still open', async () => {
    stripe.answer('card-requires-action-retrieved');
    await expect(gateway.capture(TDS)).rejects.toMatchObject({ code: 'invalid_state' });
  });
});

describe('payments that complete later through Stripe (PIX, boleto, OXXO)', () => {
  const expiresAt = new Date(Date.now() + 3 * 86_400_000);

  it('creates a PIX payment and hands over its copy-and-paste code and expiry', async () => {
    stripe.answer('pix-requires-action');
    const payment = await gateway.createDeferredPayment({ tender: 'pix', amount: { amount: 25990, currency: 'BRL' }, idempotencyKey: 'order-0004-pix', expiresAt, payer: { name: 'Ana Souza', email: 'ana@example.com.br', taxId: '52998224725' } });
    expect(payment).toMatchObject({ paymentId: 'pi_3QxRedline0004Pix', status: 'pending', amount: { amount: 25990, currency: 'BRL' } });
    expect(payment.instructions).toMatchObject({ tender: 'pix', copyPasteCode: expect.stringMatching(/^000201.*br\.gov\.bcb\.pix/) });
    expect(Date.parse(payment.instructions.expiresAt)).toBeGreaterThan(0);
    expect(stripe.requests[0]).toMatchObject({ idempotencyKey: 'order-0004-pix' });
    expect(stripe.requests[0]!.params).toMatchObject({ 'allowed_payment_method_types[0]': 'pix', 'payment_method_data[type]': 'pix', 'payment_method_options[pix][expires_at]': String(Math.floor(expiresAt.getTime() / 1000)) });
  });

  it('creates a boleto with the CPF, and gives its 47-digit line and 44-digit barcode', async () => {
    stripe.answer('boleto-requires-action');
    const payment = await gateway.createDeferredPayment({ tender: 'boleto', amount: { amount: 1000, currency: 'BRL' }, idempotencyKey: 'order-0005-boleto', expiresAt, payer: { name: 'Ana Souza', email: 'ana@example.com.br', taxId: '52998224725' } });
    expect(payment.instructions).toEqual({ tender: 'boleto', digitableLine: '00190000090270121300700009271172176810000001000', barcode: '00191768100000010000000002701213000000927117', expiresAt: expect.any(String) });
    expect(stripe.requests[0]!.params).toMatchObject({ 'payment_method_data[boleto][tax_id]': '52998224725', 'payment_method_options[boleto][expires_after_days]': '3' });
  });

  it('creates an OXXO voucher with its reference', async () => {
    stripe.answer('oxxo-requires-action');
    const payment = await gateway.createDeferredPayment({ tender: 'oxxo', amount: { amount: 125000, currency: 'MXN' }, idempotencyKey: 'order-0006-oxxo', expiresAt, payer: { name: 'Luis Pérez', email: 'luis@example.com.mx' } });
    expect(payment.instructions).toMatchObject({ tender: 'oxxo', reference: '12345678901234657890123456789012' });
  });

  it('refuses a tender in the wrong currency, and PIX or boleto without a CPF, before calling Stripe', async () => {
    await expect(gateway.createDeferredPayment({ tender: 'oxxo', amount: { amount: 100, currency: 'BRL' }, idempotencyKey: 'x', expiresAt, payer: { name: 'A', email: 'a@b.c' } })).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(gateway.createDeferredPayment({ tender: 'pix', amount: { amount: 100, currency: 'BRL' }, idempotencyKey: 'x', expiresAt, payer: { name: 'A', email: 'a@b.c' } })).rejects.toMatchObject({ code: 'invalid_request' });
    expect(stripe.requests).toEqual([]);
  });

  it('finds a pending payment again, and answers null for one Stripe does not know', async () => {
    stripe.answer('pix-retrieved-pending', 'intent-missing');
    expect(await gateway.findDeferredPayment('pi_3QxRedline0004Pix')).toMatchObject({ status: 'pending', instructions: { tender: 'pix' } });
    expect(await gateway.findDeferredPayment('pi_3QxRedline9999None')).toBeNull();
  });
});
