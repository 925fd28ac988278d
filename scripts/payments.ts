import { deferredPaymentIdOf, settleDeferredPayment } from '../src/server/orders/deferred-payments';
import { sandboxGateway, SandboxPaymentGateway } from '../src/server/payments/gateway';
import { commandLine } from './lib/args';
import { runCommand } from './lib/database';
import { operatorActor } from './lib/staff-key';

/**
 * The sandbox gateway's operator commands (docs/decisions/057; docs/operations/payments.md):
 *   npm run payments -- show <paymentId|orderNumber>   a PIX charge's, boleto's or OXXO voucher's state and code
 *   npm run payments -- pay <paymentId|orderNumber>    the payer pays: the sandbox marks it paid and the order moves on
 * Only with the built-in sandbox gateway (a real provider is paid by the payer, and says so by webhook).
 * Every command acts as the staff member whose API key it is given (--key rk_…, else
 * REDLINE_API_KEY), with the key's role, in the audit log; without a key only in development, as
 * system:cli:payments with a warning (scripts/lib/staff-key.ts operatorActor).
 */
const USAGE = 'usage: npm run payments -- show|pay <paymentId|orderNumber>   (every command: --key rk_… or REDLINE_API_KEY)';
const log = (line: string) => console.error(`[payments] ${line}`);

const {
  positionals: [command, subject],
  values: options,
} = commandLine({ options: { key: { type: 'string' } } }, USAGE);
if (!command || !['show', 'pay'].includes(command) || !subject) {
  console.error(USAGE);
  process.exit(2);
}

await runCommand(log, async (db) => {
  const actor = await operatorActor(options.key, 'payments');
  if (!sandboxGateway()) {
    console.error('PAYMENT_GATEWAY_URL names another gateway: only the built-in sandbox is paid from here');
    return 2;
  }
  const gateway = new SandboxPaymentGateway(() => db);
  const paymentId = await deferredPaymentIdOf(db, subject!);
  const payment = paymentId ? await gateway.findDeferredPayment(paymentId) : null;
  if (!paymentId || !payment) {
    console.error(`no PIX, boleto or OXXO payment ${subject}`);
    return 1;
  }
  if (command === 'pay') {
    const paid = await gateway.deferred.markPaid(paymentId);
    const settled = await settleDeferredPayment({ paymentId, outcome: 'paid' }, actor, gateway, db);
    console.log(`${paymentId}: ${paid.status}; order ${settled.orderNumber} ${settled.status}${settled.changed ? '' : ' (already settled)'}`);
    return 0;
  }
  const { instructions } = payment;
  const code = instructions.tender === 'pix' ? instructions.copyPasteCode : instructions.tender === 'boleto' ? instructions.digitableLine : instructions.tender === 'oxxo' ? instructions.reference : instructions.approveUrl;
  console.log(`${paymentId} ${instructions.tender} ${payment.status} ${payment.amount.amount} ${payment.amount.currency} until ${instructions.expiresAt}\n${code}`);
  return 0;
});
