import { browserApiClient } from '@/lib/api-client';
import type { Locale } from '@/lib/markets';

/** The session's calls (spec §7): currentUser (whose answer carries jsession-authenticated) and logout. */
export function sessionApi(locale: Locale) {
  const api = browserApiClient(locale);
  return {
    currentUser: () => api.get<unknown>('/ecomm/b2c/v1/currentUser'),
    logout: () => api.post<{ ok: true }>('/ecomm/b2c/v1/logout', {}),
  };
}
