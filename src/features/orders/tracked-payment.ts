import { paymentInstructionsView } from '@/components/PaymentInstructions';
import type { PaymentInstructionsViewData } from '@/components/PaymentInstructionsView';
import type { CurrencyCode, Locale } from '@/lib/markets';
import { awaitingPayment } from '@/server/orders/deferred-payments';
import type { OrderDetails } from '@/server/orders/lookup';
import { sandboxGateway } from '@/server/payments/gateway';

/**
 * How to pay a tracked order that awaits its PIX, boleto or OXXO payment (the code to copy, the QR
 * code, the deadline), as the confirmation page shows it: a guest who closed that page finds it
 * again by the order's number and e-mail or postal code. Without the boleto's PDF, which is the
 * order owner's; null once paid (and for PayPal, whose approval the confirmation page holds).
 */
export async function trackedPayment(found: OrderDetails, locale: Locale): Promise<PaymentInstructionsViewData | null> {
  const awaited = awaitingPayment(found.order, found.payments);
  const instructions = awaited?.instructions;
  if (!awaited || !instructions || instructions.tender === 'paypal') return null;
  return paymentInstructionsView({
    locale,
    currency: found.order.currency as CurrencyCode,
    payment: { reference: awaited.reference, amount: awaited.amount, instructions },
    sandbox: sandboxGateway() !== null,
    pdf: false,
  });
}
