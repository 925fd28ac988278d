import { desc, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { POST as authRoute } from '@/app/api/auth/[...all]/route';
import { POST as balanceRoute } from '@/app/ecomm/b2c/v1/giftcard/balance/route';
import { POST as lookupRoute } from '@/app/ecomm/b2c/v1/order/lookup/route';
import { money } from '@/lib/money';
import { PASSWORD_SIGN_IN_LIMITS } from '@/server/customers/sign-in-guard';
import { db } from '@/server/db/client';
import { GIFT_CARD_PIN_CALLER_BACKOFF, GIFT_CARD_PIN_SHARE } from '@/server/giftcards/http';
import { GIFT_CARD_PIN_BACKOFF, issueGiftCard } from '@/server/giftcards/service';
import { placeOrder } from '@/server/orders/place-order';
import { ORDER_LOOKUP_LIMITS } from '@/server/orders/lookup';
import { emailOutbox } from '@/server/platform/email/schema';
import { cartWith, gateway, input, productWithStock } from '../../../tests/integration/orders';
import { MEMBER_PASSWORD, signedInMember } from '../../../tests/integration/members';
import { appendForwardedFor } from './forwarded-for';

/**
 * docs/decisions/030: an attacker's failures, with or without forged X-Forwarded-For, never stop
 * the rightful owner's next right attempt. Requests carry X-Forwarded-For as the web server passes
 * it on (scripts/server.ts): what the caller sent, then the socket address.
 */

const SITE = 'http://localhost:3000';
let sockets = 0;
/** A socket address of its own per caller, so tests never share a caller. */
const newSocket = () => `192.0.2.${(++sockets % 250) + 1}`;

/** The attacker's ways in: straight to the server forging a new X-Forwarded-For each time, and through the trusted proxy forging a first entry. */
type Route = { trustProxy: '0' | '1'; forwardedFor: (i: number) => string };
const direct = (socket: string): Route => ({ trustProxy: '0', forwardedFor: (i) => appendForwardedFor(`203.0.113.${i % 250}`, socket) });
const viaProxy = (client: string): Route => ({ trustProxy: '1', forwardedFor: (i) => appendForwardedFor(appendForwardedFor(`203.0.113.${i % 250}, 198.18.0.${i % 250}`, client), '10.0.0.5') });
const honest = (socket: string) => appendForwardedFor(undefined, socket);

const previousTrustProxy = process.env.TRUST_PROXY;
afterEach(() => {
  if (previousTrustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = previousTrustProxy;
});

function post(url: string, body: unknown, forwardedFor: string) {
  return new NextRequest(url, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': forwardedFor } });
}

let cards = 0;
async function newCard() {
  const number = `6666${String(process.pid % 10_000).padStart(4, '0')}${String(++cards).padStart(8, '0')}`;
  await issueGiftCard(db(), { number, pin: '2468', balance: money(2_500, 'USD') });
  return number;
}
const balance = (number: string, pin: string, forwardedFor: string) => balanceRoute(post(`${SITE}/ecomm/b2c/v1/giftcard/balance?locale=en-US`, { cardNumber: number, pin }, forwardedFor));

describe('gift-card PIN', () => {
  for (const [name, route] of [
    ['straight to the server', direct],
    ['through the trusted proxy', viaProxy],
  ] as const) {
    it(`an attacker's wrong PINs ${name}, forging X-Forwarded-For, slow the attacker and never the owner`, async () => {
      const number = await newCard();
      const attacker = route(newSocket());
      process.env.TRUST_PROXY = attacker.trustProxy;
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await balance(number, String(1000 + i), attacker.forwardedFor(i))).status);
      expect(statuses.slice(0, GIFT_CARD_PIN_CALLER_BACKOFF.free)).toEqual(Array(GIFT_CARD_PIN_CALLER_BACKOFF.free).fill(422));
      expect(statuses.slice(GIFT_CARD_PIN_CALLER_BACKOFF.free).every((s) => s === 429)).toBe(true);
      // Even the right PIN is not looked at while the attacker waits.
      expect((await balance(number, '2468', attacker.forwardedFor(99))).status).toBe(429);
      const owner = await balance(number, '2468', attacker.trustProxy === '1' ? appendForwardedFor(honest(newSocket()), '10.0.0.5') : honest(newSocket()));
      expect(owner.status).toBe(200);
      expect(await owner.json()).toMatchObject({ balance: 2_500, currency: 'USD' });
    });
  }

  it('many callers together slow the card down for a bounded wait, told as such, never a lock', async () => {
    const number = await newCard();
    process.env.TRUST_PROXY = '0';
    const statuses: number[] = [];
    for (let c = 0; c < Math.ceil(GIFT_CARD_PIN_BACKOFF.free / GIFT_CARD_PIN_SHARE); c++) {
      const socket = newSocket();
      for (let i = 0; i < GIFT_CARD_PIN_SHARE; i++) statuses.push((await balance(number, String(3000 + i), honest(socket))).status);
    }
    // The card's free wrong PINs, from several callers; then the card waits.
    expect(statuses.filter((s) => s === 422)).toHaveLength(GIFT_CARD_PIN_BACKOFF.free);
    const owner = await balance(number, '2468', honest(newSocket()));
    expect(owner.status).toBe(429);
    expect(Number(owner.headers.get('retry-after'))).toBeLessThanOrEqual(GIFT_CARD_PIN_BACKOFF.maxDelayMs / 1000);
    expect(await owner.json()).toMatchObject({ errorCode: 'RATE_LIMITED', errorMessageKey: 'giftCards.error.pinWait', errorMessageValues: { unit: 'minutes' } });
  });
});

const signIn = (email: string, password: string, forwardedFor: string) =>
  authRoute(new Request(`${SITE}/api/auth/sign-in/email`, { method: 'POST', body: JSON.stringify({ email, password }), headers: { 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': forwardedFor } }));

describe('password sign-in (/api/auth/sign-in/email)', () => {
  for (const [name, route] of [
    ['straight to the server', direct],
    ['through the trusted proxy', viaProxy],
  ] as const) {
    it(`an attacker's wrong passwords ${name}, forging X-Forwarded-For, slow the attacker and never the member`, async () => {
      const member = await signedInMember();
      const attacker = route(newSocket());
      process.env.TRUST_PROXY = attacker.trustProxy;
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await signIn(member.email, `wrong-password-${i}`, attacker.forwardedFor(i))).status);
      expect(statuses.slice(0, PASSWORD_SIGN_IN_LIMITS.perCaller.free)).toEqual(Array(PASSWORD_SIGN_IN_LIMITS.perCaller.free).fill(401));
      expect(statuses.slice(PASSWORD_SIGN_IN_LIMITS.perCaller.free).every((s) => s === 429)).toBe(true);
      expect((await signIn(member.email, MEMBER_PASSWORD, attacker.forwardedFor(99))).status).toBe(429);
      const owner = await signIn(member.email, MEMBER_PASSWORD, attacker.trustProxy === '1' ? appendForwardedFor(honest(newSocket()), '10.0.0.5') : honest(newSocket()));
      expect(owner.status).toBe(200);
    }, 60_000);
  }

  it('many callers pause password sign-in to the account until its owner signs in with an e-mailed code', async () => {
    const member = await signedInMember();
    process.env.TRUST_PROXY = '0';
    const callers = Math.ceil(PASSWORD_SIGN_IN_LIMITS.perTarget.free / PASSWORD_SIGN_IN_LIMITS.share);
    for (let c = 0; c < callers; c++) {
      const socket = newSocket();
      for (let i = 0; i < PASSWORD_SIGN_IN_LIMITS.share; i++) expect((await signIn(member.email, `guess-${c}-${i}`, honest(socket))).status).toBe(401);
    }
    const ownerSocket = newSocket();
    const paused = await signIn(member.email, MEMBER_PASSWORD, honest(ownerSocket));
    expect(paused.status).toBe(403);
    expect(await paused.json()).toMatchObject({ code: 'PASSWORD_SIGN_IN_PAUSED' });
    // The owner proves the address: a code by e-mail, then the sign-in with it.
    const send = await authRoute(
      new Request(`${SITE}/api/auth/email-otp/send-verification-otp`, { method: 'POST', body: JSON.stringify({ email: member.email, type: 'sign-in' }), headers: { 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': honest(ownerSocket) } }),
    );
    expect(send.status).toBe(200);
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.email)).orderBy(desc(emailOutbox.createdAt)).limit(1);
    const otp = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    const byCode = await authRoute(
      new Request(`${SITE}/api/auth/sign-in/email-otp`, { method: 'POST', body: JSON.stringify({ email: member.email, otp }), headers: { 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': honest(ownerSocket) } }),
    );
    expect(byCode.status).toBe(200);
    expect((await signIn(member.email, MEMBER_PASSWORD, honest(ownerSocket))).status).toBe(200);
  }, 120_000);
});

const lookup = (orderNumber: string, emailOrZip: string, forwardedFor: string) => lookupRoute(post(`${SITE}/ecomm/b2c/v1/order/lookup`, { orderNumber, emailOrZip }, forwardedFor));

describe('order lookup', () => {
  for (const [name, route] of [
    ['straight to the server', direct],
    ['through the trusted proxy', viaProxy],
  ] as const) {
    it(`an attacker's failed lookups ${name}, forging X-Forwarded-For, slow the attacker and never the shopper`, async () => {
      const product = await productWithStock(3);
      const placed = await placeOrder(await input(await cartWith(product.sku, 1)), gateway);
      const attacker = route(newSocket());
      process.env.TRUST_PROXY = attacker.trustProxy;
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await lookup(placed.orderNumber, `guess-${i}@example.com`, attacker.forwardedFor(i))).status);
      expect(statuses.slice(0, ORDER_LOOKUP_LIMITS.perCaller.free)).toEqual(Array(ORDER_LOOKUP_LIMITS.perCaller.free).fill(404));
      expect(statuses.slice(ORDER_LOOKUP_LIMITS.perCaller.free).every((s) => s === 429)).toBe(true);
      const shopper = await lookup(placed.orderNumber, 'ana@example.com', attacker.trustProxy === '1' ? appendForwardedFor(honest(newSocket()), '10.0.0.5') : honest(newSocket()));
      expect(shopper.status).toBe(200);
    });
  }
});
