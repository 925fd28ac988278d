import { randomBytes } from 'node:crypto';
import { and, isNull, lt } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { sandboxOutcome, validateCard, type CardBrand, type CardFieldErrors, type CardInput } from './cards';
import { paymentTokens } from './schema';

/** A token is good for one authorisation within this time of its creation. */
export const TOKEN_LIFETIME_MS = 15 * 60_000;

export interface CardToken {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The card details fail the rules: one message key per field in error. */
export class InvalidCardError extends Error {
  constructor(readonly fields: CardFieldErrors) {
    super(`Invalid card details: ${Object.keys(fields).join(', ')}`);
    this.name = 'InvalidCardError';
  }
}

export function newId(prefix: 'tok' | 'auth'): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

/**
 * Tokenise a card: validate it, keep what may be kept (brand, last four, expiry, the
 * sandbox issuer's answer) and forget the number and the security code. Throws
 * InvalidCardError when a rule fails.
 */
export async function createCardToken(executor: Executor, details: CardInput, now: Date = new Date()): Promise<CardToken> {
  const checked = validateCard(details, now);
  if (!checked.ok) throw new InvalidCardError(checked.fields);
  const { card } = checked;
  return issueToken(executor, { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, sandboxOutcome: sandboxOutcome(card.digits) }, now);
}

/** Write a one-time token for what may be kept of a card (a card just typed, or one of a wallet): good once, for TOKEN_LIFETIME_MS. */
export async function issueToken(
  executor: Executor,
  card: Omit<CardToken, 'token'> & { sandboxOutcome: typeof paymentTokens.$inferInsert.sandboxOutcome },
  now: Date,
): Promise<CardToken> {
  const token = newId('tok');
  await executor.insert(paymentTokens).values({ id: token, ...card, createdAt: now, expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS) });
  return { token, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
}

/** Delete tokens that expired unused; returns how many. Used tokens stay with their authorisation. */
export async function purgeExpiredTokens(executor: Executor, now: Date = new Date()): Promise<number> {
  const deleted = await executor
    .delete(paymentTokens)
    .where(and(lt(paymentTokens.expiresAt, now), isNull(paymentTokens.usedAt)))
    .returning({ id: paymentTokens.id });
  return deleted.length;
}
