import type { Money } from '@/lib/money';
import type { AuthorizeRequest, PaymentGateway } from '../gateway';

/**
 * The deferred tenders' part of the gateway contract, written as /work/wt/ROUND.md states it
 * (helper 7 adds it to gateway.ts). Until that lands here, the Stripe gateway implements this
 * text; at the merge these declarations give way to gateway.ts's own (same names, same shapes).
 */
export type Tender = 'card' | 'pix' | 'boleto' | 'oxxo' | 'paypal';
export type DeferredTender = 'pix' | 'boleto' | 'oxxo';
export type PaymentInstructions =
  | { tender: 'pix'; copyPasteCode: string; expiresAt: string }
  | { tender: 'boleto'; digitableLine: string; barcode: string; expiresAt: string }
  | { tender: 'oxxo'; reference: string; expiresAt: string };
export interface DeferredPaymentRequest {
  tender: DeferredTender;
  amount: Money;
  idempotencyKey: string;
  expiresAt: Date;
  payer: { name: string; email: string; taxId?: string };
}
export interface DeferredPayment {
  paymentId: string;
  status: 'pending' | 'paid' | 'expired' | 'cancelled' | 'refunded';
  amount: Money;
  instructions: PaymentInstructions;
}
/** A bank account a boleto is refunded to (Stripe asks the shopper for it itself: see refundDeferredPayment). */
export interface BankAccount {
  bankCode: string;
  branch: string;
  account: string;
  holderName: string;
  taxId: string;
}

/** AuthorizeRequest with helper 8's installments (1 = pay at once). */
export type AuthorizeWithInstallments = AuthorizeRequest & { installments?: number };

export interface DeferredPaymentGateway extends PaymentGateway {
  authorize(request: AuthorizeWithInstallments): ReturnType<PaymentGateway['authorize']>;
  createDeferredPayment(request: DeferredPaymentRequest): Promise<DeferredPayment>;
  findDeferredPayment(paymentId: string): Promise<DeferredPayment | null>;
  cancelDeferredPayment(paymentId: string): Promise<DeferredPayment>;
  refundDeferredPayment(paymentId: string, amount: Money, bankAccount?: BankAccount): Promise<DeferredPayment>;
}
