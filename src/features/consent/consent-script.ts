import { sendWarning } from '@/lib/client-log';

/** The message logged when the consent preferences code cannot be loaded (spec §8: a warning only). */
export const CONSENT_SCRIPT_WARNING = 'Cookie consent script failed to load';

/**
 * Loads a piece of the consent UI; a failure (a chunk that does not arrive) is logged as a
 * warning and answers the fallback, so the shopper sees no error (spec §8).
 */
export function loadOrWarn<T>(load: () => Promise<T>, fallback: T, warn: (message: string, meta: Record<string, unknown>) => void = sendWarning): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      warn(CONSENT_SCRIPT_WARNING, { reason: error instanceof Error ? error.message : String(error) });
      return fallback;
    });
}
