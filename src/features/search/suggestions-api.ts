import { ApiError, createApiClient } from '@/lib/api-client';
import { sendLog } from '@/lib/client-log';
import type { Locale } from '@/lib/markets';
import { parseSuggestions, suggestionsPath, type Suggestions } from './suggestions';

const clients = new Map<Locale, ReturnType<typeof createApiClient>>();

function client(locale: Locale) {
  let api = clients.get(locale);
  if (!api) {
    // The suggestions path is not under /ecomm/b2c, so the ACES header is not sent either way.
    api = createApiClient({ locale, aces: false, viewportWidth: () => window.innerWidth });
    clients.set(locale, api);
  }
  return api;
}

/**
 * The suggestions for a sanitised term (spec §7). TanStack Query keeps answers 30 s; a failure
 * is logged and rethrown, and the drawer then shows recent searches only.
 */
export async function loadSuggestions(locale: Locale, term: string, vehicleId: string | undefined): Promise<Suggestions> {
  try {
    return parseSuggestions(await client(locale).get<unknown>(suggestionsPath(locale, term, vehicleId)));
  } catch (error) {
    sendLog({
      level: 'error',
      message: 'Search suggestions failed',
      meta: { locale, termLength: term.length, status: error instanceof ApiError ? error.status : null, error: error instanceof Error ? error.message : String(error) },
    });
    throw error;
  }
}
