import { localizedPath, type Locale } from '@/lib/markets';
import type { WalletErrorCode } from '@/server/payments/wallet';

/** /wallet (spec §2.3), in the shopper's market. */
export const walletPath = (locale: Locale) => localizedPath('/wallet', locale);

/** What the page says after a change (the `?notice=` of the redirect). */
export const WALLET_NOTICES = ['added', 'duplicate', 'removed', 'defaulted'] as const;
export type WalletNotice = (typeof WALLET_NOTICES)[number];

export function walletNotice(value: unknown): WalletNotice | undefined {
  return WALLET_NOTICES.find((notice) => notice === value);
}

/** The message key the member reads for each wallet refusal. */
export const WALLET_ERROR_KEYS = {
  token_not_found: 'payments.error.tokenExpired',
  token_used: 'payments.error.tokenExpired',
  token_expired: 'payments.error.tokenExpired',
  card_expired: 'account.wallet.errors.cardExpired',
  wallet_full: 'account.wallet.errors.full',
  card_not_found: 'account.wallet.errors.notFound',
  card_declined: 'account.wallet.errors.declined',
  card_check_failed: 'account.wallet.errors.checkFailed',
} as const satisfies Record<WalletErrorCode, string>;

/** A refusal named in the `?error=` of a redirect, when it is one. */
export function walletError(value: unknown): WalletErrorCode | undefined {
  return (Object.keys(WALLET_ERROR_KEYS) as WalletErrorCode[]).find((code) => code === value);
}
