import type { Money } from '@/lib/money';
import type { Locale } from '@/lib/markets';

/**
 * PayPal as the storefront sees it (docs/decisions/060): an off-site wallet. The storefront
 * creates a PayPal order (intent AUTHORIZE) for what the other tenders leave and sends the shopper
 * to PayPal's approval page; back on the return URL, it authorises the approved order, captures
 * it as it captures a card, voids it on a cancellation and refunds to it. Everything is addressed
 * by the PayPal order's id: the order module keeps that one id, and the provider finds the
 * authorisation and capture under it.
 *
 * Two implementations: the built-in stand-in (`builtin.ts`, offline, its approval page served by
 * this app) and PayPal's REST API through its official server SDK (`sdk.ts`).
 */

/** Where a PayPal order stands, from the storefront's side. */
export type PayPalOrderStatus =
  /** Created; the payer has not approved it (yet). */
  | 'created'
  /** The payer approved it on PayPal's page; nothing is authorised until the storefront asks. */
  | 'approved'
  /** Authorised (money held on the payer's account), not captured. */
  | 'authorized'
  | 'captured'
  /** Captured, and some (`refundedAmount` < `capturedAmount`) or all of it given back. */
  | 'partially_refunded'
  | 'refunded'
  /** The authorisation was released. */
  | 'voided'
  /** Never approved, and can no longer be (cancelled by the storefront, or past its time). */
  | 'cancelled';

export interface PayPalOrder {
  orderId: string;
  status: PayPalOrderStatus;
  amount: Money;
  capturedAmount: Money;
  refundedAmount: Money;
  /** Where the payer approves it, while it is `created`. */
  approveUrl: string | null;
  /** The payer's PayPal e-mail, once approved (shown on the order as "PayPal · name@example.com"). */
  payerEmail: string | null;
}

export interface CreatePayPalOrderRequest {
  amount: Money;
  /** One per checkout submission: the same key again answers the same PayPal order. */
  idempotencyKey: string;
  /** Where PayPal sends the payer after approving (PayPal adds `token=<orderId>`). */
  returnUrl: string;
  /** Where PayPal sends the payer who cancels on its page. */
  cancelUrl: string;
  locale: Locale;
  /** Our order's reference for the payer's PayPal activity, when known. */
  description?: string;
}

export type PayPalErrorCode =
  /** PayPal did not answer, or answered 5xx: nothing changed that we know of; try again. */
  | 'processing_error'
  /** The payer's funding was declined when authorising (INSTRUMENT_DECLINED and the like). */
  | 'declined'
  /** The payer has not approved the order (ORDER_NOT_APPROVED). */
  | 'not_approved'
  | 'not_found'
  /** The operation does not apply to the order as it stands (capture a voided one...). */
  | 'invalid_state'
  | 'invalid_request';

export class PayPalError extends Error {
  constructor(
    readonly code: PayPalErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PayPalError';
  }
}

/** A webhook notice as PayPal sends it, with the headers its signature is checked with. */
export interface PayPalWebhookNotice {
  headers: {
    authAlgo: string | null;
    certUrl: string | null;
    transmissionId: string | null;
    transmissionSig: string | null;
    transmissionTime: string | null;
  };
  /** The body exactly as received. */
  rawBody: string;
}

export interface PayPalProvider {
  /** Which one this is: `builtin` (the stand-in), `sandbox` or `live` (PayPal's environments). */
  readonly environment: 'builtin' | 'sandbox' | 'live';
  createOrder(request: CreatePayPalOrderRequest): Promise<PayPalOrder>;
  /** The order as it stands, or null when PayPal does not know it. */
  getOrder(orderId: string): Promise<PayPalOrder | null>;
  /** Authorise an approved order. Authorising again answers the order as it stands. `declined` / `not_approved` are PayPalErrors. */
  authorize(orderId: string): Promise<PayPalOrder>;
  /** Capture the whole authorisation. Capturing again is a no-op. */
  capture(orderId: string): Promise<PayPalOrder>;
  /** Release the authorisation (a cancelled order). Voiding again, or an order never authorised, is a no-op. */
  void(orderId: string): Promise<PayPalOrder>;
  /** Give back part or all of what was captured. Each call is a new refund. */
  refund(orderId: string, amount: Money): Promise<PayPalOrder>;
  /** Stop an order that was not authorised from being approved or authorised; a no-op once cancelled. */
  cancel(orderId: string): Promise<PayPalOrder>;
  /** Whether a webhook notice really comes from PayPal for our webhook (PayPal's verify-webhook-signature). */
  verifyWebhook(notice: PayPalWebhookNotice): Promise<boolean>;
}

/** Money as PayPal writes it: "12.34" (USD, MXN and BRL all have two decimals). */
export function paypalValue(amount: number): string {
  return (amount / 100).toFixed(2);
}

/** PayPal's "12.34" as minor units. */
export function minorUnits(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new PayPalError('invalid_request', `Not an amount: ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** PayPal's page language for a market's locale (it takes BCP 47 tags: en-US, es-MX, pt-BR). */
export function paypalLocale(locale: Locale): string {
  return locale;
}
