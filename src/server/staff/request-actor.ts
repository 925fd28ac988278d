import { requireAdmin } from '@/server/platform/admin-auth';
import { clientKey } from '@/server/platform/rate-limit';
import { currentRequestId } from '@/server/platform/request-context';
import type { Actor } from './actor';

/**
 * Who calls the admin API (issue 23): the staff member whose API key the request carries, or,
 * for one release, the legacy shared ADMIN_API_TOKEN as an administrator. Throws the API's 401
 * (or 503 when the admin API is off) otherwise. Every admin route starts with this and hands the
 * actor to its use case, which authorises it.
 */
export async function staffFromRequest(request: Request): Promise<Actor> {
  requireAdmin(request);
  return tokenActor(clientKey(request.headers));
}

/** The legacy shared token acting: an administrator, recorded as `admin-token`. */
export function tokenActor(ip: string | null): Actor {
  return { staffId: null, label: 'admin-token', role: 'administrator', storeIds: null, via: 'token', ip, requestId: currentRequestId() ?? null };
}
