import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { originOf } from '@/server/platform/origin';
import { seedPromotionOffers } from '@/server/promotions/seed';
import { signedInMember } from '../../../../../../../tests/integration/members';
import { DELETE as unclaim, POST as claimRoute } from './[id]/claim/route';
import { behindProxy } from '../../../../../../../tests/integration/proxy';
import { GET } from './route';
import { POST as smsSubscriptions } from '../../sms/subscriptions/route';

/** As the browser reaches them: through the proxy's cross-site check. */
const POST = behindProxy(claimRoute);
const DELETE = behindProxy(unclaim);
const SMS = behindProxy(smsSubscriptions);

const site = originOf(new Headers()).origin;
type Offer = { id: number; promoCode: string; claimed: boolean; expirationDate: string; discount: string; discountText: string; value: number };

const list = (locale: string, headers: Record<string, string>) => GET(new NextRequest(`${site}/ecomm/b2c/v1/currentUser/coupons?locale=${locale}`, { headers }));
const claim = (method: 'POST' | 'DELETE', id: number | string, locale: string, headers: Record<string, string>) =>
  (method === 'POST' ? POST : DELETE)(new NextRequest(`${site}/ecomm/b2c/v1/currentUser/coupons/${id}/claim?locale=${locale}`, { method, headers }), { params: Promise.resolve({ id: String(id) }) });

beforeAll(async () => {
  await db().transaction((tx) => seedPromotionOffers(tx));
});

describe('/ecomm/b2c/v1/currentUser/coupons', () => {
  it('answers 401 to a guest', async () => {
    expect((await list('en-US', {})).status).toBe(401);
    expect((await claim('POST', 1, 'en-US', { origin: site })).status).toBe(401);
  });

  it('claims, lists and revokes a coupon of the market', async () => {
    const { cookie } = await signedInMember({ locale: 'es-MX' });
    const { offers } = (await (await list('es-MX', { cookie })).json()) as { offers: Offer[] };
    expect(offers[0]).toMatchObject({ promoCode: 'AHORRA10', claimed: false, discount: '10% de descuento', value: 10 });
    expect(offers[0]!.expirationDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const claimed = await claim('POST', offers[0]!.id, 'es-MX', { cookie, origin: site });
    expect(claimed.status).toBe(200);
    expect(claimed.headers.get('cache-control')).toBe('private, no-store');
    const after = (await (await list('es-MX', { cookie })).json()) as { offers: Offer[]; claimed: Offer[] };
    expect(after.claimed.map((c) => c.promoCode)).toEqual(['AHORRA10']);
    expect(after.offers.find((o) => o.id === offers[0]!.id)?.claimed).toBe(true);

    expect((await claim('POST', offers[0]!.id, 'en-US', { cookie, origin: site })).status).toBe(404);
    expect((await claim('POST', offers[0]!.id, 'es-MX', { cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await claim('DELETE', offers[0]!.id, 'es-MX', { cookie, origin: site })).status).toBe(204);
    expect((await claim('DELETE', offers[0]!.id, 'es-MX', { cookie, origin: site })).status).toBe(404);
    expect((await claim('POST', 'abc', 'es-MX', { cookie, origin: site })).status).toBe(404);
  });
});

describe('POST /ecomm/b2c/v1/sms/subscriptions', () => {
  const post = (locale: string, body: unknown, headers: Record<string, string> = { origin: site }) =>
    SMS(new NextRequest(`${site}/ecomm/b2c/v1/sms/subscriptions?locale=${locale}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }));

  it('stores an opt-in (201, then 200), and refuses no consent, a bad number and another site', async () => {
    const first = await post('en-US', { phone: '(312) 555-0142', consent: true });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ phone: '3125550142', country: 'US' });
    expect((await post('en-US', { phone: '312 555 0142', consent: true })).status).toBe(200);
    expect((await post('en-US', { phone: '3125550143', consent: false })).status).toBe(400);
    const bad = await post('es-MX', { phone: '12345', consent: true });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errorCode: 'SMS_PHONE_INVALID', errorMessageKey: 'validation.phone.invalid' });
    expect((await post('en-US', { phone: '3125550144', consent: true }, { origin: 'https://evil.example' })).status).toBe(403);
  });
});
