import type { NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale, localizedPath } from '@/lib/markets';
import { approvePayPalPayment, type PayPalApprovalOutcome } from '@/server/orders/paypal-payments';
import { paypalProvider } from '@/server/payments/paypal';
import { DomainError } from '@/server/platform/domain-error';
import { systemActor } from '@/server/staff/actor';

/** PayPal's order ids (and the stand-in's): letters and digits. */
const PAYPAL_ORDER_ID = /^[A-Z0-9]{10,40}$/;

/** What the confirmation page says about a return that did not pay (its `paypal` notice). */
const NOTICE: Record<PayPalApprovalOutcome, string | null> = { paid: null, closed: null, declined: 'declined', notApproved: 'notApproved' };

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
}

/**
 * GET /payments/paypal/return?locale=&token=<PayPal order id>&PayerID=: PayPal sends the payer
 * here after they approve (decision 060). The order's PayPal payment is authorised and captured
 * and the order goes on (approvePayPalPayment; a reload or a second return changes nothing), then
 * the shopper lands on the order's confirmation page, with a notice when PayPal declined.
 */
export async function GET(request: NextRequest) {
  const url = new URL(request.url);
  const asked = url.searchParams.get('locale');
  const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  const token = url.searchParams.get('token') ?? '';
  const provider = paypalProvider();
  if (!provider || !PAYPAL_ORDER_ID.test(token)) return redirect(localizedPath('/checkout', locale));
  try {
    const approval = await approvePayPalPayment(token, systemActor('paypal-return'), provider);
    const notice = NOTICE[approval.outcome];
    return redirect(localizedPath(`/orderConfirmation?orderNumber=${approval.orderNumber}${notice ? `&paypal=${notice}` : ''}`, approval.locale));
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'notFound') return redirect(localizedPath('/checkout', locale));
    throw error;
  }
}
