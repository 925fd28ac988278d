import type { NextRequest } from 'next/server';
import { applyStripeEvent } from '@/server/orders/payment-events';
import { STRIPE_WEBHOOK_MAX_BYTES, verifyStripeEvent } from '@/server/payments/stripe/webhook';
import { readBodyText } from '@/server/platform/body';
import { env } from '@/server/platform/env';
import { errorResponse, handle, privateJson } from '@/server/platform/http';

/**
 * POST /payments/stripe/webhook: Stripe's events (docs/decisions/056). The body is read as the
 * exact text Stripe signed; an event without a valid, recent signature is refused (400) before
 * anything reads it. Each event is applied once (orders/payment-events.ts); a redelivery answers
 * 200 and changes nothing. Any other failure answers 5xx, and Stripe delivers the event again.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const { PAYMENT_GATEWAY, STRIPE_WEBHOOK_SECRET } = env();
    if (PAYMENT_GATEWAY !== 'stripe' || !STRIPE_WEBHOOK_SECRET) {
      return errorResponse(404, { errorCode: 'NOT_FOUND', errorMessageKey: 'label_error_somethingNotworking', errorMessageDefault: 'Stripe is not this store’s payment gateway' });
    }
    const body = await readBodyText(request, STRIPE_WEBHOOK_MAX_BYTES);
    const event = verifyStripeEvent(body, request.headers.get('stripe-signature'), STRIPE_WEBHOOK_SECRET);
    return privateJson({ received: true, ...(await applyStripeEvent(event)) });
  });
}
