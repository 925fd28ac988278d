import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { money } from '@/lib/money';
import { db } from '@/server/db/client';
import { startTestRedis, type TestRedis } from '../../../tests/redis-server';
import { MEMBER_PASSWORD, signedInMember } from '../../../tests/integration/members';
import { appendForwardedFor } from './forwarded-for';
import { RATE_LIMIT_KEY_PREFIX } from './rate-limit';
import { closeRedis, redis, redisReady } from './redis';

/**
 * docs/decisions/047: the limits that protect an account, as the routes apply them, are counted
 * in Redis, so an attacker who moves to another instance still waits. A second instance is this
 * process with its in-process limiters thrown away and its modules loaded again: only what is in
 * Redis (or PostgreSQL) carries over. Behind proxies named by address (TRUST_PROXY as a list),
 * forging X-Forwarded-For.
 */

const SITE = 'http://localhost:3000';
const PROXIES = '10.0.0.0/8,192.168.1.5';
/** What the caller sends, then the CDN 10.1.1.1 appends the caller, then the balancer 192.168.1.5 does (the web server appends its socket). */
const viaProxies = (caller: string, forged: string) => appendForwardedFor(appendForwardedFor(appendForwardedFor(forged, caller), '10.1.1.1'), '192.168.1.5');

/** The holders of the account-protecting limiters (their construction lines), which an instance of its own would not have. */
const HOLDERS = ['__passwordSignIns', '__passwordSerial', '__giftCardPinFailures', '__giftCardPinCallerFailures', '__giftCardPinSerial', '__auth'];

async function instance() {
  for (const name of HOLDERS) delete (globalThis as Record<string, unknown>)[name];
  vi.resetModules();
  const [{ POST: authRoute }, { POST: balanceRoute }, service] = await Promise.all([import('@/app/api/auth/[...all]/route'), import('@/app/ecomm/b2c/v1/giftcard/balance/route'), import('@/server/giftcards/service')]);
  return {
    signIn: (email: string, password: string, forwardedFor: string) =>
      authRoute(new Request(`${SITE}/api/auth/sign-in/email`, { method: 'POST', body: JSON.stringify({ email, password }), headers: { 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': forwardedFor } })),
    balance: (cardNumber: string, pin: string, forwardedFor: string) =>
      balanceRoute(new NextRequest(`${SITE}/ecomm/b2c/v1/giftcard/balance?locale=en-US`, { method: 'POST', body: JSON.stringify({ cardNumber, pin }), headers: { 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': forwardedFor } })),
    issueGiftCard: service.issueGiftCard,
    pinPolicy: service.GIFT_CARD_PIN_CALLER_BACKOFF,
  };
}

describe('limits that protect an account, across instances (REDIS_URL)', () => {
  let server: TestRedis;
  beforeAll(async () => {
    server = await startTestRedis();
    vi.stubEnv('REDIS_URL', server.url);
    vi.stubEnv('TRUST_PROXY', PROXIES);
    redis();
    const end = Date.now() + 10_000;
    while (!redisReady() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
  });
  afterAll(async () => {
    for (const name of HOLDERS) delete (globalThis as Record<string, unknown>)[name];
    await closeRedis();
    await server.dispose();
    vi.unstubAllEnvs();
  });

  it('wrong gift-card PINs on one instance make the caller wait on the next; the owner is never slowed', async () => {
    const first = await instance();
    const number = `7777${String(process.pid % 10_000).padStart(4, '0')}00000001`;
    await first.issueGiftCard(db(), { number, pin: '2468', balance: money(2_500, 'USD') });
    const free = first.pinPolicy.free;
    for (let i = 0; i < free; i++) expect((await first.balance(number, String(1000 + i), viaProxies('198.51.100.7', `203.0.113.${i}`))).status).toBe(422);

    const second = await instance();
    const refused = await second.balance(number, '1999', viaProxies('198.51.100.7', '203.0.113.99, 10.0.0.1'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await redis()!.keys(`${RATE_LIMIT_KEY_PREFIX}fail:gift-card-pin:*`)).length).toBeGreaterThan(0);
    // The owner, another caller, is not slowed on either instance.
    expect((await second.balance(number, '2468', viaProxies('198.51.100.20', ''))).status).toBe(200);
  });

  it('wrong passwords on one instance make the caller wait on the next; the member signs in from elsewhere', async () => {
    const member = await signedInMember();
    const first = await instance();
    for (let i = 0; i < 5; i++) expect((await first.signIn(member.email, `wrong-password-${i}`, viaProxies('198.51.100.8', `203.0.113.${i}`))).status).toBe(401);

    const second = await instance();
    const refused = await second.signIn(member.email, `wrong-password-5`, viaProxies('198.51.100.8', '198.18.0.1'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect((await second.signIn(member.email, MEMBER_PASSWORD, viaProxies('198.51.100.21', ''))).status).toBe(200);
    // better-auth's own per-path counts are in Redis too.
    expect((await redis()!.keys(`${RATE_LIMIT_KEY_PREFIX}call:better-auth:*`)).length).toBeGreaterThan(0);
  }, 60_000);
});
