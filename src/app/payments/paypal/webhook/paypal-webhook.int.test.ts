import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { usePayPalProvider } from '@/server/payments/paypal';
import { BuiltinPayPal } from '@/server/payments/paypal/builtin';
import { recorded, RECORDED_WEBHOOK_HEADERS } from '@/server/payments/paypal/paypal-fixtures.test-helpers';
import { POST } from './route';

/**
 * POST /payments/paypal/webhook's answers (decision 060), through the route on a real PostgreSQL,
 * with PayPal's SDK answered from recorded responses: the verification is PayPal's
 * verify-webhook-signature call, made before anything reads the notice.
 */
const HEADERS = {
  'content-type': 'application/json',
  'paypal-auth-algo': RECORDED_WEBHOOK_HEADERS.authAlgo,
  'paypal-cert-url': RECORDED_WEBHOOK_HEADERS.certUrl,
  'paypal-transmission-id': RECORDED_WEBHOOK_HEADERS.transmissionId,
  'paypal-transmission-sig': RECORDED_WEBHOOK_HEADERS.transmissionSig,
  'paypal-transmission-time': RECORDED_WEBHOOK_HEADERS.transmissionTime,
};

/** A notice about a PayPal order this store never made. */
const UNKNOWN_ORDER_NOTICE = JSON.stringify({ id: 'WH-2WR32451HC0233532-67976317FL4543714', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: '5O190127TN364715T' } });

const post = (body: string, headers: Record<string, string> = HEADERS) => POST(new NextRequest('http://localhost/payments/paypal/webhook', { method: 'POST', headers, body }));

afterEach(() => usePayPalProvider(undefined));

describe('POST /payments/paypal/webhook', () => {
  it('answers 404 with the error envelope where PayPal is not configured, and where the stand-in (which has no webhooks) is', async () => {
    const notFound = async () => {
      const response = await post(UNKNOWN_ORDER_NOTICE);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    };
    usePayPalProvider(null);
    await notFound();
    usePayPalProvider(new BuiltinPayPal());
    await notFound();
  });

  it('refuses with 400 a notice PayPal does not verify, one without its signature headers (asking PayPal nothing), and a body that is not JSON', async () => {
    const refused = recorded('webhook-not-verified');
    usePayPalProvider(refused.provider);
    const response = await post(UNKNOWN_ORDER_NOTICE);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: 'WEBHOOK_SIGNATURE_INVALID' });
    expect(refused.left()).toBe(0);

    const unsigned = recorded();
    usePayPalProvider(unsigned.provider);
    const { 'paypal-transmission-sig': _signature, ...withoutSignature } = HEADERS;
    void _signature;
    const noSignature = await post(UNKNOWN_ORDER_NOTICE, withoutSignature);
    expect(noSignature.status).toBe(400);
    expect(await noSignature.json()).toMatchObject({ errorCode: 'WEBHOOK_SIGNATURE_INVALID' });
    const malformed = await post('{"id": "WH-1", "event_type": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ errorCode: 'WEBHOOK_SIGNATURE_INVALID' });
    expect(unsigned.sent).toHaveLength(0);
  });

  it('refuses a body over 256 KB with 413 before reading it', async () => {
    const unread = recorded();
    usePayPalProvider(unread.provider);
    const response = await post(JSON.stringify({ id: 'WH-1', event_type: 'CHECKOUT.ORDER.APPROVED', padding: 'x'.repeat(300 * 1024) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toHaveProperty('errorCode');
    expect(unread.sent).toHaveLength(0);
  });

  it('acknowledges a verified notice about an order it does not know with 200 and changes nothing, so PayPal does not deliver it again', async () => {
    const verified = recorded('webhook-verified');
    usePayPalProvider(verified.provider);
    const response = await post(UNKNOWN_ORDER_NOTICE);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, eventId: 'WH-2WR32451HC0233532-67976317FL4543714', outcome: 'no order' });
    expect(verified.left()).toBe(0);
  });
});
