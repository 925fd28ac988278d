import type { NextRequest } from 'next/server';
import { applyPayPalEvent, type PayPalWebhookEvent } from '@/server/orders/paypal-payments';
import { paypalProvider } from '@/server/payments/paypal';
import { readBodyText } from '@/server/platform/body';
import { errorResponse, handle, privateJson } from '@/server/platform/http';
import { logger } from '@/server/platform/logger';

/** The largest notice read: PayPal's are a few kilobytes. */
const PAYPAL_WEBHOOK_MAX_BYTES = 256 * 1024;

/**
 * POST /payments/paypal/webhook: PayPal's notices (decision 060). Each is verified with PayPal's
 * verify-webhook-signature against PAYPAL_WEBHOOK_ID before anything reads it (400 when it does
 * not verify), then applied to the order it pays (applyPayPalEvent); a redelivery answers 200 and
 * changes nothing. Any other failure answers 5xx, and PayPal delivers the notice again.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const provider = paypalProvider();
    if (!provider || provider.environment === 'builtin') {
      return errorResponse(404, { errorCode: 'NOT_FOUND', errorMessageKey: 'label_error_somethingNotworking', errorMessageDefault: 'PayPal is not configured in this store' });
    }
    const rawBody = await readBodyText(request, PAYPAL_WEBHOOK_MAX_BYTES);
    const header = (name: string) => request.headers.get(name);
    const verified = await provider.verifyWebhook({
      rawBody,
      headers: {
        authAlgo: header('paypal-auth-algo'),
        certUrl: header('paypal-cert-url'),
        transmissionId: header('paypal-transmission-id'),
        transmissionSig: header('paypal-transmission-sig'),
        transmissionTime: header('paypal-transmission-time'),
      },
    });
    if (!verified) {
      logger.warn({ transmissionId: header('paypal-transmission-id') }, 'PayPal webhook: a notice that does not verify was refused');
      return errorResponse(400, { errorCode: 'WEBHOOK_SIGNATURE_INVALID', errorMessageKey: 'label_error_somethingNotworking', errorMessageDefault: 'The notice does not verify as PayPal’s' });
    }
    const event = JSON.parse(rawBody) as PayPalWebhookEvent;
    const outcome = await applyPayPalEvent(event, provider);
    return privateJson({ received: true, eventId: event.id, outcome });
  });
}
