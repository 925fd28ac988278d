import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { memberFromHeaders } from '@/server/customers/member';
import { originOf } from '@/server/platform/origin';
import { signedInMember } from '../../../../../../../tests/integration/members';
import { PUT as promoPreferences } from './route';
import { behindProxy } from '../../../../../../../tests/integration/proxy';

/** As the browser reaches it: through the proxy's cross-site check. */
const PUT = behindProxy(promoPreferences);

const site = originOf(new Headers()).origin;

/** A registered member's session cookie. */
const memberCookie = () => signedInMember({ locale: 'pt-BR' });

function put(body: unknown, headers: Record<string, string>) {
  return PUT(
    new NextRequest(`${site}/ecomm/b2c/v1/currentUser/promoPreferences`, { method: 'PUT', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }),
  );
}

/** The preferences stored for the member of this cookie, as the pages read them. */
async function stored(cookie: string) {
  const member = await memberFromHeaders(new Headers({ cookie }));
  return { receivePromoAndSpecialEvents: member?.receivePromoAndSpecialEvents, receivePromoPrint: member?.receivePromoPrint };
}

describe('PUT /ecomm/b2c/v1/currentUser/promoPreferences', () => {
  it('answers 401 to a guest', async () => {
    const response = await put({ receivePromoAndSpecialEvents: false, receivePromoPrint: true }, { origin: site });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errorCode: 'UNAUTHORIZED', errorDetails: [{ errorCode: 'UNAUTHORIZED' }] });
  });

  it("saves a member's preferences and answers the saved values", async () => {
    const { cookie } = await memberCookie();
    const response = await put({ receivePromoAndSpecialEvents: false, receivePromoPrint: true }, { origin: site, cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ receivePromoAndSpecialEvents: false, receivePromoPrint: true });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await stored(cookie)).toEqual({ receivePromoAndSpecialEvents: false, receivePromoPrint: true });
  });

  it('refuses another site (403) and a malformed body (400), saving nothing', async () => {
    const { cookie } = await memberCookie();
    const change = { receivePromoAndSpecialEvents: false, receivePromoPrint: true };
    expect((await put(change, { origin: 'https://evil.example', cookie })).status).toBe(403);
    expect((await put(change, { referer: 'https://evil.example/x', cookie })).status).toBe(403);
    expect((await put(change, { cookie })).status).toBe(403);
    const bad = await put({ receivePromoAndSpecialEvents: 'yes', receivePromoPrint: true }, { origin: site, cookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect(await stored(cookie)).toEqual({ receivePromoAndSpecialEvents: true, receivePromoPrint: false });
    // A same-site page that sends only a Referer is this site.
    expect((await put(change, { referer: `${site}/en-US/user/myProfile`, cookie })).status).toBe(200);
    expect(await stored(cookie)).toEqual(change);
  });
});
