import { ApiCallError, browserApiClient } from '@/lib/api-client';
import { sendLog } from '@/lib/client-log';
import type { Locale } from '@/lib/markets';
import { parseSuggestions, suggestionsPath, type Suggestions } from './suggestions';

// The suggestions path is not under /ecomm/b2c, so the ACES header is not sent either way.
const client = (locale: Locale) => browserApiClient(locale);

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
      meta: { locale, termLength: term.length, status: error instanceof ApiCallError ? error.status : null, error: error instanceof Error ? error.message : String(error) },
    });
    throw error;
  }
}
