import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { money } from '@/lib/money';
import { db } from '@/server/db/client';
import { PaymentGatewayError, SandboxPaymentGateway } from './gateway';
import { paymentTokens } from './schema';
import { createCardToken, TOKEN_LIFETIME_MS } from './tokens';
import { listSavedCards, removeSavedCard, saveCard, setDefaultCard, tokenForSavedCard, WALLET_MAX_CARDS, WalletError } from './wallet';
import { savedCards } from './wallet-schema';

const NOW = new Date('2026-05-15T12:00:00Z');
let clock = NOW;
const gateway = new SandboxPaymentGateway(db, () => clock);
let keys = 0;
const key = () => `wallet-${process.pid}-${++keys}`;
const member = () => `member-${randomUUID()}`;

beforeEach(() => {
  clock = NOW;
});

const APPROVES = '4242 4242 4242 4242';

async function tokenFor(number: string, expiry = '12/28') {
  return createCardToken(db(), { number, expiry, cvc: '123' }, clock);
}

async function saved(profileId: string, number: string, expiry = '12/28') {
  return saveCard(db(), profileId, (await tokenFor(number, expiry)).token, clock);
}

async function walletFailure(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    if (error instanceof WalletError) return error.code;
    throw error;
  }
  throw new Error('expected a WalletError');
}

/** Valid Visa numbers ending in different digits (Luhn check digit appended). */
function visaNumber(seed: number): string {
  const body = `4111${String(seed).padStart(11, '0')}`;
  for (let check = 0; check <= 9; check++) {
    const digits = body + check;
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}

describe('saving a card', () => {
  it('keeps brand, last four and expiry, consumes the token so it can neither pay nor be saved again', async () => {
    const profileId = member();
    const token = await tokenFor(APPROVES, '07/29');
    const { card, created } = await saveCard(db(), profileId, token.token, clock);
    expect(created).toBe(true);
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 7, expYear: 2029, isDefault: true, expired: false });

    const [row] = await db().select().from(paymentTokens).where(eq(paymentTokens.id, token.token));
    expect(row!.usedAt).toEqual(clock);
    const paid = await gateway.authorize({ token: token.token, amount: money(1_000, 'USD'), idempotencyKey: key() }).catch((e: unknown) => e);
    expect(paid).toBeInstanceOf(PaymentGatewayError);
    expect((paid as PaymentGatewayError).code).toBe('token_used');
    expect(await walletFailure(saveCard(db(), member(), token.token, clock))).toBe('token_used');

    const [vaulted] = await db().select().from(savedCards).where(eq(savedCards.id, card.id));
    expect(vaulted!.paymentMethodId).toMatch(/^pm_[\w-]{24}$/);
  });

  it('refuses an unknown or expired token and writes nothing', async () => {
    const profileId = member();
    expect(await walletFailure(saveCard(db(), profileId, 'tok_nothing_here', clock))).toBe('token_not_found');
    const token = await tokenFor(APPROVES);
    const late = new Date(clock.getTime() + TOKEN_LIFETIME_MS);
    expect(await walletFailure(saveCard(db(), profileId, token.token, late))).toBe('token_expired');
    expect(await listSavedCards(db(), profileId, clock)).toEqual([]);
  });

  it('a token used to pay cannot be saved', async () => {
    const token = await tokenFor(APPROVES);
    await gateway.authorize({ token: token.token, amount: money(1_000, 'USD'), idempotencyKey: key() });
    expect(await walletFailure(saveCard(db(), member(), token.token, clock))).toBe('token_used');
  });

  it('the same card again answers the card already saved, and still consumes the token', async () => {
    const profileId = member();
    const first = await saved(profileId, APPROVES);
    const again = await tokenFor(APPROVES);
    const second = await saveCard(db(), profileId, again.token, clock);
    expect(second).toEqual({ card: first.card, created: false });
    expect(await listSavedCards(db(), profileId, clock)).toHaveLength(1);
    const [row] = await db().select().from(paymentTokens).where(eq(paymentTokens.id, again.token));
    expect(row!.usedAt).not.toBeNull();
    // Another expiry is another card; another member has their own wallet.
    expect((await saved(profileId, APPROVES, '01/30')).created).toBe(true);
    expect((await saved(member(), APPROVES)).created).toBe(true);
  });

  it('keeps no card its bank refuses when it is checked: declined, expired at the bank, wrong code; a bank that does not answer asks for another try', async () => {
    const profileId = member();
    for (const [number, code] of [
      ['4000000000000002', 'card_declined'],
      ['4000000000000069', 'card_declined'],
      ['4000000000000127', 'card_declined'],
      ['4000000000000119', 'card_check_failed'],
    ] as const) {
      expect(await walletFailure(saveCard(db(), profileId, (await tokenFor(number)).token, clock)), number).toBe(code);
    }
    expect(await listSavedCards(db(), profileId, clock)).toEqual([]);
    // A card that may lack funds today, or asks its holder to authenticate a payment, is a card: it is kept.
    expect((await saved(profileId, '4000000000009995')).created).toBe(true);
    expect((await saved(profileId, '4000002760003184')).created).toBe(true);
  });

  it(`keeps at most ${WALLET_MAX_CARDS} cards; the refused token stays usable`, async () => {
    const profileId = member();
    for (let i = 0; i < WALLET_MAX_CARDS; i++) await saved(profileId, visaNumber(i));
    const extra = await tokenFor(visaNumber(WALLET_MAX_CARDS));
    expect(await walletFailure(saveCard(db(), profileId, extra.token, clock))).toBe('wallet_full');
    expect(await listSavedCards(db(), profileId, clock)).toHaveLength(WALLET_MAX_CARDS);
    expect((await gateway.authorize({ token: extra.token, amount: money(500, 'USD'), idempotencyKey: key() })).status).toBe('authorized');
    // A card already there is still answered, and a removal makes room.
    expect((await saved(profileId, visaNumber(3))).created).toBe(false);
    const [oldest] = (await listSavedCards(db(), profileId, clock)).slice(-1);
    await removeSavedCard(db(), profileId, oldest!.id, clock);
    expect((await saved(profileId, visaNumber(WALLET_MAX_CARDS))).created).toBe(true);
  });
});

describe('concurrent changes to one wallet', () => {
  it('two first cards saved at once: both kept, exactly one default', async () => {
    const profileId = member();
    const [a, b] = await Promise.all([tokenFor(APPROVES), tokenFor('5555 5555 5555 4444')]);
    const results = await Promise.all([saveCard(db(), profileId, a.token, clock), saveCard(db(), profileId, b.token, clock)]);
    expect(results.map((r) => r.created)).toEqual([true, true]);
    expect((await listSavedCards(db(), profileId, clock)).filter((c) => c.isDefault)).toHaveLength(1);
  });

  it('two cards saved at once into the last free place: one is kept, the other refused wallet_full', async () => {
    const profileId = member();
    for (let i = 0; i < WALLET_MAX_CARDS - 1; i++) await saved(profileId, visaNumber(100 + i));
    const [a, b] = await Promise.all([tokenFor(visaNumber(200)), tokenFor(visaNumber(201))]);
    const outcomes = await Promise.allSettled([saveCard(db(), profileId, a.token, clock), saveCard(db(), profileId, b.token, clock)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as WalletError).code).toBe('wallet_full');
    expect(await listSavedCards(db(), profileId, clock)).toHaveLength(WALLET_MAX_CARDS);
  });
});

describe('the default card', () => {
  it('the first card is the default; later ones are not; the default is listed first', async () => {
    const profileId = member();
    const first = await saved(profileId, APPROVES);
    clock = new Date(NOW.getTime() + 60_000);
    const second = await saved(profileId, '5555 5555 5555 4444');
    expect(first.card.isDefault).toBe(true);
    expect(second.card.isDefault).toBe(false);
    expect((await listSavedCards(db(), profileId, clock)).map((c) => [c.last4, c.isDefault])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
  });

  it('make default moves the mark: exactly one default', async () => {
    const profileId = member();
    await saved(profileId, APPROVES);
    const other = await saved(profileId, '6011 1111 1111 1117');
    expect((await setDefaultCard(db(), profileId, other.card.id, clock)).isDefault).toBe(true);
    const cards = await listSavedCards(db(), profileId, clock);
    expect(cards.filter((c) => c.isDefault).map((c) => c.id)).toEqual([other.card.id]);
  });

  it('removing the default makes the newest remaining unexpired card the default', async () => {
    const profileId = member();
    const times = [0, 1, 2, 3].map((m) => new Date(NOW.getTime() + m * 60_000));
    clock = times[0]!;
    const oldest = await saved(profileId, APPROVES);
    clock = times[1]!;
    const middle = await saved(profileId, '5555 5555 5555 4444');
    clock = times[2]!;
    // Saved while still good; it expires before the removal below.
    const newestButExpiring = await saved(profileId, visaNumber(99), '05/26');
    clock = NOW;
    expect(oldest.card.isDefault).toBe(true);

    const june = new Date('2026-06-02T12:00:00Z');
    await removeSavedCard(db(), profileId, oldest.card.id, june);
    const cards = await listSavedCards(db(), profileId, june);
    expect(cards.map((c) => [c.id, c.isDefault, c.expired])).toEqual([
      [middle.card.id, true, false],
      [newestButExpiring.card.id, false, true],
    ]);
  });

  it('removing the last good default leaves no default; a new card then becomes it', async () => {
    const profileId = member();
    const only = await saved(profileId, APPROVES);
    await removeSavedCard(db(), profileId, only.card.id, clock);
    expect(await listSavedCards(db(), profileId, clock)).toEqual([]);
    expect((await saved(profileId, '5555 5555 5555 4444')).card.isDefault).toBe(true);
  });

  it('an expired card is listed as expired, cannot be made default, and is no longer shown as default', async () => {
    const profileId = member();
    const expiring = await saved(profileId, APPROVES, '05/26');
    const june = new Date('2026-06-01T00:00:00Z');
    const [listed] = await listSavedCards(db(), profileId, june);
    expect(listed).toMatchObject({ id: expiring.card.id, expired: true, isDefault: false });
    clock = june;
    const fresh = await saved(profileId, '5555 5555 5555 4444');
    clock = NOW;
    expect(fresh.card.isDefault).toBe(true);
    expect(await walletFailure(setDefaultCard(db(), profileId, expiring.card.id, june))).toBe('card_expired');
    expect((await listSavedCards(db(), profileId, june)).filter((c) => c.isDefault).map((c) => c.id)).toEqual([fresh.card.id]);
  });
});

describe("another member's card", () => {
  it('is not found for remove, make default or pay, and stays untouched', async () => {
    const owner = member();
    const intruder = member();
    const { card } = await saved(owner, APPROVES);
    expect(await walletFailure(removeSavedCard(db(), intruder, card.id, clock))).toBe('card_not_found');
    expect(await walletFailure(setDefaultCard(db(), intruder, card.id, clock))).toBe('card_not_found');
    expect(await walletFailure(tokenForSavedCard(db(), intruder, card.id, clock))).toBe('card_not_found');
    expect(await walletFailure(removeSavedCard(db(), owner, 'not-a-uuid', clock))).toBe('card_not_found');
    expect(await listSavedCards(db(), intruder, clock)).toEqual([]);
    expect((await listSavedCards(db(), owner, clock)).map((c) => c.id)).toEqual([card.id]);
  });
});

describe('paying with a saved card', () => {
  it('mints a fresh one-time token that approves like 4242 4242 4242 4242, and only once', async () => {
    const profileId = member();
    const { card } = await saved(profileId, APPROVES);
    const minted = await tokenForSavedCard(db(), profileId, card.id, clock);
    expect(minted).toEqual({ token: expect.stringMatching(/^tok_[\w-]{24}$/), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2028 });
    const [row] = await db().select().from(paymentTokens).where(eq(paymentTokens.id, minted.token));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(TOKEN_LIFETIME_MS);

    const result = await gateway.authorize({ token: minted.token, amount: money(2_500, 'USD'), idempotencyKey: key() });
    expect(result).toEqual({ status: 'authorized', authorizationId: expect.stringMatching(/^auth_/), brand: 'visa', last4: '4242' });
    const reuse = await gateway.authorize({ token: minted.token, amount: money(2_500, 'USD'), idempotencyKey: key() }).catch((e: unknown) => e);
    expect((reuse as PaymentGatewayError).code).toBe('token_used');
    // Each payment gets its own token; the saved card stays.
    const next = await tokenForSavedCard(db(), profileId, card.id, clock);
    expect(next.token).not.toBe(minted.token);
    expect((await gateway.authorize({ token: next.token, amount: money(100, 'USD'), idempotencyKey: key() })).status).toBe('authorized');
  });

  it('a saved 4000 0000 0000 9995 declines insufficient_funds, as the card itself does', async () => {
    const profileId = member();
    const { card } = await saved(profileId, '4000000000009995');
    const minted = await tokenForSavedCard(db(), profileId, card.id, clock);
    expect(await gateway.authorize({ token: minted.token, amount: money(2_500, 'MXN'), idempotencyKey: key() })).toEqual({ status: 'declined', code: 'insufficient_funds' });
  });

  it('a saved card that has since expired is declined expired_card', async () => {
    const profileId = member();
    const { card } = await saved(profileId, APPROVES, '05/26');
    const june = new Date('2026-06-03T12:00:00Z');
    clock = june;
    const minted = await tokenForSavedCard(db(), profileId, card.id, june);
    expect(await gateway.authorize({ token: minted.token, amount: money(100, 'USD'), idempotencyKey: key() })).toEqual({ status: 'declined', code: 'expired_card' });
  });
});
