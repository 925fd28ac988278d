'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { LOCALES } from '@/lib/markets';
import { requireMember } from '@/server/customers/member';
import { WalletError } from '@/server/payments/wallet';
import { saveCard, setDefaultCard, removeSavedCard } from '@/server/payments/use-cases';
import { WALLET_ERROR_KEYS, walletPath, type WalletNotice } from './shared';

/** The add-a-card form after a save that did not go through: the message, in the member's language. */
export interface AddCardState {
  error: string;
}

const Locale = z.enum(LOCALES).catch('en-US');
const SaveForm = z.object({ locale: Locale, token: z.string().trim().max(64).default('') });
const CardForm = z.object({ locale: Locale, cardId: z.string().max(64).default('') });

function done(locale: z.infer<typeof Locale>, query: string): never {
  revalidatePath('/[locale]/(shop)/wallet', 'page');
  redirect(`${walletPath(locale)}?${query}`);
}

/**
 * Save the card behind the one-time token the card frame answered (the number never comes
 * here), then show the wallet. A refusal stays on the form with its message.
 */
export async function saveCardAction(_previous: AddCardState | null, formData: FormData): Promise<AddCardState> {
  const { locale, token } = SaveForm.parse(Object.fromEntries(formData));
  const member = await requireMember(locale, walletPath(locale));
  const t = await getTranslations({ locale });
  let notice: WalletNotice;
  try {
    notice = (await saveCard(member.id, token)).created ? 'added' : 'duplicate';
  } catch (error) {
    if (error instanceof WalletError) return { error: t(WALLET_ERROR_KEYS[error.code]) };
    throw error;
  }
  done(locale, `notice=${notice}`);
}

/** Make a card the one checkout offers first. */
export async function makeDefaultCardAction(formData: FormData): Promise<void> {
  const { locale, cardId } = CardForm.parse(Object.fromEntries(formData));
  const member = await requireMember(locale, walletPath(locale));
  let query = 'notice=defaulted';
  try {
    await setDefaultCard(member.id, cardId);
  } catch (error) {
    if (!(error instanceof WalletError)) throw error;
    query = `error=${error.code}`;
  }
  done(locale, query);
}

/** Take a card out of the wallet (the confirm step is the button's). */
export async function removeCardAction(formData: FormData): Promise<void> {
  const { locale, cardId } = CardForm.parse(Object.fromEntries(formData));
  const member = await requireMember(locale, walletPath(locale));
  let query = 'notice=removed';
  try {
    await removeSavedCard(member.id, cardId);
  } catch (error) {
    if (!(error instanceof WalletError)) throw error;
    query = `error=${error.code}`;
  }
  done(locale, query);
}
