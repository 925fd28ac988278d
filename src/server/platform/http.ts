import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { errorEnvelope, type ErrorDetail } from '@/lib/errors';
import { QueryInput } from '@/lib/input-text';
import { isLocale, getMarket, DEFAULT_LOCALE, type Locale, type Market } from '@/lib/markets';
import { RESPONSE_CACHE_SECONDS } from '@/lib/constants';
import { DomainError, type DomainErrorKind } from './domain-error';
import { DATABASE_UNAVAILABLE, DATABASE_UNAVAILABLE_HEADERS, isDatabaseUnavailable } from './database-errors';
import { logger } from './logger';
import { validationDetails } from './validation-errors';

/**
 * An answer with an HTTP status, thrown by HTTP's own layer: platform checks (a malformed request,
 * a missing sign-in, a rate limit, an outage) and the routes. Modules throw a DomainError instead,
 * which `handle()` maps with DOMAIN_ERROR_STATUS.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: ErrorDetail,
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(detail.errorMessageDefault);
  }
}

/**
 * The HTTP status of each kind of domain error: the one place the routes map them
 * (docs/decisions/036-domain-errors.md). One status per kind; a kind that needed two would be two kinds.
 */
export const DOMAIN_ERROR_STATUS: Readonly<Record<DomainErrorKind, number>> = {
  malformed: 400,
  paymentDeclined: 402,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  expired: 410,
  invalid: 422,
  locked: 423,
  tooMany: 429,
  upstreamFailed: 502,
  unavailable: 503,
};

/** A domain error as the HTTP answer it gets: the kind's status, its detail, Retry-After when it says when to try again. */
export function httpErrorOf(error: DomainError): ApiError {
  return new ApiError(DOMAIN_ERROR_STATUS[error.kind], error.detail, error.retryAfterSeconds !== undefined ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined);
}

export function errorResponse(status: number, detail: ErrorDetail, init?: ResponseInit): NextResponse {
  return NextResponse.json(errorEnvelope(detail), { ...init, status });
}

/**
 * 404 for a path under an API prefix (or /images) that no route handler serves: the catch-all
 * route handlers answer it with the error envelope, so it never reaches the `[locale]` pages with
 * "ecomm" for a locale (an HTML page, and errors in the log).
 */
export function noSuchEndpoint(): NextResponse {
  return errorResponse(404, { errorCode: 'ENDPOINT_NOT_FOUND', errorMessageKey: 'error_endpoint_notFound', errorMessageDefault: 'There is no such endpoint.' });
}

/** The methods of a catch-all route handler: each answers `noSuchEndpoint`. */
export const NO_SUCH_ENDPOINT = { GET: noSuchEndpoint, HEAD: noSuchEndpoint, POST: noSuchEndpoint, PUT: noSuchEndpoint, PATCH: noSuchEndpoint, DELETE: noSuchEndpoint, OPTIONS: noSuchEndpoint };

/**
 * 400 for a request that does not fit its schema: every problem with its field and its message in
 * the request's language (the `locale` query parameter, as requestLocale reads it; the default
 * site's without one), never zod's English text. `values` fills placeholders of message keys a
 * schema names as its errors.
 */
export async function badRequest(issues: readonly z.core.$ZodIssue[], request?: Request, values?: Record<string, string | number>): Promise<NextResponse> {
  const details = await validationDetails(issues, request ? localeOfRequest(request) : DEFAULT_LOCALE, values);
  return NextResponse.json(errorEnvelope(details[0]!, details), { status: 400 });
}

/**
 * A route's query parsed with its schema, after the checks every query gets (QueryInput): no
 * control character or malformed text in any parameter, no parameter sent twice. Problems of
 * either come back as zod issues, for badRequest.
 */
export function parseQuery<T extends z.ZodType>(schema: T, request: Request): { success: true; data: z.output<T> } | { success: false; error: { issues: z.core.$ZodIssue[] } } {
  const query = QueryInput.safeParse([...new URL(request.url).searchParams]);
  if (!query.success) return { success: false, error: { issues: query.error.issues } };
  const parsed = schema.safeParse(query.data);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, error: { issues: parsed.error.issues } };
}

/** The request's locale for its messages: its `locale` parameter when it names one of ours, else the default site's. */
export function localeOfRequest(request: Request): Locale {
  const candidate = new URL(request.url).searchParams.get('locale');
  return candidate && isLocale(candidate) ? candidate : DEFAULT_LOCALE;
}

/**
 * The SQLSTATE of a PostgreSQL data exception (class 22: a NUL in text or jsonb, a malformed
 * escape, a number out of range) anywhere in an error's causes; null for any other error.
 */
export function dataExceptionCode(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
  }
  return null;
}

/**
 * Run a handler, turning thrown ApiErrors into the envelope, DomainErrors into the envelope with
 * their kind's status (DOMAIN_ERROR_STATUS), PostgreSQL out of reach into a 503
 * with Retry-After (database-errors.ts), and anything else into a 500. A value the database
 * refuses as data (a schema let it through: a defect to fix at that schema) is the caller's bad
 * request, a 400, logged as a warning without the query's values.
 */
export async function handle(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    const answer = error instanceof DomainError ? httpErrorOf(error) : error;
    if (answer instanceof ApiError) return errorResponse(answer.status, answer.detail, answer.headers ? { headers: answer.headers } : undefined);
    if (isDatabaseUnavailable(error)) {
      logger.error({ err: error }, 'database unavailable');
      return errorResponse(503, DATABASE_UNAVAILABLE, { headers: DATABASE_UNAVAILABLE_HEADERS });
    }
    const sqlstate = dataExceptionCode(error);
    if (sqlstate) {
      logger.warn({ sqlstate, err: error }, 'request value refused by the database: its schema should have refused it');
      return badRequest([]);
    }
    logger.error({ err: error }, 'unhandled API error');
    return errorResponse(500, {
      errorCode: 'INTERNAL_ERROR',
      errorMessageKey: 'label_error_somethingNotworking',
      errorMessageDefault: 'Something is not working. Please try again.',
    });
  }
}

/**
 * The locale of an API request: the `locale` query parameter, else the default site. It is
 * part of the URL so shared caches key on it. An unsupported value is a 400, never a
 * silent fallback.
 */
export function requestLocale(request: Request): { locale: Locale; market: Market } {
  const candidate = new URL(request.url).searchParams.get('locale') ?? DEFAULT_LOCALE;
  if (!isLocale(candidate)) {
    throw new ApiError(400, {
      errorCode: 'UNSUPPORTED_LOCALE',
      errorMessageKey: 'error_locale_unsupported',
      errorMessageDefault: `Unsupported locale: ${candidate}`,
    });
  }
  return { locale: candidate, market: getMarket(candidate) };
}

/** Cacheable GET responses: shared caches keep them for the response-cache lifetime. */
export function cacheableJson(body: unknown, init?: ResponseInit): NextResponse {
  const response = NextResponse.json(body, init);
  response.headers.set('Cache-Control', `public, max-age=${RESPONSE_CACHE_SECONDS}, stale-while-revalidate=${RESPONSE_CACHE_SECONDS}`);
  return response;
}

export function privateJson(body: unknown, init?: ResponseInit): NextResponse {
  const response = NextResponse.json(body, init);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/** In a server action: whether the shopper's page came over https (through the load balancer, or by its Origin). */
export function actionIsHttps(requestHeaders: Headers): boolean {
  return requestHeaders.get('x-forwarded-proto') === 'https' || (requestHeaders.get('origin') ?? '').startsWith('https:');
}

/** Whether the shopper reached us over https (directly or through the load balancer). */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}
