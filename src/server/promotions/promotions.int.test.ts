import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { promotionFor, promotionToApply } from '@/server/promotions/promo-codes';
import { promotions } from '@/server/promotions/schema';
import { authUsers } from '@/server/customers/auth-schema';
import { db } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { DOMAIN_ERROR_STATUS } from '@/server/platform/http';
import { marketToday } from '@/lib/dates';
import { CIRCULAR_DEALS_PER_EDITION, createEdition, currentCircular, generateEditions, weekStart } from './circulars';
import { claimCoupon, claimedCoupons, createCoupon, listCouponOffers, revokeCoupon } from './coupons';
import { popularInMarket } from '@/server/recommendations/recommendations';
import { smsSubscriptions } from './schema';
import { seedPromotionOffers } from './seed';
import { findSmsSubscription, optOutSms, subscribeSms } from './sms';
import { createTaxonomyPromo, promosForShelf } from './taxonomy';

let users = 0;
async function user(): Promise<string> {
  const id = `promo-user-${process.pid}-${++users}`;
  await db().insert(authUsers).values({ id, name: 'Ana Silva', email: `${id}@example.com` });
  return id;
}

const rejection = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof DomainError ? { status: DOMAIN_ERROR_STATUS[error.kind], code: error.detail.errorCode } : error));

beforeAll(async () => {
  await db().transaction((tx) => seedPromotionOffers(tx));
});

describe('coupons', () => {
  it('are offered per market, with the promotion behind the code', async () => {
    const us = await listCouponOffers(db(), 'en-US');
    const mx = await listCouponOffers(db(), 'es-MX');
    const br = await listCouponOffers(db(), 'pt-BR');
    expect(us.map((c) => c.promoCode)).toEqual(['SAVE10', 'TAKE20', 'FREESHIP']);
    expect(mx.map((c) => c.promoCode)).toEqual(['AHORRA10', 'ENVIOGRATIS']);
    expect(br.map((c) => c.promoCode)).toEqual(['DESCONTO10', 'FRETEGRATIS']);
    expect(us[1]).toMatchObject({ discount: '$20 off', kind: 'amount', value: 2000, currency: 'USD', minimumSubtotal: 10000, expirationDate: '2028-01-01T00:00:00.000Z', claimed: false });
    expect(mx.every((c) => c.currency === 'MXN')).toBe(true);
  });

  it('are claimed and revoked by a member, only in their market; a claimed code applies in the cart', async () => {
    const userId = await user();
    const [save10] = await listCouponOffers(db(), 'en-US');
    const [ahorra] = await listCouponOffers(db(), 'es-MX');
    await claimCoupon(db(), userId, save10!.id, 'en-US');
    await claimCoupon(db(), userId, save10!.id, 'en-US'); // twice: still one claim
    expect((await claimedCoupons(db(), userId, 'en-US')).map((c) => c.promoCode)).toEqual(['SAVE10']);
    expect((await listCouponOffers(db(), 'en-US', { userId })).find((c) => c.id === save10!.id)?.claimed).toBe(true);
    expect(await rejection(claimCoupon(db(), userId, ahorra!.id, 'en-US'))).toEqual({ status: 404, code: 'COUPON_NOT_FOUND' });
    expect(await claimedCoupons(db(), userId, 'es-MX')).toEqual([]);

    const applied = await promotionFor(db(), save10!.promoCode, 'USD', 6000, new Date());
    expect(applied).toMatchObject({ status: 'applied', discount: 600 });

    expect(await revokeCoupon(db(), userId, save10!.id)).toBe(true);
    expect(await revokeCoupon(db(), userId, save10!.id)).toBe(false);
    expect(await claimedCoupons(db(), userId, 'en-US')).toEqual([]);
  });

  it('are not offered nor claimable once expired, and drop out of the account', async () => {
    const userId = await user();
    const coupon = await db().transaction((tx) =>
      createCoupon(tx, {
        locale: 'en-US',
        promoCode: 'weekend15',
        discount: '15% off',
        discountText: 'This weekend only.',
        promotion: { kind: 'percent', value: 15, startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2026-01-05T00:00:00Z') },
      }),
    );
    expect(coupon.promoCode).toBe('WEEKEND15');
    const during = new Date('2026-01-03T12:00:00Z');
    const after = new Date('2026-01-05T00:00:00Z');
    expect((await listCouponOffers(db(), 'en-US', { now: during })).some((c) => c.id === coupon.id)).toBe(true);
    await claimCoupon(db(), userId, coupon.id, 'en-US', during);
    expect((await claimedCoupons(db(), userId, 'en-US', during)).map((c) => c.id)).toEqual([coupon.id]);

    expect((await listCouponOffers(db(), 'en-US', { now: after })).some((c) => c.id === coupon.id)).toBe(false);
    expect(await claimedCoupons(db(), userId, 'en-US', after)).toEqual([]);
    const other = await user();
    expect(await rejection(claimCoupon(db(), other, coupon.id, 'en-US', after))).toEqual({ status: 409, code: 'COUPON_EXPIRED' });
  });

  it('refuse a code already offered in the market as taken (not as no longer offered), leaving its promotion as it was', async () => {
    const [before] = await db().select().from(promotions).where(eq(promotions.code, 'SAVE10'));
    const again = { locale: 'en-US' as const, promoCode: 'save10', discount: 'x', discountText: 'y', promotion: { kind: 'percent' as const, value: 50, startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2030-01-01T00:00:00Z') } };
    const error = await db()
      .transaction((tx) => createCoupon(tx, again))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'conflict', detail: { errorCode: 'COUPON_EXISTS', errorMessageKey: 'promotions.coupons.errors.exists', errorMessageValues: { code: 'SAVE10' } } });
    const [after] = await db().select().from(promotions).where(eq(promotions.code, 'SAVE10'));
    expect(after).toEqual(before);
  });

  it('refuse a code of another market and a code with no promotion', async () => {
    expect(await rejection(db().transaction((tx) => createCoupon(tx, { locale: 'pt-BR', promoCode: 'SAVE10', discount: 'x', discountText: 'y' })))).toEqual({ status: 422, code: 'PROMOTION_OTHER_MARKET' });
    expect(await rejection(db().transaction((tx) => createCoupon(tx, { locale: 'en-US', promoCode: 'NOSUCHCODE', discount: 'x', discountText: 'y' })))).toEqual({ status: 422, code: 'PROMOTION_NOT_FOUND' });
    const [created] = await db().select().from(promotions).where(eq(promotions.code, 'NOSUCHCODE'));
    expect(created).toBeUndefined();
  });
});

describe('taxonomy promos', () => {
  it('show on the listed shelves, or inverted on every other shelf, in their market, while they run', async () => {
    const listed = await createTaxonomyPromo(db(), { locale: 'pt-BR', textContent: 'Filtros com desconto', seoUrls: ['/parts/filters/'], priority: 50 });
    const inverted = await createTaxonomyPromo(db(), { locale: 'pt-BR', textContent: 'Tudo menos filtros', seoUrls: ['/parts/filters'], invertSelection: true, priority: 40 });
    await createTaxonomyPromo(db(), { locale: 'pt-BR', textContent: 'Acabou', seoUrls: ['/parts/filters'], priority: 60, endsAt: new Date('2020-01-01T00:00:00Z') });
    expect(await rejection(createTaxonomyPromo(db(), { locale: 'pt-BR', textContent: 'Código errado', seoUrls: ['/parts/filters'], promoCode: 'NOSUCHCODE' }))).toEqual({ status: 422, code: 'PROMOTION_NOT_FOUND' });

    const onFilters = await promosForShelf(db(), 'pt-BR', '/pt-BR/parts/filters');
    expect(onFilters.map((p) => p.id)).toContain(listed.id);
    expect(onFilters.map((p) => p.id)).not.toContain(inverted.id);
    expect(onFilters.map((p) => p.textContent)).not.toContain('Acabou');

    const onBrakes = await promosForShelf(db(), 'pt-BR', '/parts/brakes', new Date(), 10);
    expect(onBrakes.map((p) => p.id)).toContain(inverted.id);
    expect(onBrakes.map((p) => p.id)).not.toContain(listed.id);
    expect(await promosForShelf(db(), 'es-MX', '/parts/filters', new Date(), 10)).not.toContainEqual(expect.objectContaining({ id: listed.id }));
  });

  it('seeded: the brake offer on brake shelves, free shipping everywhere else', async () => {
    expect((await promosForShelf(db(), 'en-US', '/parts/brakes')).map((p) => p.promoCode)).toEqual(['SAVE10']);
    expect((await promosForShelf(db(), 'en-US', '/parts/filters')).map((p) => p.promoCode)).toEqual(['FREESHIP']);
  });
});

describe('the weekly circular', () => {
  it("features this week's deals from the catalogue, priced in the market", async () => {
    for (const locale of ['en-US', 'es-MX', 'pt-BR'] as const) {
      const circular = await currentCircular(db(), locale);
      expect(circular?.edition.startsOn).toBe(weekStart(marketToday(locale)));
      expect(circular?.deals.length).toBe(CIRCULAR_DEALS_PER_EDITION);
      expect(circular?.deals.every((d) => d.price.sale !== null && d.price.currency === { 'en-US': 'USD', 'es-MX': 'MXN', 'pt-BR': 'BRL' }[locale])).toBe(true);
    }
  });

  it('lets an operator add an edition that takes over from its start, and generating skips covered weeks', async () => {
    const today = '2031-03-12';
    expect(await currentCircular(db(), 'es-MX', today)).toBeNull();
    expect(await db().transaction((tx) => generateEditions(tx, 'es-MX', { today, weeks: 2 }))).toBe(2);
    expect(await db().transaction((tx) => generateEditions(tx, 'es-MX', { today, weeks: 2 }))).toBe(0);
    const generated = await currentCircular(db(), 'es-MX', today);
    expect(generated?.edition).toMatchObject({ startsOn: '2031-03-10', endsOn: '2031-03-16', title: 'Ofertas de la semana' });

    const sku = generated!.deals[0]!.sku;
    const special = await createEdition(db(), { locale: 'es-MX', title: 'Especial Buen Fin', startsOn: '2031-03-12', endsOn: '2031-03-14', skus: [sku] });
    const now = await currentCircular(db(), 'es-MX', today);
    expect(now?.edition.id).toBe(special.id);
    expect(now?.deals.map((d) => d.sku)).toEqual([sku]);
    expect(await rejection(createEdition(db(), { locale: 'es-MX', title: 'x', startsOn: '2031-03-12', endsOn: '2031-03-14', skus: ['NO-SUCH-SKU'] }))).toEqual({ status: 422, code: 'UNKNOWN_SKU' });
  });
});

describe('sms opt-in', () => {
  it('stores the national digits with the consent text, renews on a second sign-up, and records an opt-out', async () => {
    const first = await subscribeSms(db(), { locale: 'pt-BR', phone: '+55 (11) 98765-4321', consentText: 'Concordo em receber mensagens' });
    expect(first.created).toBe(true);
    expect(first.subscription).toMatchObject({ country: 'BR', phone: '11987654321', locale: 'pt-BR', consentText: 'Concordo em receber mensagens', optedOutAt: null });
    expect(await optOutSms(db(), 'BR', '(11) 98765-4321')).toBe(true);
    expect((await findSmsSubscription(db(), 'BR', '11987654321'))?.optedOutAt).toBeInstanceOf(Date);
    const again = await subscribeSms(db(), { locale: 'pt-BR', phone: '11 987654321', consentText: 'Concordo de novo' });
    expect(again).toMatchObject({ created: false, subscription: { id: first.subscription.id, optedOutAt: null, consentText: 'Concordo de novo' } });
  });

  it('refuses a number that breaks the market rules, storing nothing', async () => {
    expect(await rejection(subscribeSms(db(), { locale: 'es-MX', phone: '0123456789', consentText: 'Acepto' }))).toEqual({ status: 400, code: 'SMS_PHONE_INVALID' });
    expect(await rejection(subscribeSms(db(), { locale: 'en-US', phone: '555-1234', consentText: 'I agree' }))).toEqual({ status: 400, code: 'SMS_PHONE_INVALID' });
    expect(await db().select().from(smsSubscriptions).where(eq(smsSubscriptions.phone, '0123456789'))).toEqual([]);
  });
});

describe('recommendations', () => {
  it('popular in the market: priced in its currency, topped up with deals while orders are few', async () => {
    const popular = await popularInMarket(db(), 'es-MX', 6);
    expect(popular).toHaveLength(6);
    expect(popular.every((p) => p.price.currency === 'MXN')).toBe(true);
  });
});

describe('promo codes: the reason a code is refused', () => {
  it('says an ended code has expired in every market, not that it belongs to another country', async () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const refusal = (code: string, currency: 'USD' | 'MXN' | 'BRL') =>
      promotionToApply(db(), code, currency, 100_000, now).then(
        () => null,
        (error: unknown) => (error instanceof DomainError ? error.detail.errorMessageKey : error),
      );
    // SUMMER25 is a US code that ended on 2025-09-01.
    for (const currency of ['USD', 'MXN', 'BRL'] as const) expect(await refusal('summer25', currency)).toBe('cart.promo.expired');
    // A code in force is another country's where it is.
    expect(await refusal('AHORRA10', 'USD')).toBe('cart.promo.otherMarket');
    expect(await refusal('AHORRA10', 'MXN')).toBeNull();
  });
});
