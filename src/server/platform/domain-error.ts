import type { ErrorDetail } from '@/lib/errors';

/**
 * What went wrong, in the domain's words: modules throw these and never an HTTP status
 * (docs/decisions/036-domain-errors.md). The routes (`handle()` in http.ts, with the table
 * DOMAIN_ERROR_STATUS) and the server actions (`refusalOf` below) map a kind, each in one place.
 *
 * - notFound: no such thing, or not the caller's (the two look alike).
 * - conflict: the thing's current state refuses the request (already done, taken, closed, changed).
 * - invalid: a well-formed request the rules refuse (another market, under a threshold, a wrong answer).
 * - malformed: the input itself is wrong (a value missing or out of shape that a module checks by
 *   its own rules, as a schema would): beside a field when the error says which.
 * - forbidden: the caller may not do this (not yet a member, not the agent holding the chat).
 * - expired: what the request refers to ran out (a lookup's token).
 * - locked: the thing is locked against this request until someone acts (too many wrong answers).
 * - tooMany: the caller did this too often; `retryAfterSeconds` says when to try again, when known.
 * - unavailable: the capability is not there now (not configured, an offer not running).
 * - upstreamFailed: a service we depend on failed or did not answer.
 * - paymentDeclined: the card issuer refused the payment.
 */
export const DOMAIN_ERROR_KINDS = ['notFound', 'conflict', 'invalid', 'malformed', 'forbidden', 'expired', 'locked', 'tooMany', 'unavailable', 'upstreamFailed', 'paymentDeclined'] as const;
export type DomainErrorKind = (typeof DOMAIN_ERROR_KINDS)[number];

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    /** The spec's errorCode, its message key, the English default and the key's values. */
    readonly detail: ErrorDetail,
    /** For `tooMany`: the seconds until the caller may try again (a route's Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail.errorMessageDefault);
    this.name = 'DomainError';
  }
}

export function domainError(
  kind: DomainErrorKind,
  errorCode: string,
  errorMessageKey: string,
  errorMessageDefault: string,
  errorMessageValues?: Record<string, string | number>,
): DomainError {
  return new DomainError(kind, { errorCode, errorMessageKey, errorMessageDefault, ...(errorMessageValues ? { errorMessageValues } : {}) });
}

/** A refusal as a server action sees it: the kind, to choose what to show, and the detail (its message key and values). */
export interface Refusal {
  kind: DomainErrorKind;
  detail: ErrorDetail;
  retryAfterSeconds?: number;
}

/**
 * In a server action (or a page that calls a module): the refusal a thrown error stands for, or
 * null when it is no domain error, which the caller rethrows. The one place actions read errors;
 * they choose what to show by the kind, never by an HTTP status.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof DomainError)) return null;
  return { kind: error.kind, detail: error.detail, ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}) };
}
