/** PayPal's REST API through its official SDK, answered from recorded responses (paypal-fixtures.test-helpers.ts). */
import { describe, expect, it } from 'vitest';
import { recorded, RECORDED_WEBHOOK_HEADERS } from './paypal-fixtures.test-helpers';
import { PayPalError } from './provider';

const ORDER = '5O190127TN364715T';

describe('PayPal through its server SDK, against recorded responses', () => {
  it('creates an order to authorise, for the amount in PayPal’s notation, with the approval page in the shopper’s language', async () => {
    const { provider, sent } = recorded('order-created');
    const order = await provider.createOrder({ amount: { amount: 10908, currency: 'USD' }, idempotencyKey: 'checkout-key-1', returnUrl: 'https://shop.example/payments/paypal/return?locale=en-US', cancelUrl: 'https://shop.example/payments/paypal/cancel?locale=en-US', locale: 'en-US' });
    expect(order).toEqual({
      orderId: ORDER,
      status: 'created',
      amount: { amount: 10908, currency: 'USD' },
      capturedAmount: { amount: 0, currency: 'USD' },
      refundedAmount: { amount: 0, currency: 'USD' },
      approveUrl: `https://www.sandbox.paypal.com/checkoutnow?token=${ORDER}`,
      payerEmail: null,
    });
    // The token call authenticates with the app's credentials; the order call with the token, once per submission key.
    expect(sent[0]!.headers.authorization).toBe(`Basic ${Buffer.from('AbCdEfGhIjKlMnOp:EFgHiJkLmNoPqRsT').toString('base64')}`);
    expect(sent[1]!.headers.authorization).toMatch(/^Bearer A21AAF/);
    expect(sent[1]!.headers['paypal-request-id']).toBe('create-checkout-key-1');
    expect(sent[1]!.body).toMatchObject({
      intent: 'AUTHORIZE',
      purchase_units: [{ custom_id: 'checkout-key-1', amount: { currency_code: 'USD', value: '109.08' } }],
      payment_source: { paypal: { experience_context: { return_url: 'https://shop.example/payments/paypal/return?locale=en-US', cancel_url: 'https://shop.example/payments/paypal/cancel?locale=en-US', locale: 'en-US', user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING' } } },
    });
  });

  it('authorises an approved order once (PayPal-Request-Id), then captures its authorisation', async () => {
    const { provider, sent, left } = recorded('order-approved', 'order-authorized', 'order-authorized-retrieved', 'authorization-captured', 'order-captured-retrieved');
    expect(await provider.authorize(ORDER)).toMatchObject({ status: 'authorized', payerEmail: 'buyer@example.com' });
    expect(sent[2]!.headers['paypal-request-id']).toBe(`authorize-${ORDER}`);
    expect(await provider.capture(ORDER)).toMatchObject({ status: 'captured', capturedAmount: { amount: 10908, currency: 'USD' } });
    expect(sent[4]!.headers['paypal-request-id']).toBe('capture-0VF52814937998046');
    expect(sent[4]!.body).toEqual({ final_capture: true });
    expect(left()).toBe(0);
  });

  it('does not authorise an order the payer has not approved, and calls nothing more', async () => {
    const { provider, left } = recorded('order-pending');
    await expect(provider.authorize(ORDER)).rejects.toMatchObject({ code: 'not_approved' });
    expect(left()).toBe(0);
  });

  it('reads PayPal’s decline as declined', async () => {
    const { provider } = recorded('order-approved', 'authorization-declined');
    const error = await provider.authorize(ORDER).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayPalError);
    expect(error).toMatchObject({ code: 'declined', message: expect.stringContaining('INSTRUMENT_DECLINED') });
  });

  it('refunds part of a capture and reads what PayPal has given back', async () => {
    const { provider, sent } = recorded('order-captured-retrieved', 'capture-refunded', 'order-partially-refunded-retrieved');
    expect(await provider.refund(ORDER, { amount: 2500, currency: 'USD' })).toMatchObject({ status: 'partially_refunded', refundedAmount: { amount: 2500, currency: 'USD' } });
    expect(sent[2]!.body).toEqual({ amount: { currency_code: 'USD', value: '25.00' } });
  });

  it('answers an unknown order as none, and a PayPal outage as a processing error', async () => {
    expect(await recorded('order-not-found').provider.getOrder('0000000000000000X')).toBeNull();
    const outage = recorded('server-error').provider.createOrder({ amount: { amount: 100, currency: 'USD' }, idempotencyKey: 'k', returnUrl: 'https://shop.example/r', cancelUrl: 'https://shop.example/c', locale: 'en-US' });
    await expect(outage).rejects.toMatchObject({ code: 'processing_error' });
  });

  it('verifies a webhook notice with PayPal against the webhook id, and refuses one without its headers', async () => {
    const headers = RECORDED_WEBHOOK_HEADERS;
    const rawBody = JSON.stringify({ id: 'WH-2WR32451HC0233532-67976317FL4543714', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: ORDER } });
    const ok = recorded('webhook-verified');
    expect(await ok.provider.verifyWebhook({ headers, rawBody })).toBe(true);
    expect(ok.sent[1]!.body).toEqual({ auth_algo: headers.authAlgo, cert_url: headers.certUrl, transmission_id: headers.transmissionId, transmission_sig: headers.transmissionSig, transmission_time: headers.transmissionTime, webhook_id: '8PT597110X687430LKGECATA', webhook_event: JSON.parse(rawBody) });
    expect(await recorded('webhook-not-verified').provider.verifyWebhook({ headers, rawBody })).toBe(false);
    const none = recorded();
    expect(await none.provider.verifyWebhook({ headers: { ...headers, transmissionSig: null }, rawBody })).toBe(false);
    expect(none.sent).toHaveLength(0);
  });
});
