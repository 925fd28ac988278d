import { messagesFor } from '@/i18n/catalogues';
import type { Locale } from '@/lib/markets';

/**
 * The catalogue slices the rewards modal and the rewards forms read in the browser: rewards.modal,
 * rewards.join, rewards.errors (the server's error keys) and validation (spec §5 messages).
 */
export async function rewardsModalMessages(locale: Locale) {
  const messages = await messagesFor(locale);
  return {
    rewards: { modal: messages.rewards.modal, join: messages.rewards.join, errors: messages.rewards.errors },
    validation: messages.validation,
  };
}

export type RewardsModalMessages = Awaited<ReturnType<typeof rewardsModalMessages>>;
