import { ApiError } from '@/server/platform/http';
import { env } from '@/server/platform/env';
import { warnLegacyToken } from '@/server/platform/admin-auth';
import { clientKey, failureBackoff, type FailureBackoff } from '@/server/platform/rate-limit';
import { currentRequestId } from '@/server/platform/request-context';
import { tokenMatches } from '@/server/platform/ops-auth';
import type { Actor } from './actor';
import { apiKeyActor } from './accounts';

/**
 * Wrong bearers from one caller (docs/decisions/030, 076): ten, then growing waits from 30 s to
 * 15 minutes, forgotten after an hour without one. Per caller only: the key's owner at another
 * address is never slowed. Keys are 256-bit random, so this paces a guesser of a weak legacy token
 * and keeps a leaked-key scanner from hammering the database.
 */
export const BEARER_FAILURE_BACKOFF = { free: 10, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 } as const;
const holder = globalThis as unknown as { __bearerFailures?: FailureBackoff };
const bearerFailures = (holder.__bearerFailures ??= failureBackoff('staff-bearer', BEARER_FAILURE_BACKOFF));

/**
 * Who calls the admin API (issue 23, decision 052): the staff member whose API key the request
 * carries (`Authorization: Bearer rk_…`, acting with the key's role), or, for one release, the
 * legacy shared ADMIN_API_TOKEN as an administrator (a warning in the log once a process).
 * Throws the API's 401 otherwise. Every admin route starts with this and hands the actor to its
 * use case, which authorises it.
 */
export async function staffFromRequest(request: Request): Promise<Actor> {
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1]?.trim() ?? '';
  const ip = clientKey(request.headers);
  // A caller whose keys keep failing waits before the next is even looked at (a guesser's pace).
  const wait = given ? await bearerFailures.check(ip) : null;
  if (wait && !wait.allowed) {
    throw new ApiError(
      429,
      { errorCode: 'TOO_MANY_ATTEMPTS', errorMessageKey: 'errors.tooManyAttempts', errorMessageDefault: 'Too many wrong API keys from this address: wait, then try again' },
      { 'Retry-After': String(wait.retryAfterSeconds) },
    );
  }
  const actor = given ? await actorOf(given, ip) : null;
  if (actor) return actor;
  if (given) await bearerFailures.fail(ip);
  throw new ApiError(401, { errorCode: 'UNAUTHORIZED', errorMessageKey: 'label_error_somethingNotworking', errorMessageDefault: 'A valid staff API key is required (Authorization: Bearer rk_…)' });
}

/** The staff member behind a bearer: an API key of theirs, or the legacy shared token. */
async function actorOf(given: string, ip: string): Promise<Actor | null> {
  if (given.startsWith('rk_')) return apiKeyActor(given, ip);
  const token = env().ADMIN_API_TOKEN;
  if (!token || !tokenMatches(given, token)) return null;
  warnLegacyToken();
  return tokenActor(ip);
}

/** The legacy shared token acting: an administrator, recorded as `admin-token`. */
export function tokenActor(ip: string | null): Actor {
  return { staffId: null, label: 'admin-token', role: 'administrator', storeIds: null, via: 'token', ip, requestId: currentRequestId() ?? null };
}
