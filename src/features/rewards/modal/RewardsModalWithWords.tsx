'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/markets';
import type { RewardsModalMessages } from './labels';
import RewardsModal from './RewardsModal';

/**
 * The rewards modal with its catalogue slices, as RewardsModalHost loads it on first use: the
 * modal and the forms it shares with the rewards pages format run-time message keys (validation
 * rules, the server's error keys) with next-intl, so the message formatter comes with this chunk
 * and never with the page (docs/decisions/045).
 */
export default function RewardsModalWithWords({ messages, ...modal }: { messages: RewardsModalMessages } & ComponentProps<typeof RewardsModal> & { locale: Locale }) {
  return (
    <NextIntlClientProvider locale={modal.locale} messages={messages} timeZone="UTC">
      <RewardsModal {...modal} />
    </NextIntlClientProvider>
  );
}
