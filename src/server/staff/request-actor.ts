import { ApiError } from '@/server/platform/http';
import { env } from '@/server/platform/env';
import { warnLegacyToken } from '@/server/platform/admin-auth';
import { clientKey } from '@/server/platform/rate-limit';
import { currentRequestId } from '@/server/platform/request-context';
import { tokenMatches } from '@/server/platform/ops-auth';
import type { Actor } from './actor';
import { apiKeyActor } from './accounts';

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
  if (given.startsWith('rk_')) {
    const actor = await apiKeyActor(given, ip);
    if (actor) return actor;
  } else {
    const token = env().ADMIN_API_TOKEN;
    if (token && tokenMatches(given, token)) {
      warnLegacyToken();
      return tokenActor(ip);
    }
  }
  throw new ApiError(401, { errorCode: 'UNAUTHORIZED', errorMessageKey: 'label_error_somethingNotworking', errorMessageDefault: 'A valid staff API key is required (Authorization: Bearer rk_…)' });
}

/** The legacy shared token acting: an administrator, recorded as `admin-token`. */
export function tokenActor(ip: string | null): Actor {
  return { staffId: null, label: 'admin-token', role: 'administrator', storeIds: null, via: 'token', ip, requestId: currentRequestId() ?? null };
}
