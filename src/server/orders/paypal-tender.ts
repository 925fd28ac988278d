import type { Money } from '@/lib/money';
import type { PaymentGateway } from '@/server/payments/gateway';
import { paypalProvider, type PayPalProvider } from '@/server/payments/paypal';

/** The configured PayPal, or an error: an order paid by PayPal cannot be handled without it (decision 060). */
export function requirePayPal(provider: PayPalProvider | null = paypalProvider()): PayPalProvider {
  if (!provider) throw new Error('An order was paid by PayPal, but PAYPAL_ENVIRONMENT is not set: PayPal cannot be reached');
  return provider;
}

/** Stop a payment still awaited from being made: the gateway's PIX, boleto or OXXO payment, or a PayPal order not yet authorised. */
export async function cancelAwaitedPayment(gateway: PaymentGateway, method: string, reference: string): Promise<void> {
  if (method === 'paypal') await requirePayPal().cancel(reference);
  else await gateway.cancelDeferredPayment(reference);
}

/**
 * Money back to a PayPal order: refunded from its capture, or, when it was only authorised (its
 * capture failed), the authorisation voided when all of it goes back, else captured and refunded.
 */
export async function refundToPayPal(orderId: string, amount: Money, provider: PayPalProvider = requirePayPal()): Promise<void> {
  const order = await provider.getOrder(orderId);
  if (order?.status === 'authorized') {
    if (amount.amount >= order.amount.amount) {
      await provider.void(orderId);
      return;
    }
    await provider.capture(orderId);
  }
  await provider.refund(orderId, amount);
}
