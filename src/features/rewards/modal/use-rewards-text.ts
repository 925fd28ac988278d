'use client';

import { useTranslations } from 'next-intl';
import type { FlowMessage } from './rewards-form';

/**
 * Words for keys that arrive at run time (a validation rule's key, a server's errorMessageKey): the
 * catalogue's text in the shopper's language; a server key we do not have shows the server's default
 * text, else "An error occurred".
 */
export function useRewardsText() {
  const t = useTranslations();
  const text = (key: string | null | undefined, values?: Record<string, string | number>): string | undefined => (key ? t(key as never, values as never) : undefined);
  const message = (m: FlowMessage | null | undefined): string | null => {
    if (!m) return null;
    const raw = t.has(m.key as never) ? t.raw(m.key as never) : null;
    // A message whose {placeholders} came without their values (e.g. attemptsLeft) would show broken: use the server's text.
    if (typeof raw === 'string' && (m.values || !/\{\s*\w+/.test(raw))) return t(m.key as never, m.values as never);
    return m.fallback || t('rewards.modal.errors.generic');
  };
  return { text, message };
}
