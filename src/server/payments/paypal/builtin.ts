import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Money } from '@/lib/money';
import { db, type Database } from '@/server/db/client';
import { checkMoney } from '../gateway';
import { paymentDeferred, type DeferredPaymentRow } from '../schema';
import { PayPalError, type CreatePayPalOrderRequest, type PayPalOrder, type PayPalOrderStatus, type PayPalProvider } from './provider';

/** How long the stand-in keeps an order the payer has not approved (the orders module's expiry is shorter). */
export const BUILTIN_PAYPAL_ORDER_HOURS = 6;

/** The stand-in's payer, once they approve on its page. */
export const BUILTIN_PAYPAL_PAYER = 'buyer@sandbox.paypal.example';

/** A PayPal order id as PayPal writes them (17 upper-case letters and digits), `PP` first so the stand-in's are told apart. */
export const BUILTIN_PAYPAL_ORDER_ID = /^PP[0-9A-F]{15}$/;

/** Where the stand-in sends the payer back: kept in the row's `code`. */
interface Redirects {
  returnUrl: string;
  cancelUrl: string;
}

/**
 * The built-in PayPal stand-in (docs/decisions/060): PayPal's order life (created → approved →
 * authorised → captured → refunded; voided; cancelled) on the sandbox's payment_deferred table,
 * with an approval page of its own (/payments/paypal/sandbox/<orderId>: Approve, Cancel) so the
 * whole journey runs offline. Each change is one transaction that locks the row.
 */
export class BuiltinPayPal implements PayPalProvider {
  readonly environment = 'builtin' as const;

  constructor(
    private readonly database: () => Database = db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private view(row: DeferredPaymentRow): PayPalOrder {
    const money = (amount: number): Money => ({ amount, currency: row.currency });
    const expired = row.status === 'pending' && row.expiresAt.getTime() < this.now().getTime();
    const status: PayPalOrderStatus = expired
      ? 'cancelled'
      : ({ pending: 'created', approved: 'approved', authorized: 'authorized', captured: row.refundedAmount > 0 ? 'partially_refunded' : 'captured', refunded: 'refunded', voided: 'voided', cancelled: 'cancelled', expired: 'cancelled', paid: 'captured' } as const)[row.status];
    const captured = status === 'captured' || status === 'partially_refunded' || status === 'refunded' ? row.amount : 0;
    return {
      orderId: row.id,
      status,
      amount: money(row.amount),
      capturedAmount: money(captured),
      refundedAmount: money(row.refundedAmount),
      approveUrl: status === 'created' ? approveUrlOf(row) : null,
      payerEmail: row.payerEmail || null,
    };
  }

  async createOrder({ amount, idempotencyKey, returnUrl, cancelUrl }: CreatePayPalOrderRequest): Promise<PayPalOrder> {
    checkMoney(amount);
    if (!idempotencyKey || idempotencyKey.length > 200) throw new PayPalError('invalid_request', 'An idempotency key of 1 to 200 characters is required');
    const key = `paypal:${idempotencyKey}`;
    const now = this.now();
    const [created] = await this.database()
      .insert(paymentDeferred)
      .values({
        id: `PP${randomBytes(8).toString('hex').toUpperCase().slice(0, 15)}`,
        tender: 'paypal',
        amount: amount.amount,
        currency: amount.currency,
        status: 'pending',
        idempotencyKey: key,
        payerName: '',
        payerEmail: '',
        code: JSON.stringify({ returnUrl, cancelUrl } satisfies Redirects),
        expiresAt: new Date(now.getTime() + BUILTIN_PAYPAL_ORDER_HOURS * 3_600_000),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: paymentDeferred.idempotencyKey })
      .returning();
    if (created) return this.view(created);
    const [existing] = await this.database().select().from(paymentDeferred).where(eq(paymentDeferred.idempotencyKey, key));
    if (!existing || existing.amount !== amount.amount || existing.currency !== amount.currency) throw new PayPalError('invalid_request', 'The idempotency key was used for another PayPal order');
    return this.view(existing);
  }

  private async row(orderId: string): Promise<DeferredPaymentRow | null> {
    if (!BUILTIN_PAYPAL_ORDER_ID.test(orderId)) return null;
    const [row] = await this.database()
      .select()
      .from(paymentDeferred)
      .where(and(eq(paymentDeferred.id, orderId), eq(paymentDeferred.tender, 'paypal')));
    return row ?? null;
  }

  async getOrder(orderId: string): Promise<PayPalOrder | null> {
    const row = await this.row(orderId);
    return row ? this.view(row) : null;
  }

  /** Where the payer goes after the stand-in's page: back to the store's return or cancel URL, with `token` as PayPal adds it. */
  async redirectFor(orderId: string, choice: 'return' | 'cancel'): Promise<string | null> {
    const row = await this.row(orderId);
    if (!row) return null;
    const redirects = JSON.parse(row.code) as Redirects;
    const url = new URL(choice === 'return' ? redirects.returnUrl : redirects.cancelUrl);
    url.searchParams.set('token', orderId);
    if (choice === 'return') url.searchParams.set('PayerID', 'SANDBOXPAYER1');
    return url.toString();
  }

  private async change(orderId: string, apply: (row: DeferredPaymentRow, status: PayPalOrderStatus) => Partial<DeferredPaymentRow> | null): Promise<PayPalOrder> {
    if (!BUILTIN_PAYPAL_ORDER_ID.test(orderId)) throw new PayPalError('not_found', `Unknown PayPal order ${orderId}`);
    const now = this.now();
    return this.database().transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(paymentDeferred)
        .where(and(eq(paymentDeferred.id, orderId), eq(paymentDeferred.tender, 'paypal')))
        .for('update');
      if (!row) throw new PayPalError('not_found', `Unknown PayPal order ${orderId}`);
      const changes = apply(row, this.view(row).status);
      if (!changes) return this.view(row);
      const [updated] = await tx
        .update(paymentDeferred)
        .set({ ...changes, updatedAt: now })
        .where(eq(paymentDeferred.id, orderId))
        .returning();
      return this.view(updated!);
    });
  }

  /** The payer approves on the stand-in's page. Approving again is a no-op; a cancelled order cannot be approved. */
  approve(orderId: string): Promise<PayPalOrder> {
    return this.change(orderId, (_row, status) => {
      if (status !== 'created') {
        if (status === 'cancelled') throw new PayPalError('invalid_state', 'This PayPal order can no longer be approved');
        return null;
      }
      return { status: 'approved', payerEmail: BUILTIN_PAYPAL_PAYER, payerName: 'Sandbox Buyer', paidAt: this.now() };
    });
  }

  authorize(orderId: string): Promise<PayPalOrder> {
    return this.change(orderId, (_row, status) => {
      if (status === 'created') throw new PayPalError('not_approved', 'The payer has not approved the order');
      if (status === 'cancelled') throw new PayPalError('invalid_state', 'The order was cancelled');
      return status === 'approved' ? { status: 'authorized' } : null;
    });
  }

  capture(orderId: string): Promise<PayPalOrder> {
    return this.change(orderId, (_row, status) => {
      if (status === 'captured' || status === 'partially_refunded' || status === 'refunded') return null;
      if (status !== 'authorized') throw new PayPalError('invalid_state', `Cannot capture a ${status} order`);
      return { status: 'captured' };
    });
  }

  void(orderId: string): Promise<PayPalOrder> {
    return this.change(orderId, (_row, status) => {
      if (status === 'authorized') return { status: 'voided' };
      if (status === 'captured' || status === 'partially_refunded' || status === 'refunded') throw new PayPalError('invalid_state', `Cannot void a ${status} order`);
      return null;
    });
  }

  refund(orderId: string, amount: Money): Promise<PayPalOrder> {
    checkMoney(amount);
    return this.change(orderId, (row, status) => {
      if (amount.currency !== row.currency) throw new PayPalError('invalid_request', `Refund in ${amount.currency} of a ${row.currency} order`);
      if (status !== 'captured' && status !== 'partially_refunded') throw new PayPalError('invalid_state', `Cannot refund a ${status} order`);
      const refunded = row.refundedAmount + amount.amount;
      if (refunded > row.amount) throw new PayPalError('invalid_request', 'Cannot refund more than was captured');
      return { refundedAmount: refunded, status: refunded === row.amount ? 'refunded' : 'captured' };
    });
  }

  cancel(orderId: string): Promise<PayPalOrder> {
    return this.change(orderId, (_row, status) => {
      if (status === 'created' || status === 'approved') return { status: 'cancelled' };
      if (status === 'cancelled' || status === 'voided') return null;
      throw new PayPalError('invalid_state', `Cannot cancel a ${status} order`);
    });
  }

  /** The stand-in sends no webhooks: nothing that claims to come from it is believed. */
  async verifyWebhook(): Promise<boolean> {
    return false;
  }
}

/** The stand-in's approval page for an order: on this app, beside the store's return URL. */
function approveUrlOf(row: DeferredPaymentRow): string {
  const { returnUrl } = JSON.parse(row.code) as Redirects;
  return new URL(`/payments/paypal/sandbox/${row.id}`, returnUrl).toString();
}
