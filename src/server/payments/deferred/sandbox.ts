import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Money } from '@/lib/money';
import type { Database } from '@/server/db/client';
import { checkMoney, PaymentGatewayError, type DeferredPayment, type DeferredPaymentRequest, type PaymentInstructions } from '../gateway';
import { DEFERRED_PAYMENT_STATUSES, paymentDeferred, type BankAccount, type DeferredPaymentRow } from '../schema';
import { boletoBarcode, digitableLine } from './boleto';
import { boletoDueDate, isExpired } from './expiry';
import { oxxoReference } from './oxxo';
import { pixPayload, SANDBOX_PIX_KEY, SANDBOX_PIX_MERCHANT } from './pix';

const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

function randomDigits(count: number): string {
  let digits = '';
  for (let i = 0; i < count; i++) digits += String(randomInt(10));
  return digits;
}

/** The PIX txid of a payment: its id's 24 hexadecimal digits. */
export function pixTxid(paymentId: string): string {
  return paymentId.replace(/^pay_/, '').toUpperCase();
}

export function instructionsOf(row: Pick<DeferredPaymentRow, 'tender' | 'code' | 'expiresAt'>): PaymentInstructions {
  const expiresAt = row.expiresAt.toISOString();
  switch (row.tender) {
    case 'pix':
      return { tender: 'pix', copyPasteCode: row.code, expiresAt };
    case 'boleto':
      return { tender: 'boleto', barcode: row.code, digitableLine: digitableLine(row.code), expiresAt };
    case 'oxxo':
      return { tender: 'oxxo', reference: row.code, expiresAt };
    case 'paypal':
      // The PayPal stand-in's orders share the table (decision 060); they are never a deferred payment.
      throw new PaymentGatewayError('authorization_not_found', 'A PayPal order is not a deferred payment');
  }
}

const isDeferredPaymentStatus = (status: string): status is DeferredPayment['status'] => (DEFERRED_PAYMENT_STATUSES as readonly string[]).includes(status);

/** A bank account as a boleto refund needs it: a 3-digit bank, agency and account digits, an 11-digit CPF. */
export function checkBankAccount(account: BankAccount | undefined): BankAccount {
  if (!account) throw new PaymentGatewayError('invalid_request', 'A boleto is refunded to a bank account: bank, agency, account and the holder’s CPF');
  const clean = {
    bank: account.bank.replace(/\D/g, ''),
    agency: account.agency.replace(/[^\dXx-]/g, ''),
    account: account.account.replace(/[^\dXx-]/g, ''),
    holderTaxId: account.holderTaxId.replace(/\D/g, ''),
  };
  if (!/^\d{3}$/.test(clean.bank) || !/^[\dXx-]{1,8}$/.test(clean.agency) || !/^[\dXx-]{1,20}$/.test(clean.account) || !/^\d{11}$/.test(clean.holderTaxId)) {
    throw new PaymentGatewayError('invalid_request', 'The bank account is incomplete');
  }
  return clean;
}

/**
 * The sandbox's PIX charges, boletos and OXXO vouchers, on its own table `payment_deferred`.
 * Each change is one transaction that locks the row, so a payment is paid, cancelled or
 * refunded once however many callers race.
 */
export class SandboxDeferredPayments {
  constructor(
    private readonly database: () => Database,
    private readonly now: () => Date,
  ) {}

  private view(row: DeferredPaymentRow): DeferredPayment {
    if (!isDeferredPaymentStatus(row.status)) throw new PaymentGatewayError('authorization_not_found', `Unknown payment ${row.id}`);
    const status = row.status === 'pending' && isExpired(row.expiresAt, this.now()) ? 'expired' : row.status;
    return { paymentId: row.id, status, amount: { amount: row.amount, currency: row.currency }, instructions: instructionsOf(row) };
  }

  async create({ tender, amount, idempotencyKey, expiresAt, payer }: DeferredPaymentRequest): Promise<DeferredPayment> {
    checkMoney(amount);
    if (!idempotencyKey || idempotencyKey.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
      throw new PaymentGatewayError('invalid_request', 'An idempotency key of 1 to 255 characters is required');
    }
    if ((tender === 'pix' || tender === 'boleto') && amount.currency !== 'BRL') throw new PaymentGatewayError('invalid_request', `${tender} is paid in BRL`);
    if (tender === 'oxxo' && amount.currency !== 'MXN') throw new PaymentGatewayError('invalid_request', 'OXXO is paid in MXN');
    const now = this.now();
    if (expiresAt.getTime() <= now.getTime()) throw new PaymentGatewayError('invalid_request', 'The payment would expire before it is issued');

    const existing = await this.byKey(idempotencyKey);
    if (existing) return this.replay(existing, tender, amount);

    const id = `pay_${randomBytes(12).toString('hex')}`;
    const code =
      tender === 'pix'
        ? pixPayload({ key: SANDBOX_PIX_KEY, amount: amount.amount, txid: pixTxid(id), merchantName: SANDBOX_PIX_MERCHANT.name, merchantCity: SANDBOX_PIX_MERCHANT.city })
        : tender === 'boleto'
          ? boletoBarcode({ amount: amount.amount, dueDate: boletoDueDate(expiresAt), freeField: randomDigits(25) })
          : oxxoReference(randomDigits(13));
    const [created] = await this.database()
      .insert(paymentDeferred)
      .values({
        id,
        tender,
        amount: amount.amount,
        currency: amount.currency,
        status: 'pending',
        idempotencyKey,
        payerName: payer.name,
        payerEmail: payer.email,
        payerTaxId: payer.taxId?.replace(/\D/g, '') || null,
        code,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: paymentDeferred.idempotencyKey })
      .returning();
    if (created) return this.view(created);
    // A concurrent call with the same key committed first.
    const raced = await this.byKey(idempotencyKey);
    if (!raced) throw new PaymentGatewayError('processing_error', 'The payment could not be issued');
    return this.replay(raced, tender, amount);
  }

  private async byKey(idempotencyKey: string): Promise<DeferredPaymentRow | undefined> {
    const [row] = await this.database().select().from(paymentDeferred).where(eq(paymentDeferred.idempotencyKey, idempotencyKey));
    return row;
  }

  private replay(row: DeferredPaymentRow, tender: DeferredPaymentRequest['tender'], amount: Money): DeferredPayment {
    if (row.tender !== tender || row.amount !== amount.amount || row.currency !== amount.currency) {
      throw new PaymentGatewayError('idempotency_conflict', 'The idempotency key was used for another payment');
    }
    return this.view(row);
  }

  async find(paymentId: string): Promise<DeferredPayment | null> {
    const [row] = await this.database().select().from(paymentDeferred).where(eq(paymentDeferred.id, paymentId));
    return row ? this.view(row) : null;
  }

  /** The payer's e-mail and tender, for the sandbox page. */
  async row(paymentId: string): Promise<DeferredPaymentRow | null> {
    const [row] = await this.database().select().from(paymentDeferred).where(eq(paymentDeferred.id, paymentId));
    return row ?? null;
  }

  private async change(paymentId: string, apply: (row: DeferredPaymentRow, status: DeferredPayment['status']) => Partial<DeferredPaymentRow> | null): Promise<DeferredPayment> {
    const now = this.now();
    return this.database().transaction(async (tx) => {
      const [row] = await tx.select().from(paymentDeferred).where(eq(paymentDeferred.id, paymentId)).for('update');
      if (!row) throw new PaymentGatewayError('authorization_not_found', `Unknown payment ${paymentId}`);
      const changes = apply(row, this.view(row).status);
      if (!changes) return this.view(row);
      const [updated] = await tx
        .update(paymentDeferred)
        .set({ ...changes, updatedAt: now })
        .where(eq(paymentDeferred.id, paymentId))
        .returning();
      return this.view(updated!);
    });
  }

  /** The payer pays (the sandbox's stand-in for the bank's or OXXO's notice). Paying again is a no-op; an expired or cancelled one cannot be paid. */
  markPaid(paymentId: string): Promise<DeferredPayment> {
    return this.change(paymentId, (row, status) => {
      if (status === 'paid' || status === 'refunded') return null;
      if (status !== 'pending') throw new PaymentGatewayError('invalid_state', `Cannot pay a ${status} payment`);
      return { status: 'paid', paidAt: this.now() };
    });
  }

  cancel(paymentId: string): Promise<DeferredPayment> {
    return this.change(paymentId, (row, status) => {
      if (status === 'cancelled') return null;
      if (status === 'expired') return row.status === 'expired' ? null : { status: 'expired' };
      if (status !== 'pending') throw new PaymentGatewayError('invalid_state', `Cannot cancel a ${status} payment`);
      return { status: 'cancelled' };
    });
  }

  refund(paymentId: string, amount: Money, bankAccount?: BankAccount): Promise<DeferredPayment> {
    checkMoney(amount);
    return this.change(paymentId, (row, status) => {
      if (amount.currency !== row.currency) throw new PaymentGatewayError('invalid_request', `Refund in ${amount.currency} of a ${row.currency} payment`);
      if (status !== 'paid') throw new PaymentGatewayError('invalid_state', `Cannot refund a ${status} payment`);
      const account = row.tender === 'boleto' ? checkBankAccount(bankAccount) : null;
      const refunded = row.refundedAmount + amount.amount;
      if (refunded > row.amount) throw new PaymentGatewayError('invalid_request', 'Cannot refund more than was paid');
      return { refundedAmount: refunded, status: refunded === row.amount ? 'refunded' : 'paid', ...(account ? { refundAccount: account } : {}) };
    });
  }
}
