import type { NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale, localizedPath } from '@/lib/markets';
import { paypalPaymentWithOrder } from '@/server/orders/paypal-payments';

const PAYPAL_ORDER_ID = /^[A-Z0-9]{10,40}$/;

/**
 * GET /payments/paypal/cancel?locale=&token=<PayPal order id>: the payer cancelled on PayPal's page
 * (decision 060). Nothing changes: the order stays payable until it expires, and the shopper
 * lands on its confirmation page, which says so and links back to PayPal.
 */
export async function GET(request: NextRequest) {
  const url = new URL(request.url);
  const asked = url.searchParams.get('locale');
  const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  const token = url.searchParams.get('token') ?? '';
  const found = PAYPAL_ORDER_ID.test(token) ? await paypalPaymentWithOrder(token) : null;
  const location = found ? localizedPath(`/orderConfirmation?orderNumber=${found.order.orderNumber}&paypal=cancelled`, isLocale(found.order.locale) ? found.order.locale : locale) : localizedPath('/checkout', locale);
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
}
