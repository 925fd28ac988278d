import { paymentOptions } from '@/lib/payment-options';
import { handle, privateJson } from '@/server/platform/http';

/** GET /ecomm/b2c/v1/order/paymentOptions: each payment method with numberOfCardsAllowed (spec §3). */
export function GET() {
  return handle(async () => privateJson({ paymentOptions: paymentOptions() }));
}
