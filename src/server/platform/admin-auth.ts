import { logger } from './logger';

let warned = false;
/** The shared token's one warning a process: it goes in the next release (decision 052); staff use their own API keys. */
export function warnLegacyToken(): void {
  if (warned) return;
  warned = true;
  logger.warn('The admin API was called with the shared ADMIN_API_TOKEN: it is deprecated and goes in the next release. Give each person a staff API key (npm run staff -- key create <email> --role <role>).');
}
