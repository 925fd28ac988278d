import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { errorEnvelope, type ErrorDetail } from '@/lib/errors';
import { isLocale, getMarket, DEFAULT_LOCALE, type Locale, type Market } from '@/lib/markets';
import { RESPONSE_CACHE_SECONDS } from '@/lib/constants';
import { logger } from './logger';

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

export function errorResponse(status: number, detail: ErrorDetail, init?: ResponseInit): NextResponse {
  return NextResponse.json(errorEnvelope(detail), { ...init, status });
}

export function badRequest(issues: z.core.$ZodIssue[]): NextResponse {
  const first = issues[0];
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  return errorResponse(400, {
    errorCode: 'VALIDATION_FAILED',
    errorMessageKey: 'error_validation_badRequest',
    errorMessageDefault: `${where}${first?.message ?? 'Invalid request'}`,
  });
}

/** Run a handler, turning thrown ApiErrors into the envelope and anything else into a 500. */
export async function handle(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error.status, error.detail, error.headers ? { headers: error.headers } : undefined);
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
