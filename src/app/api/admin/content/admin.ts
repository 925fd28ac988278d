import { NextResponse } from 'next/server';
import { z } from 'zod';
import { errorEnvelope } from '@/lib/errors';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@/lib/markets';
import { readJson } from '@/server/platform/body';
import { ApiError, handle } from '@/server/platform/http';
import { validationDetails } from '@/server/platform/validation-errors';
import type { Actor } from '@/server/staff/actor';
import { staffFromRequest } from '@/server/staff/request-actor';

/** Shared by the content admin routes: the caller, the locale in the path, and 400s that list every zod issue. */

export interface Issue {
  path: PropertyKey[];
  message: string;
  code: string;
}

/**
 * 400 in the spec's envelope (the first issue in the message), plus every issue under `issues`,
 * each message in the default site's language (a schema's message key said in words, never zod's
 * English; validationDetails).
 */
export async function invalid(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []): Promise<NextResponse> {
  const located = issues.map((i) => ({ ...i, path: [...prefix, ...i.path] }) as z.core.$ZodIssue);
  const details = await validationDetails(located, DEFAULT_LOCALE);
  const list: Issue[] = located.map((i, n) => ({ path: i.path, message: details[n]!.errorMessageDefault, code: i.code }));
  const first = list[0];
  const where = first?.path.length ? `${first.path.map(String).join('.')}: ` : '';
  const envelope = errorEnvelope({
    errorCode: 'VALIDATION_FAILED',
    errorMessageKey: details[0]?.errorMessageKey ?? 'error_validation_badRequest',
    errorMessageDefault: `${where}${first?.message ?? 'Invalid request'}`,
  });
  return NextResponse.json({ ...envelope, issues: list }, { status: 400 });
}

/** An admin route: the caller first (staffFromRequest: a staff key or the token), handed to `run` for the use case; a ZodError thrown by a server module is a 400. */
export function adminRoute(request: Request, run: (actor: Actor) => Promise<Response>): Promise<Response> {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    try {
      return await run(actor);
    } catch (error) {
      if (error instanceof z.ZodError) return invalid(error.issues);
      throw error;
    }
  });
}

export function pathLocale(value: string): Locale {
  if (isLocale(value)) return value;
  throw new ApiError(400, { errorCode: 'UNSUPPORTED_LOCALE', errorMessageKey: 'error_locale_unsupported', errorMessageDefault: `Unsupported locale: ${value}` });
}

export function notFound(what: string): ApiError {
  return new ApiError(404, { errorCode: 'NOT_FOUND', errorMessageKey: 'label_error_somethingNotworking', errorMessageDefault: `${what} not found` });
}

/** The request's JSON (bounded: body.ts), or undefined when it is not JSON (the schema then says what is missing). */
export function jsonBody(request: Request): Promise<unknown> {
  return readJson(request, { ifNotJson: undefined });
}

export const OptionalLocale = z.enum(LOCALES).optional();
