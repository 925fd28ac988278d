import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { money } from '@/lib/money';
import { db } from '@/server/db/client';
import { TEST_CARDS } from './cards';
import { PaymentGatewayError, SandboxPaymentGateway } from './gateway';
import { paymentAuthorizations, paymentTokens } from './schema';
import { createCardToken, InvalidCardError, purgeExpiredTokens, TOKEN_LIFETIME_MS } from './tokens';

const NOW = new Date('2026-05-15T12:00:00Z');
let clock = NOW;
const gateway = new SandboxPaymentGateway(db, () => clock);
let keys = 0;
const key = () => `test-${process.pid}-${++keys}`;

async function tokenFor(number: string, expiry = '12/28', cvc = number.replace(/\D/g, '').startsWith('37') ? '1234' : '123') {
  return createCardToken(db(), { number, expiry, cvc, name: 'Test Shopper' }, clock);
}

async function failure(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    if (error instanceof PaymentGatewayError) return error.code;
    throw error;
  }
  throw new Error('expected a PaymentGatewayError');
}

describe('tokenisation', () => {
  it('keeps brand, last four and expiry, and never the number or the security code', async () => {
    const card = await tokenFor('3782 822463 10005', '07/29', '4321');
    expect(card).toEqual({ token: expect.stringMatching(/^tok_[\w-]{24}$/), brand: 'amex', last4: '0005', expMonth: 7, expYear: 2029 });
    const [row] = await db().select().from(paymentTokens).where(eq(paymentTokens.id, card.token));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(TOKEN_LIFETIME_MS);
    const stored = JSON.stringify(await db().execute(sql`select * from payment_tokens`).then((r) => r.rows));
    expect(stored).not.toContain('378282246310005');
    expect(stored).not.toContain('4321');
  });

  it('refuses invalid details with a message key per field and stores nothing', async () => {
    const before = await db().$count(paymentTokens);
    const error = await createCardToken(db(), { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '1' }, clock).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidCardError);
    expect((error as InvalidCardError).fields).toEqual({ number: 'payments.card.invalidNumber', expiry: 'payments.card.expired', cvc: 'payments.card.invalidCvc' });
    expect(await db().$count(paymentTokens)).toBe(before);
  });
});

describe('authorisation with the test cards', () => {
  it.each(TEST_CARDS.filter((c) => c.outcome === 'approve').map((c) => [c.number, c.brand] as const))('%s (%s) approves', async (number, brand) => {
    const card = await tokenFor(number);
    const result = await gateway.authorize({ token: card.token, amount: money(12_345, 'USD'), idempotencyKey: key() });
    expect(result).toEqual({ status: 'authorized', authorizationId: expect.stringMatching(/^auth_/), brand, last4: card.last4 });
  });

  it.each(TEST_CARDS.filter((c) => c.outcome !== 'approve' && c.outcome !== 'processing_error' && c.outcome !== 'authenticate').map((c) => [c.number, c.outcome] as const))(
    '%s declines with %s',
    async (number, code) => {
      const card = await tokenFor(number);
      const idempotencyKey = key();
      expect(await gateway.authorize({ token: card.token, amount: money(5_000, 'MXN'), idempotencyKey })).toEqual({ status: 'declined', code });
      const [row] = await db().select().from(paymentAuthorizations).where(eq(paymentAuthorizations.idempotencyKey, idempotencyKey));
      expect(row).toMatchObject({ status: 'declined', declineCode: code, capturedAmount: 0 });
    },
  );

  it('4000 0027 6000 3184 asks for 3-D Secure: nothing authorised until the challenge is answered (decision 059)', async () => {
    const card = await tokenFor('4000 0027 6000 3184');
    const idempotencyKey = key();
    const result = await gateway.authorize({ token: card.token, amount: money(5_000, 'MXN'), idempotencyKey });
    expect(result).toEqual({ status: 'requires_action', authorizationId: expect.stringMatching(/^auth_/), challenge: { provider: 'sandbox', authorizationId: expect.stringMatching(/^auth_/) } });
    expect(await gateway.findAuthorization(idempotencyKey)).toMatchObject({ status: 'requires_action', last4: '3184', declineCode: null, challenge: { provider: 'sandbox' } });
  });

  it('any other valid number approves', async () => {
    const card = await tokenFor('4111 1111 1111 1111');
    expect((await gateway.authorize({ token: card.token, amount: money(100, 'BRL'), idempotencyKey: key() })).status).toBe('authorized');
  });

  it('4000 0000 0000 0119 fails to process: a typed error, nothing authorised, the token still usable', async () => {
    const card = await tokenFor('4000 0000 0000 0119');
    const idempotencyKey = key();
    expect(await failure(gateway.authorize({ token: card.token, amount: money(100, 'USD'), idempotencyKey }))).toBe('processing_error');
    expect(await db().$count(paymentAuthorizations, eq(paymentAuthorizations.idempotencyKey, idempotencyKey))).toBe(0);
    const [row] = await db().select().from(paymentTokens).where(eq(paymentTokens.id, card.token));
    expect(row!.usedAt).toBeNull();
    const error = await gateway.authorize({ token: card.token, amount: money(100, 'USD'), idempotencyKey }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect((error as PaymentGatewayError).retryable).toBe(true);
  });

  it('declines a card that expired after it was tokenised', async () => {
    clock = new Date('2026-05-31T23:55:00Z');
    const card = await tokenFor('4242 4242 4242 4242', '05/26');
    clock = new Date('2026-06-01T00:05:00Z');
    try {
      expect(await gateway.authorize({ token: card.token, amount: money(100, 'USD'), idempotencyKey: key() })).toEqual({ status: 'declined', code: 'expired_card' });
    } finally {
      clock = NOW;
    }
  });
});

describe('idempotency', () => {
  it('the same key twice returns the same answer and authorises once', async () => {
    const card = await tokenFor('4242 4242 4242 4242');
    const request = { token: card.token, amount: money(9_999, 'USD'), idempotencyKey: key() };
    const first = await gateway.authorize(request);
    const second = await gateway.authorize(request);
    expect(second).toEqual(first);
    expect(await db().$count(paymentAuthorizations, eq(paymentAuthorizations.idempotencyKey, request.idempotencyKey))).toBe(1);
  });

  it('concurrent calls with the same key authorise once', async () => {
    const card = await tokenFor('5555 5555 5555 4444');
    const request = { token: card.token, amount: money(2_500, 'MXN'), idempotencyKey: key() };
    const results = await Promise.all([gateway.authorize(request), gateway.authorize(request), gateway.authorize(request)]);
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(await db().$count(paymentAuthorizations, eq(paymentAuthorizations.tokenId, card.token))).toBe(1);
  });

  it('a declined answer is replayed too', async () => {
    const card = await tokenFor('4000 0000 0000 9995');
    const request = { token: card.token, amount: money(700, 'USD'), idempotencyKey: key() };
    expect(await gateway.authorize(request)).toEqual({ status: 'declined', code: 'insufficient_funds' });
    expect(await gateway.authorize(request)).toEqual({ status: 'declined', code: 'insufficient_funds' });
  });

  it('finds an authorisation again by its idempotency key, as it stands now (what a caller that crashed needs)', async () => {
    const card = await tokenFor('4242 4242 4242 4242');
    const idempotencyKey = key();
    expect(await gateway.findAuthorization(idempotencyKey)).toBeNull();
    const authorised = await gateway.authorize({ token: card.token, amount: money(4_200, 'USD'), idempotencyKey });
    expect(authorised.status).toBe('authorized');
    const found = await gateway.findAuthorization(idempotencyKey);
    expect(found).toEqual({
      authorizationId: authorised.status === 'authorized' ? authorised.authorizationId : '',
      status: 'authorized',
      amount: money(4_200, 'USD'),
      capturedAmount: money(0, 'USD'),
      refundedAmount: money(0, 'USD'),
      brand: 'visa',
      last4: '4242',
      declineCode: null,
    });
    await gateway.void(found!.authorizationId);
    expect((await gateway.findAuthorization(idempotencyKey))?.status).toBe('voided');
    const declined = await tokenFor('4000 0000 0000 0002');
    const declinedKey = key();
    await gateway.authorize({ token: declined.token, amount: money(100, 'USD'), idempotencyKey: declinedKey });
    expect(await gateway.findAuthorization(declinedKey)).toMatchObject({ status: 'declined', declineCode: 'card_declined' });
  });

  it('the same key for another amount or token is a conflict', async () => {
    const card = await tokenFor('4242 4242 4242 4242');
    const idempotencyKey = key();
    await gateway.authorize({ token: card.token, amount: money(1_000, 'USD'), idempotencyKey });
    expect(await failure(gateway.authorize({ token: card.token, amount: money(1_001, 'USD'), idempotencyKey }))).toBe('idempotency_conflict');
    const other = await tokenFor('4242 4242 4242 4242');
    expect(await failure(gateway.authorize({ token: other.token, amount: money(1_000, 'USD'), idempotencyKey }))).toBe('idempotency_conflict');
  });
});

describe('tokens', () => {
  it('are single-use', async () => {
    const card = await tokenFor('4242 4242 4242 4242');
    await gateway.authorize({ token: card.token, amount: money(100, 'USD'), idempotencyKey: key() });
    expect(await failure(gateway.authorize({ token: card.token, amount: money(100, 'USD'), idempotencyKey: key() }))).toBe('token_used');
  });

  it('expire after 15 minutes, and are purged when unused', async () => {
    const card = await tokenFor('4242 4242 4242 4242');
    clock = new Date(NOW.getTime() + TOKEN_LIFETIME_MS - 1_000);
    const kept = await tokenFor('4242 4242 4242 4242');
    clock = new Date(NOW.getTime() + TOKEN_LIFETIME_MS);
    try {
      expect(await failure(gateway.authorize({ token: card.token, amount: money(100, 'USD'), idempotencyKey: key() }))).toBe('token_expired');
      expect((await gateway.authorize({ token: kept.token, amount: money(100, 'USD'), idempotencyKey: key() })).status).toBe('authorized');
      expect(await purgeExpiredTokens(db(), new Date(NOW.getTime() + TOKEN_LIFETIME_MS + 1))).toBeGreaterThanOrEqual(1);
      expect(await db().$count(paymentTokens, eq(paymentTokens.id, card.token))).toBe(0);
      expect(await db().$count(paymentTokens, eq(paymentTokens.id, kept.token))).toBe(1);
    } finally {
      clock = NOW;
    }
  });

  it('that do not exist are refused', async () => {
    expect(await failure(gateway.authorize({ token: 'tok_nope', amount: money(100, 'USD'), idempotencyKey: key() }))).toBe('token_not_found');
  });
});

async function authorized(amount = 10_000) {
  const card = await tokenFor('4242 4242 4242 4242');
  const result = await gateway.authorize({ token: card.token, amount: money(amount, 'USD'), idempotencyKey: key() });
  if (result.status !== 'authorized') throw new Error('expected an authorisation');
  return result.authorizationId;
}

describe('capture, void and refund', () => {
  it('captures the whole amount, and a repeated capture changes nothing', async () => {
    const id = await authorized();
    const state = await gateway.capture(id);
    expect(state).toEqual({ authorizationId: id, status: 'captured', amount: money(10_000, 'USD'), capturedAmount: money(10_000, 'USD'), refundedAmount: money(0, 'USD') });
    expect(await gateway.capture(id)).toEqual(state);
    expect(await failure(gateway.void(id))).toBe('invalid_state');
  });

  it('captures less than authorised, never more', async () => {
    const id = await authorized();
    expect(await failure(gateway.capture(id, money(10_001, 'USD')))).toBe('invalid_request');
    expect(await failure(gateway.capture(id, money(100, 'MXN')))).toBe('invalid_request');
    expect((await gateway.capture(id, money(7_500, 'USD'))).capturedAmount).toEqual(money(7_500, 'USD'));
    expect(await failure(gateway.capture(id, money(2_500, 'USD')))).toBe('invalid_state');
  });

  it('voids an uncaptured authorisation, once, and then nothing can be captured', async () => {
    const id = await authorized();
    expect((await gateway.void(id)).status).toBe('voided');
    expect((await gateway.void(id)).status).toBe('voided');
    expect(await failure(gateway.capture(id))).toBe('invalid_state');
    expect(await failure(gateway.refund(id, money(1, 'USD')))).toBe('invalid_state');
  });

  it('refunds in parts up to what was captured', async () => {
    const id = await authorized();
    expect(await failure(gateway.refund(id, money(100, 'USD')))).toBe('invalid_state');
    await gateway.capture(id, money(8_000, 'USD'));
    const part = await gateway.refund(id, money(3_000, 'USD'));
    expect(part).toMatchObject({ status: 'partially_refunded', refundedAmount: money(3_000, 'USD') });
    expect(await failure(gateway.refund(id, money(5_001, 'USD')))).toBe('invalid_request');
    const all = await gateway.refund(id, money(5_000, 'USD'));
    expect(all).toMatchObject({ status: 'refunded', capturedAmount: money(8_000, 'USD'), refundedAmount: money(8_000, 'USD') });
    expect(await failure(gateway.refund(id, money(1, 'USD')))).toBe('invalid_state');
  });

  it('concurrent refunds never give back more than was captured', async () => {
    const id = await authorized();
    await gateway.capture(id);
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => gateway.refund(id, money(4_000, 'USD'))));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    const [row] = await db().select().from(paymentAuthorizations).where(eq(paymentAuthorizations.id, id));
    expect(row).toMatchObject({ refundedAmount: 8_000, status: 'partially_refunded' });
  });

  it('refuses to touch a declined authorisation or an unknown one', async () => {
    expect(await failure(gateway.capture('auth_nope'))).toBe('authorization_not_found');
    const card = await tokenFor('4000 0000 0000 0002');
    const idempotencyKey = key();
    await gateway.authorize({ token: card.token, amount: money(100, 'USD'), idempotencyKey });
    const [row] = await db().select().from(paymentAuthorizations).where(eq(paymentAuthorizations.idempotencyKey, idempotencyKey));
    expect(await failure(gateway.capture(row!.id))).toBe('invalid_state');
  });

  it('refuses malformed amounts and keys', async () => {
    const card = await tokenFor('4242 4242 4242 4242');
    expect(await failure(gateway.authorize({ token: card.token, amount: { amount: 10.5, currency: 'USD' }, idempotencyKey: key() }))).toBe('invalid_request');
    expect(await failure(gateway.authorize({ token: card.token, amount: money(0, 'USD'), idempotencyKey: key() }))).toBe('invalid_request');
    expect(await failure(gateway.authorize({ token: card.token, amount: money(100, 'USD'), idempotencyKey: '' }))).toBe('invalid_request');
  });
});
