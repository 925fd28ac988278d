import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { isUuid } from '@/lib/ids';
import type { Executor } from '@/server/db/client';
import type { CardBrand, SandboxOutcome } from './cards';
import { paymentTokens } from './schema';
import { issueToken, type CardToken } from './tokens';
import { savedCards, type SavedCardRow } from './wallet-schema';

/**
 * A member's saved cards (issue 7, /wallet). A card is saved from a one-time token of the card
 * frame, which saving consumes, so the number never reaches the storefront; paying with a saved
 * card mints a fresh one-time token that the gateway's `authorize` takes like any other.
 * Everything is scoped by the member's profile id: another member's card is not found.
 */

/** How many cards one member may keep. */
export const WALLET_MAX_CARDS = 10;

export type WalletErrorCode =
  /** The one-time token is unknown, already used (paid or saved), or older than its 15 minutes: enter the card again. */
  | 'token_not_found'
  | 'token_used'
  | 'token_expired'
  /** The card is past its expiry month: it cannot be saved or made the default. */
  | 'card_expired'
  /** The member already keeps WALLET_MAX_CARDS cards. */
  | 'wallet_full'
  /** The bank refused the card when it was checked for saving (declined, expired at the bank, wrong security code). */
  | 'card_declined'
  /** The bank could not check the card just now: try again. */
  | 'card_check_failed'
  /** No such card among this member's. */
  | 'card_not_found';

export class WalletError extends Error {
  constructor(
    readonly code: WalletErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'WalletError';
  }
}

/** A saved card as the member sees it. */
export interface SavedCard {
  id: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The card checkout offers first; never an expired card. */
  isDefault: boolean;
  expired: boolean;
  createdAt: Date;
}

/** Good through the last day of its expiry month, in UTC (as the gateway decides at authorisation). */
function isExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  return card.expYear * 12 + card.expMonth - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth();
}

function view(row: SavedCardRow, now: Date): SavedCard {
  const expired = isExpired(row, now);
  return { id: row.id, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear, isDefault: row.isDefault && !expired, expired, createdAt: row.createdAt };
}

const notFound = () => new WalletError('card_not_found', 'No such saved card');

/** One change to a member's wallet at a time (the card limit and the single default depend on the others). */
async function lockWallet(tx: Executor, profileId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`saved_cards:${profileId}`}, 0))`);
}

async function findCard(executor: Executor, profileId: string, savedCardId: string): Promise<SavedCardRow | undefined> {
  if (!isUuid(savedCardId)) return undefined;
  const [row] = await executor.select().from(savedCards).where(and(eq(savedCards.id, savedCardId), eq(savedCards.profileId, profileId)));
  return row;
}

/** The member's cards, the default first, then the newest. Expired cards are listed, marked. */
export async function listSavedCards(executor: Executor, profileId: string, now: Date = new Date()): Promise<SavedCard[]> {
  const rows = await executor.select().from(savedCards).where(eq(savedCards.profileId, profileId)).orderBy(desc(savedCards.createdAt), desc(savedCards.id));
  const cards = rows.map((row) => view(row, now));
  return [...cards.filter((c) => c.isDefault), ...cards.filter((c) => !c.isDefault)];
}

/**
 * Save the card behind a one-time token of the card frame. The token is consumed (it cannot
 * also pay). A card the member already keeps (same brand, last four and expiry) is answered
 * with `created: false`; a new one becomes the default when the member has none. The card is
 * checked with its bank first, as a gateway's card set-up does (Stripe's SetupIntent): one the
 * bank refuses is not kept. Throws WalletError: token_not_found, token_used, token_expired,
 * card_expired, wallet_full, card_declined, card_check_failed (nothing is written then, and the
 * token stays usable).
 */
/**
 * What a bank says of a test card when it is set up for later payments (docs/operations/payments.md):
 * a decline, an expiry or a wrong code refuses it; a processing error asks for another try.
 * Insufficient funds and 3-D Secure are a payment's matter, not the card's.
 */
const SETUP_REFUSALS: Partial<Record<SandboxOutcome, WalletErrorCode>> = {
  card_declined: 'card_declined',
  expired_card: 'card_declined',
  incorrect_cvc: 'card_declined',
  processing_error: 'card_check_failed',
};

export async function saveCard(executor: Executor, profileId: string, oneTimeToken: string, now: Date = new Date()): Promise<{ card: SavedCard; created: boolean }> {
  return executor.transaction(async (tx) => {
    await lockWallet(tx, profileId);
    const [token] = await tx.select().from(paymentTokens).where(eq(paymentTokens.id, oneTimeToken)).for('update');
    if (!token) throw new WalletError('token_not_found', 'Unknown card token');
    if (token.usedAt) throw new WalletError('token_used', 'The card token was already used');
    if (token.expiresAt.getTime() <= now.getTime()) throw new WalletError('token_expired', 'The card token has expired');
    if (isExpired(token, now)) throw new WalletError('card_expired', 'The card has expired');
    const check = SETUP_REFUSALS[token.sandboxOutcome];
    if (check) throw new WalletError(check, 'The bank refused the card');

    const mine = await tx.select().from(savedCards).where(eq(savedCards.profileId, profileId));
    const same = mine.find((c) => c.brand === token.brand && c.last4 === token.last4 && c.expMonth === token.expMonth && c.expYear === token.expYear);
    if (!same && mine.length >= WALLET_MAX_CARDS) throw new WalletError('wallet_full', `A wallet keeps at most ${WALLET_MAX_CARDS} cards`);
    await tx.update(paymentTokens).set({ usedAt: now }).where(eq(paymentTokens.id, token.id));
    if (same) return { card: view(same, now), created: false };

    const isDefault = !mine.some((c) => c.isDefault && !isExpired(c, now));
    // A default that has since expired gives way to the new card.
    if (isDefault) await tx.update(savedCards).set({ isDefault: false }).where(and(eq(savedCards.profileId, profileId), eq(savedCards.isDefault, true)));
    const [created] = await tx
      .insert(savedCards)
      .values({
        profileId,
        paymentMethodId: `pm_${randomBytes(18).toString('base64url')}`,
        brand: token.brand,
        last4: token.last4,
        expMonth: token.expMonth,
        expYear: token.expYear,
        sandboxOutcome: token.sandboxOutcome,
        isDefault,
        createdAt: now,
      })
      .returning();
    return { card: view(created!, now), created: true };
  });
}

/** Make a card the default. Throws WalletError card_not_found (not the member's) or card_expired. */
export async function setDefaultCard(executor: Executor, profileId: string, savedCardId: string, now: Date = new Date()): Promise<SavedCard> {
  return executor.transaction(async (tx) => {
    await lockWallet(tx, profileId);
    const card = await findCard(tx, profileId, savedCardId);
    if (!card) throw notFound();
    if (isExpired(card, now)) throw new WalletError('card_expired', 'An expired card cannot be the default');
    if (card.isDefault) return view(card, now);
    await tx.update(savedCards).set({ isDefault: false }).where(and(eq(savedCards.profileId, profileId), eq(savedCards.isDefault, true)));
    const [updated] = await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, card.id)).returning();
    return view(updated!, now);
  });
}

/**
 * Remove a card. Removing the default makes the newest remaining unexpired card the default
 * (none when all the rest have expired). Throws WalletError card_not_found.
 */
export async function removeSavedCard(executor: Executor, profileId: string, savedCardId: string, now: Date = new Date()): Promise<void> {
  await executor.transaction(async (tx) => {
    await lockWallet(tx, profileId);
    const card = await findCard(tx, profileId, savedCardId);
    if (!card) throw notFound();
    await tx.delete(savedCards).where(eq(savedCards.id, card.id));
    if (!card.isDefault) return;
    const rest = await tx.select().from(savedCards).where(eq(savedCards.profileId, profileId)).orderBy(desc(savedCards.createdAt), desc(savedCards.id));
    const next = rest.find((c) => !isExpired(c, now));
    if (next) await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, next.id));
  });
}

/**
 * A fresh one-time token for a saved card, the same as createCardToken's (15 minutes, single
 * use, the card's sandbox outcome), so the gateway's `authorize` charges it unchanged. An
 * expired saved card still gets its token: the gateway declines it `expired_card`, as it would
 * any card that expired. Throws WalletError card_not_found.
 */
export async function tokenForSavedCard(executor: Executor, profileId: string, savedCardId: string, now: Date = new Date()): Promise<CardToken> {
  const card = await findCard(executor, profileId, savedCardId);
  if (!card) throw notFound();
  return issueToken(executor, { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, sandboxOutcome: card.sandboxOutcome }, now);
}
