'use client';

import { NextIntlClientProvider } from 'next-intl';
import { useEffect, useState, type ComponentProps } from 'react';
import { sendWarning } from '@/lib/client-log';
import type { Locale } from '@/lib/markets';
import { rewardsModalWordsAction } from './actions';
import type { RewardsModalMessages } from './labels';
import RewardsModal from './RewardsModal';

/** One request per locale for the page's life: a second opening finds the words already here. */
const loaded = new Map<Locale, Promise<RewardsModalMessages>>();

function wordsFor(locale: Locale): Promise<RewardsModalMessages> {
  let words = loaded.get(locale);
  if (!words) {
    words = rewardsModalWordsAction(locale);
    // A failed request is asked again on the next opening.
    words.catch(() => loaded.delete(locale));
    loaded.set(locale, words);
  }
  return words;
}

/**
 * The rewards modal with its catalogue slices, as RewardsModalHost loads it on first use: the
 * modal and the forms it shares with the rewards pages format run-time message keys (validation
 * rules, the server's error keys) with next-intl, so the message formatter comes with this chunk
 * and never with the page, and the words come from the server when the modal first opens, never
 * in the page's payload (docs/decisions/045). Until they arrive nothing shows; if they cannot
 * come, the modal closes as if dismissed.
 */
export default function RewardsModalWithWords(modal: ComponentProps<typeof RewardsModal> & { locale: Locale }) {
  const [messages, setMessages] = useState<RewardsModalMessages | null>(null);
  const { locale, onHidden } = modal;
  useEffect(() => {
    let cancelled = false;
    wordsFor(locale)
      .then((words) => {
        if (!cancelled) setMessages(words);
      })
      .catch((error: unknown) => {
        sendWarning('rewards modal words failed to load', { reason: error instanceof Error ? error.message : String(error) });
        if (!cancelled) onHidden();
      });
    return () => {
      cancelled = true;
    };
  }, [locale, onHidden]);
  if (!messages) return null;
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <RewardsModal {...modal} />
    </NextIntlClientProvider>
  );
}
