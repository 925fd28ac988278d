import { and, eq, sql } from 'drizzle-orm';
import { NextRequest, type NextResponse } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as emailOffers } from '@/app/ecomm/b2c/v1/emailOffers/route';
import { behindProxy } from '../../../tests/integration/proxy';
import { POST as addItem } from '@/app/ecomm/b2c/v1/order/item/route';
import { POST as applyPromo } from '@/app/ecomm/b2c/v1/order/promoCode/route';
import { productPrices, products } from '@/server/catalog/schema';
import { distributionCentreStock } from '@/server/inventory/schema';
import { promotions } from '@/server/promotions/schema';
import { db } from '@/server/db/client';
import { originOf } from '@/server/platform/origin';
import { EMAIL_OFFER_PROMOTIONS, EMAIL_OFFER_RATE_LIMIT_PER_MINUTE, seedEmailOfferPromotion, signUpForEmailOffers } from './email-offers';
import { emailOfferSignups } from './schema';

/** As the browser reaches it: through the proxy's cross-site check. */
const signUp = behindProxy(emailOffers);

const site = originOf(new Headers()).origin;
let callers = 0;
/** Each test calls from its own address, so the per-caller limit counts only its own calls. */
const newCaller = () => `198.51.100.${++callers}`;

async function post(body: unknown, { locale = 'en-US', caller, origin = site }: { locale?: string; caller: string; origin?: string }) {
  const response = await signUp(
    new NextRequest(`${site}/ecomm/b2c/v1/emailOffers?locale=${locale}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': caller },
    }),
  );
  return { status: response.status, body: (await response.json()) as { promoCode?: string; errorCode?: string; errorMessageKey?: string } };
}

const signUps = (email: string) => db().select().from(emailOfferSignups).where(eq(emailOfferSignups.email, email));

beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  await seedEmailOfferPromotion(db());
});

describe('e-mail offer sign-ups', () => {
  it("stores a sign-up once per address and locale and answers the market's code each time", async () => {
    const caller = newCaller();
    const first = await post({ email: '  Ana.Silva@Example.com ' }, { caller });
    expect(first).toEqual({ status: 201, body: { promoCode: EMAIL_OFFER_PROMOTIONS.USD.code } });
    const again = await post({ email: 'ana.silva@example.com' }, { caller });
    expect(again).toEqual({ status: 200, body: { promoCode: EMAIL_OFFER_PROMOTIONS.USD.code } });
    const mexico = await post({ email: 'ana.silva@example.com' }, { caller, locale: 'es-MX' });
    expect(mexico).toEqual({ status: 201, body: { promoCode: EMAIL_OFFER_PROMOTIONS.MXN.code } });
    const rows = await signUps('ana.silva@example.com');
    expect(rows.map((row) => [row.locale, row.promoCode]).sort()).toEqual([
      ['en-US', EMAIL_OFFER_PROMOTIONS.USD.code],
      ['es-MX', EMAIL_OFFER_PROMOTIONS.MXN.code],
    ]);
  });

  it('refuses an address that is not one (with the e-mail rule’s message key) and another site, storing nothing', async () => {
    const caller = newCaller();
    const bad = await post({ email: 'ana@' }, { caller });
    expect(bad).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_FAILED', errorMessageKey: 'validation.email.invalid' } });
    expect((await post({}, { caller })).status).toBe(400);
    expect((await post({ email: 'cross@example.com' }, { caller, origin: 'https://evil.example' })).status).toBe(403);
    expect(await signUps('cross@example.com')).toEqual([]);
  });

  it('limits sign-ups per caller', async () => {
    const caller = newCaller();
    for (let i = 0; i < EMAIL_OFFER_RATE_LIMIT_PER_MINUTE; i++) expect((await post({ email: `burst-${i}@example.com` }, { caller })).status).toBe(201);
    const over = await post({ email: 'burst-over@example.com' }, { caller });
    expect(over).toMatchObject({ status: 429, body: { errorCode: 'RATE_LIMITED' } });
    expect(await signUps('burst-over@example.com')).toEqual([]);
    expect((await post({ email: 'someone-else@example.com' }, { caller: newCaller() })).status).toBe(201);
  });

  it('answers 503 and stores nothing while the promotion is switched off', async () => {
    await db().update(promotions).set({ active: false }).where(eq(promotions.code, EMAIL_OFFER_PROMOTIONS.BRL.code));
    try {
      await expect(signUpForEmailOffers(db(), { email: 'off@example.com', locale: 'pt-BR' })).rejects.toMatchObject({ kind: 'unavailable' });
      expect(await signUps('off@example.com')).toEqual([]);
    } finally {
      await seedEmailOfferPromotion(db());
    }
    expect(await signUpForEmailOffers(db(), { email: 'off@example.com', locale: 'pt-BR' })).toEqual({ promoCode: EMAIL_OFFER_PROMOTIONS.BRL.code, created: true });
  });

  it('unlocks a code that the cart accepts in its market and refuses in another', async () => {
    const { body } = await post({ email: 'cart-shopper@example.com' }, { caller: newCaller() });
    const [row] = await db()
      .select({ sku: products.sku })
      .from(products)
      .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, 'USD')))
      .innerJoin(distributionCentreStock, eq(distributionCentreStock.productId, products.id))
      .where(sql`${distributionCentreStock.dc} in ('DC-ATL','DC-DFW','DC-RNO') and ${distributionCentreStock.quantity} > 0`)
      .orderBy(products.sku)
      .limit(1);
    const jar: Record<string, string> = {};
    const call = async (handler: (request: NextRequest) => Promise<Response>, path: string, payload: unknown) => {
      const cookie = Object.entries(jar)
        .map(([k, v]) => `${k}=${v}`)
        .join('; ');
      const response = (await handler(new NextRequest(`http://localhost${path}?locale=en-US`, { method: 'POST', body: JSON.stringify(payload), headers: { cookie, 'content-type': 'application/json' } }))) as NextResponse;
      for (const c of response.cookies.getAll()) jar[c.name] = c.value;
      return { status: response.status, body: (await response.json()) as { subtotal: number; promotion: { code: string; status: string; discount: number } | null; errorCode?: string } };
    };
    const cart = await call(addItem, '/ecomm/b2c/v1/order/item', { skuId: row!.sku, quantity: 2 });
    expect(cart.status).toBe(200);
    const applied = await call(applyPromo, '/ecomm/b2c/v1/order/promoCode', { promoCode: body.promoCode });
    expect(applied.status).toBe(200);
    expect(applied.body.promotion).toEqual(expect.objectContaining({ code: EMAIL_OFFER_PROMOTIONS.USD.code, status: 'applied', discount: Math.floor(cart.body.subtotal / 10) }));
    const otherMarket = await call(applyPromo, '/ecomm/b2c/v1/order/promoCode', { promoCode: EMAIL_OFFER_PROMOTIONS.MXN.code });
    expect(otherMarket.body.errorCode).toBe('PROMO_OTHER_MARKET');
  });
});
