import type { ErrorDetail } from '@/lib/errors';

/**
 * What went wrong, in the domain's words: modules throw these and never an HTTP status. The
 * routes (`handle()`) and the server actions map a kind to the spec's error envelope, each in
 * one place.
 */
export const DOMAIN_ERROR_KINDS = ['notFound', 'conflict', 'invalid', 'forbidden', 'unavailable', 'paymentDeclined'] as const;
export type DomainErrorKind = (typeof DOMAIN_ERROR_KINDS)[number];

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    /** The spec's errorCode, its message key, the English default and the key's values. */
    readonly detail: ErrorDetail,
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
