import { paymentOptions } from '@/lib/payment-options';
import { paypalConfigured } from '@/server/payments/paypal';
import { stripeBrowserConfig } from '@/server/payments/stripe/browser';
import { handle, privateJson } from '@/server/platform/http';

/** GET /ecomm/b2c/v1/order/paymentOptions: each payment method with numberOfCardsAllowed (spec §3); Apple Pay and Google Pay with Stripe (decision 056), PayPal where configured (060). */
export function GET() {
  return handle(async () => privateJson({ paymentOptions: paymentOptions({ wallets: stripeBrowserConfig() !== null, paypal: paypalConfigured() }) }));
}
