import type { DeclineCode } from '../cards';
import { PaymentGatewayError } from '../gateway';

/**
 * What Stripe's answers mean to the storefront (docs/decisions/056): an issuer's decline is a
 * DeclineCode the shopper reads in their language; everything else is a PaymentGatewayError
 * whose code the order flow already knows (processing_error is the only retryable one).
 */

/** An error thrown by the `stripe` package, by the fields every one of them carries. */
interface StripeLikeError {
  type: string;
  code?: string;
  decline_code?: string;
  param?: string;
  message: string;
  statusCode?: number;
}

export function isStripeError(error: unknown): error is StripeLikeError {
  const type = error instanceof Error ? (error as unknown as { type?: unknown }).type : undefined;
  return typeof type === 'string' && type.startsWith('Stripe');
}

/** Stripe's decline reasons (`code`, or the issuer's `decline_code`) as ours; any other reason is a plain card_declined. */
export function declineCodeOf(code: string | null | undefined, declineCode: string | null | undefined): DeclineCode {
  const reasons = [declineCode, code];
  if (reasons.some((reason) => reason === 'insufficient_funds')) return 'insufficient_funds';
  if (reasons.some((reason) => reason === 'expired_card')) return 'expired_card';
  if (reasons.some((reason) => reason === 'incorrect_cvc' || reason === 'invalid_cvc')) return 'incorrect_cvc';
  // The shopper failed (or closed) the bank's 3-D Secure challenge.
  if (reasons.some((reason) => reason === 'payment_intent_authentication_failure' || reason === 'authentication_required')) return 'authentication_failed';
  return 'card_declined';
}

/** Whether a card error is the issuer's (or Stripe Radar's) no, rather than a failure to ask. */
export function isDecline(error: StripeLikeError): boolean {
  return error.type === 'StripeCardError' && error.code !== 'processing_error';
}

/** Any other error of Stripe's (or of the network) as the gateway's error. */
export function gatewayErrorOf(error: unknown): PaymentGatewayError {
  if (error instanceof PaymentGatewayError) return error;
  if (!isStripeError(error)) return new PaymentGatewayError('processing_error', `Stripe could not be reached: ${(error as Error)?.message ?? String(error)}`);
  const why = `Stripe: ${error.message}`;
  switch (error.type) {
    case 'StripeIdempotencyError':
      return new PaymentGatewayError('idempotency_conflict', why);
    case 'StripeCardError':
      // A card error that is not a decline: the issuer did not answer.
      return new PaymentGatewayError('processing_error', why);
    case 'StripeInvalidRequestError':
      if (error.code === 'resource_missing') return new PaymentGatewayError(error.param === 'payment_method' ? 'token_not_found' : 'authorization_not_found', why);
      if (error.code === 'payment_intent_unexpected_state' || error.code === 'charge_already_refunded' || error.code === 'charge_already_captured' || error.code === 'payment_intent_payment_attempt_expired') {
        return new PaymentGatewayError('invalid_state', why);
      }
      if (error.code === 'idempotency_key_in_use') return new PaymentGatewayError('processing_error', why);
      return new PaymentGatewayError('invalid_request', why);
    default:
      // StripeAPIError (5xx), StripeConnectionError, StripeRateLimitError, and a key Stripe refuses
      // (StripeAuthenticationError, StripePermissionError): nothing was done; the caller answers 502.
      return new PaymentGatewayError('processing_error', why);
  }
}
