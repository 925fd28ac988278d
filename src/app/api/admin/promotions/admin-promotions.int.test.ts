import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { PATCH as patchCoupon } from './coupons/[id]/route';
import { GET as listCoupons, POST as postCoupon } from './coupons/route';
import { POST as postCircular } from './circulars/route';
import { POST as postPromo } from './taxonomy-promos/route';

const TOKEN = vi.hoisted(() => (process.env.ADMIN_API_TOKEN = 'admin-token-for-promotions-tests'));
const site = 'http://localhost:3000';
const auth = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
const req = (path: string, method: string, body?: unknown, headers: Record<string, string> = auth) => new NextRequest(`${site}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

describe('the promotions admin API', () => {
  it('answers only the admin token', async () => {
    expect((await listCoupons(req('/api/admin/promotions/coupons', 'GET', undefined, { authorization: 'Bearer wrong-token-wrong-token' }))).status).toBe(401);
  });

  it('offers a coupon with its cart promotion, changes it, and refuses bad bodies with the envelope', async () => {
    const created = await postCoupon(
      req('/api/admin/promotions/coupons', 'POST', {
        locale: 'pt-BR',
        promoCode: 'troca20',
        discount: 'R$ 20 de desconto',
        discountText: 'Em pedidos a partir de R$ 200,00.',
        promotion: { kind: 'amount', value: 2000, minimumSubtotal: 20000, startsAt: '2026-01-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
      }),
    );
    expect(created.status).toBe(201);
    const { coupon } = (await created.json()) as { coupon: { id: number; promoCode: string } };
    expect(coupon.promoCode).toBe('TROCA20');
    const changed = await patchCoupon(req(`/api/admin/promotions/coupons/${coupon.id}`, 'PATCH', { active: false }), { params: Promise.resolve({ id: String(coupon.id) }) });
    expect(await changed.json()).toMatchObject({ coupon: { active: false } });

    const bad = await postCoupon(req('/api/admin/promotions/coupons', 'POST', { locale: 'pt-BR', promoCode: 'X', discount: '', discountText: 'y' }));
    expect(bad.status).toBe(400);
    // Every problem is reported, each with its field (in English: the request names no ?locale=).
    expect(await bad.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      errorDetails: [
        { errorCode: 'VALIDATION_FAILED', field: 'promoCode', errorMessageKey: 'validation.request.tooShort', errorMessageDefault: 'promoCode: at least 2 characters.' },
        { errorCode: 'VALIDATION_FAILED', field: 'discount', errorMessageKey: 'validation.request.required', errorMessageDefault: 'discount is required.' },
      ],
    });
    const percent = await postCoupon(
      req('/api/admin/promotions/coupons', 'POST', { locale: 'en-US', promoCode: 'HALF', discount: 'x', discountText: 'y', promotion: { kind: 'percent', value: 150, startsAt: '2026-01-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' } }),
    );
    expect(percent.status).toBe(400);
    // A schema's own rule says its message key, not zod's or a developer's English.
    expect(await percent.json()).toMatchObject({
      errorDetails: [{ field: 'promotion.value', errorMessageKey: 'validation.promotions.percentRange', errorMessageDefault: 'A percentage is 1 to 100.' }],
    });
  });

  it('creates shelf promos and circular editions, refusing a CTA without its name and a reversed edition', async () => {
    expect((await postPromo(req('/api/admin/promotions/taxonomy-promos', 'POST', { locale: 'en-US', textContent: 'Wipers 2 for 1', seoUrls: ['/parts/wipers'], ctaLink: '/coupons', ctaName: 'See coupons' }))).status).toBe(201);
    expect((await postPromo(req('/api/admin/promotions/taxonomy-promos', 'POST', { locale: 'en-US', textContent: 'x', seoUrls: [], ctaLink: '/coupons' }))).status).toBe(400);
    expect((await postCircular(req('/api/admin/promotions/circulars', 'POST', { locale: 'en-US', title: 'x', startsOn: '2031-02-10', endsOn: '2031-02-01', skus: ['A'] }))).status).toBe(400);
    const generated = await postCircular(req('/api/admin/promotions/circulars', 'POST', { generate: true, locale: 'en-US', weeks: 1 }));
    expect(generated.status).toBe(200);
    expect(await generated.json()).toEqual({ added: expect.any(Number) });
  });
});
