import crypto from 'node:crypto';
import { env } from './env';
import { ApiError } from './http';
import { logger } from './logger';

/** Legacy (decision 052): routes not yet on staffFromRequest. The admin API answers only a request carrying the configured token (Authorization: Bearer …); without one configured it is off. */
export function requireAdmin(request: Request): void {
  const token = env().ADMIN_API_TOKEN;
  if (!token) throw new ApiError(503, { errorCode: 'ADMIN_API_DISABLED', errorMessageKey: 'label_error_somethingNotworking', errorMessageDefault: 'The admin API is off: set ADMIN_API_TOKEN' });
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  if (!given || !crypto.timingSafeEqual(a, b)) throw new ApiError(401, { errorCode: 'UNAUTHORIZED', errorMessageKey: 'label_error_somethingNotworking', errorMessageDefault: 'A valid admin token is required' });
  warnLegacyToken();
}

let warned = false;
/** The shared token's one warning a process: it goes in the next release (decision 052); staff use their own API keys. */
export function warnLegacyToken(): void {
  if (warned) return;
  warned = true;
  logger.warn('The admin API was called with the shared ADMIN_API_TOKEN: it is deprecated and goes in the next release. Give each person a staff API key (npm run staff -- key create <email> --role <role>).');
}
