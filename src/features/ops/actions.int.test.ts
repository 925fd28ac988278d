import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** The operators' sign-in, sign-out and page guard on PostgreSQL, with Next's request APIs stood in for: the cookie jar and redirect. */
const request = vi.hoisted(() => {
  process.env.DATABASE_URL ??= 'postgres://unused@localhost/unused';
  process.env.ADMIN_API_TOKEN = 'ops-test-token-0123456789abcdef';
  return { caller: '192.0.2.1', forged: undefined as string | undefined };
});
vi.mock('next/headers', async () => {
  const { appendForwardedFor } = await import('@/server/platform/forwarded-for');
  const { nextHeaders } = await import('../../../tests/next-request');
  return {
    ...nextHeaders,
    // As the web server passes a request on (scripts/server.ts): what the caller sent, then its socket address.
    headers: async () => new Headers({ 'x-forwarded-for': appendForwardedFor(request.forged, request.caller) }),
  };
});
vi.mock('next/navigation', () => import('../../../tests/next-request').then((next) => next.nextNavigation));

const { jar } = (await import('../../../tests/next-request')).request;
const { opsSignInAction, opsSignOutAction } = await import('./actions');
const { requireOperator, opsNextPath } = await import('./session');
const { OPS_COOKIE, OPS_SESSION_MS, OPS_SIGN_IN_BACKOFF, openOpsSession } = await import('@/server/platform/ops-auth');

const TOKEN = process.env.ADMIN_API_TOKEN!;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
/** Where a call redirected to, or null when it returned. */
async function redirectOf(call: () => Promise<unknown>): Promise<string | null> {
  try {
    await call();
    return null;
  } catch (error) {
    if (error instanceof Error && 'to' in error) return String(error.to);
    throw error;
  }
}

let callers = 0;
beforeEach(() => {
  jar.clear();
  request.caller = `192.0.2.${++callers}`;
  request.forged = undefined;
  delete process.env.TRUST_PROXY;
});
afterAll(() => {
  delete process.env.TRUST_PROXY;
});

describe('operators’ sign-in', () => {
  it('refuses a wrong token and sets no cookie', async () => {
    expect(await opsSignInAction(null, form({ token: `${TOKEN}-nope` }))).toEqual({ error: expect.stringContaining('not the operators’ token') });
    expect(jar.size).toBe(0);
  });

  it('sets an HttpOnly, Strict cookie holding a session id (not the token) and goes where it was asked', async () => {
    expect(await redirectOf(() => opsSignInAction(null, form({ token: ` ${TOKEN} `, next: '/ops/outbox/abc' })))).toBe('/ops/outbox/abc');
    const cookie = jar.get(OPS_COOKIE)!;
    expect(cookie.value).not.toContain(TOKEN);
    expect(cookie.options).toMatchObject({ httpOnly: true, sameSite: 'strict', path: '/ops', maxAge: OPS_SESSION_MS / 1000 });
    expect(await redirectOf(() => requireOperator('/ops/outbox'))).toBeNull();
  });

  it('never sends the operator off the operators’ pages afterwards', async () => {
    expect(await redirectOf(() => opsSignInAction(null, form({ token: TOKEN, next: 'https://evil.example/ops/' })))).toBe('/ops/outbox');
    for (const next of ['//evil.example', '/ops/../cart', '/cart', '/ops/signin', 'javascript:alert(1)']) expect(opsNextPath(next)).toBe('/ops/outbox');
    expect(opsNextPath('/ops/outbox?to=ana%40example.com')).toBe('/ops/outbox?to=ana%40example.com');
  });

  it('slows down a caller guessing, whatever X-Forwarded-For it forges, and never the operator elsewhere', async () => {
    for (let i = 0; i < OPS_SIGN_IN_BACKOFF.free; i++) {
      request.forged = `203.0.113.${i}`;
      expect((await opsSignInAction(null, form({ token: `guess-${i}` })))?.error).toMatch(/not the operators’ token/);
    }
    request.forged = '198.51.100.99';
    expect((await opsSignInAction(null, form({ token: TOKEN })))?.error).toMatch(/Too many wrong tokens/);
    expect(jar.size).toBe(0);
    // Behind a trusted proxy a forged first entry is no new caller either.
    process.env.TRUST_PROXY = '1';
    const attacker = request.caller;
    request.caller = '10.0.0.5';
    request.forged = `198.51.100.1, ${attacker}`;
    expect((await opsSignInAction(null, form({ token: TOKEN })))?.error).toMatch(/Too many wrong tokens/);
    delete process.env.TRUST_PROXY;
    request.caller = '192.0.2.250';
    request.forged = undefined;
    expect(await redirectOf(() => opsSignInAction(null, form({ token: TOKEN })))).toBe('/ops/outbox');
  });

  it('signs out for real: the cookie goes, and a copy of it taken before is refused afterwards', async () => {
    await redirectOf(() => opsSignInAction(null, form({ token: TOKEN })));
    const copied = jar.get(OPS_COOKIE)!;
    expect(await redirectOf(() => requireOperator('/ops/outbox'))).toBeNull();
    expect(await redirectOf(() => opsSignOutAction())).toBe('/ops/signin');
    expect(jar.has(OPS_COOKIE)).toBe(false);
    jar.set(OPS_COOKIE, copied);
    expect(await redirectOf(() => requireOperator('/ops/outbox'))).toBe('/ops/signin?next=%2Fops%2Foutbox');
  });
});

describe('operators’ pages', () => {
  it('send a visitor without a valid cookie to sign in, and back afterwards', async () => {
    expect(await redirectOf(() => requireOperator('/ops/outbox/123'))).toBe('/ops/signin?next=%2Fops%2Foutbox%2F123');
    jar.set(OPS_COOKIE, { value: await openOpsSession(TOKEN, Date.now() - OPS_SESSION_MS - 1), options: {} });
    expect(await redirectOf(() => requireOperator('/ops/outbox'))).toBe('/ops/signin?next=%2Fops%2Foutbox');
    jar.set(OPS_COOKIE, { value: await openOpsSession('a-different-token-0123456789'), options: {} });
    expect(await redirectOf(() => requireOperator('/ops/outbox'))).toBe('/ops/signin?next=%2Fops%2Foutbox');
    jar.set(OPS_COOKIE, { value: await openOpsSession(TOKEN), options: {} });
    expect(await redirectOf(() => requireOperator('/ops/outbox'))).toBeNull();
  });
});
