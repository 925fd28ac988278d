import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET as currentUser } from '@/app/ecomm/b2c/v1/currentUser/route';
import { POST as logoutRoute } from '@/app/ecomm/b2c/v1/logout/route';
import { signedInMember } from '../../../tests/integration/members';
import { behindProxy } from '../../../tests/integration/proxy';

/** As the browser reaches it: through the proxy's cross-site check. */
const logout = behindProxy(logoutRoute);

const SITE = 'http://localhost:3000';

const signedInCookie = async () => (await signedInMember({ lastName: 'Díaz' })).cookie;
const request = (path: string, init: { method?: string; cookie?: string; origin?: string } = {}) =>
  new NextRequest(`${SITE}${path}`, { method: init.method ?? 'GET', headers: { host: 'localhost:3000', ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.origin ? { origin: init.origin } : {}) } });
const removed = (response: Response) => response.headers.getSetCookie().filter((c) => /session_token=;/.test(c) || /session_token=.*Max-Age=0/i.test(c));

describe('the jsession-authenticated header and POST logout', () => {
  it('says signed in while the session lives; after logout it says not, and the dead cookie is removed', async () => {
    const cookie = await signedInCookie();
    const before = await currentUser(request('/ecomm/b2c/v1/currentUser', { cookie }));
    expect(before.headers.get('jsession-authenticated')).toBe('true');

    const out = await logout(request('/ecomm/b2c/v1/logout', { method: 'POST', cookie, origin: SITE }));
    expect(out.status).toBe(200);
    expect(out.headers.get('jsession-authenticated')).toBe('false');
    expect(removed(out).length).toBeGreaterThan(0);
    // The cart and the carts that became orders (their confirmations' proof) leave this perhaps shared browser too.
    for (const name of ['cartId', 'pastCartIds']) expect(out.headers.getSetCookie().some((c) => c.startsWith(`${name}=;`) || new RegExp(`^${name}=.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`, 'i').test(c)), name).toBe(true);

    const after = await currentUser(request('/ecomm/b2c/v1/currentUser', { cookie }));
    expect(after.headers.get('jsession-authenticated')).toBe('false');
    expect(removed(after).length).toBeGreaterThan(0);
  });

  it('answers a guest false, without touching cookies it does not know', async () => {
    const response = await currentUser(request('/ecomm/b2c/v1/currentUser', { cookie: 'cartId=abc' }));
    expect(response.headers.get('jsession-authenticated')).toBe('false');
    expect(removed(response)).toEqual([]);
  });

  it('refuses a logout posted from another site', async () => {
    const cookie = await signedInCookie();
    const response = await logout(request('/ecomm/b2c/v1/logout', { method: 'POST', cookie, origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect((await currentUser(request('/ecomm/b2c/v1/currentUser', { cookie }))).headers.get('jsession-authenticated')).toBe('true');
  });
});
