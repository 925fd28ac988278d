import { createApiClient } from '@/lib/api-client';
import type { Locale } from '@/lib/markets';

const clients = new Map<Locale, ReturnType<typeof createApiClient>>();

function client(locale: Locale) {
  let api = clients.get(locale);
  if (!api) {
    api = createApiClient({ locale, aces: false, viewportWidth: () => window.innerWidth });
    clients.set(locale, api);
  }
  return api;
}

/** The session's calls (spec §7): currentUser (whose answer carries jsession-authenticated) and logout. */
export function sessionApi(locale: Locale) {
  const api = client(locale);
  return {
    currentUser: () => api.get<unknown>('/ecomm/b2c/v1/currentUser'),
    logout: () => api.post<{ ok: true }>('/ecomm/b2c/v1/logout', {}),
  };
}
