import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** The back office's sign-in (password, then the TOTP code), sign-out and page guard on PostgreSQL, with Next's request APIs stood in for. */
const request = vi.hoisted(() => {
  process.env.DATABASE_URL ??= 'postgres://unused@localhost/unused';
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
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { messagesFor } = await import('@/i18n/catalogues');
  return { getTranslations: async ({ locale, namespace }: { locale: 'en-US'; namespace?: 'ops' }) => createTranslator({ locale, namespace, messages: await messagesFor(locale) }) };
});

const { jar } = (await import('../../../tests/next-request')).request;
const { opsCodeAction, opsSignInAction, opsSignOutAction, opsSignOutEverywhereAction } = await import('./actions');
const { currentStaff, opsNextPath, staffPage } = await import('./session');
const { OPS_COOKIE, OPS_PENDING_COOKIE } = await import('@/server/platform/ops-auth');
const { STAFF_CODE_LIMITS, disableStaff } = await import('@/server/staff/accounts');
const { totpCode } = await import('@/server/staff/secrets');
const { makeStaff, staffActor } = await import('../../../tests/integration/staff');

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
/** A code of the step after the last one used (each step is good once). */
const freshCode = (secret: string, stepsAhead = 0) => totpCode(secret, Date.now() + stepsAhead * 30_000);

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

async function signIn(email: string, password: string, secret: string, next = '/ops/outbox', stepsAhead = 0): Promise<string | null> {
  expect(await redirectOf(() => opsSignInAction(null, form({ email, password, next })))).toBe(`/ops/signin?next=${encodeURIComponent(next)}`);
  return redirectOf(() => opsCodeAction(null, form({ code: freshCode(secret, stepsAhead), next })));
}

describe('staff sign-in', () => {
  it('refuses a wrong password (and an unknown e-mail) alike, and sets no cookie', async () => {
    const staff = await makeStaff('customerService');
    expect(await opsSignInAction(null, form({ email: staff.email, password: 'not-the-password' }))).toEqual({ error: 'That e-mail and password do not match an active staff account.' });
    expect(await opsSignInAction(null, form({ email: 'nobody@staff.test', password: staff.password }))).toEqual({ error: 'That e-mail and password do not match an active staff account.' });
    expect(jar.size).toBe(0);
  });

  it('takes the password, then the code, and only then opens a session (its id in an HttpOnly, Strict cookie for /ops)', async () => {
    const staff = await makeStaff('merchandiser');
    expect(await redirectOf(() => opsSignInAction(null, form({ email: ` ${staff.email.toUpperCase()} `, password: staff.password, next: '/ops/content' })))).toBe('/ops/signin?next=%2Fops%2Fcontent');
    expect(jar.get(OPS_PENDING_COOKIE)?.options).toMatchObject({ httpOnly: true, sameSite: 'strict', path: '/ops' });
    // Half a sign-in is no session.
    jar.set(OPS_COOKIE, jar.get(OPS_PENDING_COOKIE)!);
    expect(await redirectOf(() => currentStaff('/ops/content'))).toBe('/ops/signin?next=%2Fops%2Fcontent');
    jar.delete(OPS_COOKIE);
    expect(await redirectOf(() => opsCodeAction(null, form({ code: freshCode(staff.totpSecret), next: '/ops/content' })))).toBe('/ops/content');
    expect(jar.has(OPS_PENDING_COOKIE)).toBe(false);
    const cookie = jar.get(OPS_COOKIE)!;
    expect(cookie.options).toMatchObject({ httpOnly: true, sameSite: 'strict', path: '/ops', maxAge: 12 * 60 * 60 });
    const actor = await currentStaff('/ops/content');
    expect(actor).toMatchObject({ staffId: staff.id, label: staff.email, role: 'merchandiser', storeIds: null, via: 'session' });
  });

  it('refuses a code used once already', async () => {
    const staff = await makeStaff('customerService');
    const code = freshCode(staff.totpSecret);
    await redirectOf(() => opsSignInAction(null, form({ email: staff.email, password: staff.password })));
    expect(await redirectOf(() => opsCodeAction(null, form({ code })))).toBe('/ops');
    jar.clear();
    await redirectOf(() => opsSignInAction(null, form({ email: staff.email, password: staff.password })));
    expect(await opsCodeAction(null, form({ code }))).toEqual({ error: expect.stringContaining('That code is not right') });
  });

  it('slows down a caller guessing codes, whatever X-Forwarded-For it forges; the right code waits too', async () => {
    const staff = await makeStaff('customerService');
    await redirectOf(() => opsSignInAction(null, form({ email: staff.email, password: staff.password })));
    for (let i = 0; i < STAFF_CODE_LIMITS.perCaller.free; i++) {
      request.forged = `203.0.113.${i}`;
      expect((await opsCodeAction(null, form({ code: String(100000 + i) })))?.error).toMatch(/That code is not right/);
    }
    request.forged = '198.51.100.99';
    expect((await opsCodeAction(null, form({ code: freshCode(staff.totpSecret) })))?.error).toMatch(/Too many tries\. Try again in \d+ seconds/);
    expect(jar.has(OPS_COOKIE)).toBe(false);
    // Another caller (the member at another desk) is not slowed by these guesses.
    const pending = jar.get(OPS_PENDING_COOKIE)!;
    jar.clear();
    request.caller = '192.0.2.240';
    request.forged = undefined;
    await redirectOf(() => opsSignInAction(null, form({ email: staff.email, password: staff.password })));
    expect(jar.get(OPS_PENDING_COOKIE)!.value).not.toBe(pending.value);
    expect(await redirectOf(() => opsCodeAction(null, form({ code: freshCode(staff.totpSecret, 1) })))).toBe('/ops');
  });

  it('never sends the member off the back office afterwards', async () => {
    for (const next of ['//evil.example', '/ops/../cart', '/cart', '/ops/signin', 'javascript:alert(1)', 'https://evil.example/ops/']) expect(opsNextPath(next)).toBe('/ops');
    expect(opsNextPath('/ops/outbox?to=ana%40example.com')).toBe('/ops/outbox?to=ana%40example.com');
  });
});

describe('sign-out and being thrown out', () => {
  it('signs out for real: a copy of the cookie taken before is refused afterwards', async () => {
    const staff = await makeStaff('customerService');
    expect(await signIn(staff.email, staff.password, staff.totpSecret)).toBe('/ops/outbox');
    const copied = jar.get(OPS_COOKIE)!;
    expect(await redirectOf(() => opsSignOutAction())).toBe('/ops/signin');
    expect(jar.has(OPS_COOKIE)).toBe(false);
    jar.set(OPS_COOKIE, copied);
    expect(await redirectOf(() => currentStaff('/ops/outbox'))).toBe('/ops/signin?next=%2Fops%2Foutbox');
  });

  it('signs out everywhere: the member’s other browsers are thrown out too', async () => {
    const staff = await makeStaff('customerService');
    await signIn(staff.email, staff.password, staff.totpSecret);
    const laptop = jar.get(OPS_COOKIE)!;
    jar.clear();
    // The phone: the next step's code (each step is good once).
    expect(await signIn(staff.email, staff.password, staff.totpSecret, '/ops/chat', 1)).toBe('/ops/chat');
    expect(await redirectOf(() => opsSignOutEverywhereAction())).toBe('/ops/signin');
    jar.set(OPS_COOKIE, laptop);
    expect(await redirectOf(() => currentStaff('/ops/outbox'))).toBe('/ops/signin?next=%2Fops%2Foutbox');
  });

  it('shows a page only to the roles whose screen it is: another role gets the 403 page, not an error', async () => {
    const staff = await makeStaff('storeManager', { storeIds: ['0001'] });
    await signIn(staff.email, staff.password, staff.totpSecret);
    await expect(staffPage('/ops/pickups')).resolves.toMatchObject({ role: 'storeManager' });
    await expect(staffPage('/ops/orders/R123?x=1')).resolves.toMatchObject({ role: 'storeManager' });
    await expect(staffPage('/ops')).resolves.toMatchObject({ role: 'storeManager' });
    for (const path of ['/ops/outbox', '/ops/jobs', '/ops/content/en-US/home', '/ops/settings', '/ops/settings/installments', '/ops/staff'])
      await expect(staffPage(path), path).rejects.toThrow('NEXT_HTTP_ERROR_FALLBACK;403');
  });

  it('throws a disabled member out on their very next request', async () => {
    const staff = await makeStaff('storeManager', { storeIds: ['0001'] });
    await signIn(staff.email, staff.password, staff.totpSecret);
    expect(await redirectOf(() => currentStaff('/ops/outbox'))).toBeNull();
    await disableStaff(await staffActor('administrator'), staff.id);
    expect(await redirectOf(() => currentStaff('/ops/outbox'))).toBe('/ops/signin?next=%2Fops%2Foutbox');
    jar.clear();
    expect(await opsSignInAction(null, form({ email: staff.email, password: staff.password }))).toEqual({ error: expect.stringContaining('do not match an active staff account') });
  });
});
