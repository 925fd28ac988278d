import type { Database } from '../../src/server/db/client';
import { paymentGateway, SandboxPaymentGateway, type PaymentGateway } from '../../src/server/payments/gateway';
import { env } from '../../src/server/platform/env';

/**
 * The payment gateway an operator command moves money with: the configured one, as the servers
 * use it (Stripe when PAYMENT_GATEWAY=stripe: a sweep's void or a cancellation's refund must
 * reach the provider that holds the money), else the built-in sandbox on the command's own
 * database connection.
 */
export function commandGateway(db: Database): PaymentGateway {
  return env().PAYMENT_GATEWAY === 'stripe' ? paymentGateway() : new SandboxPaymentGateway(() => db);
}
