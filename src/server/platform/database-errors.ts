import { DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '@/lib/constants';
import type { ErrorDetail } from '@/lib/errors';

/**
 * PostgreSQL out of reach (docs/decisions/028): the server refuses or drops the connection, shuts
 * down, or has no connection left to give. Such an error is the database's outage, not the
 * request's fault nor a bug: the answer is 503 with Retry-After, never a 500.
 */

/** SQLSTATE codes of an outage: class 08 (connection exception), 57P01-57P03 (shutdown, crash, starting up), 53300 (too many connections). */
const OUTAGE_STATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** Node's socket errors on the way to the server. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND']);
/** What node-postgres says when a connection ends or cannot be had (its errors carry no code). */
const DRIVER_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /Client has encountered a connection error and is not queryable/, /^Connection ended unexpectedly/];

/** Whether an error (or any error it wraps: drizzle's cause, an AggregateError's list) is PostgreSQL being out of reach. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (OUTAGE_STATES.test(code) || SOCKET_CODES.has(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

export const DATABASE_UNAVAILABLE: ErrorDetail = {
  errorCode: 'SERVICE_UNAVAILABLE',
  errorMessageKey: 'errors.serviceUnavailable',
  errorMessageDefault: 'The store is briefly unavailable. Please try again in a moment.',
};

/** The headers of that 503: when to come back. */
export const DATABASE_UNAVAILABLE_HEADERS = { 'Retry-After': String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' };
