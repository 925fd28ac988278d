import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The storefront's cart actions on PostgreSQL, with Next's request APIs stood in for: the cookie jar, headers and redirect. */
vi.mock('next/headers', () => import('../../../tests/next-request').then((next) => next.nextHeaders));
vi.mock('next/navigation', () => import('../../../tests/next-request').then((next) => next.nextNavigation));
// The notices' words, from the catalogue.
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { messagesFor } = await import('@/i18n/catalogues');
  return { getTranslations: async ({ locale, namespace }: { locale: 'en-US'; namespace: 'cart' }) => createTranslator({ locale, namespace, messages: await messagesFor(locale) }) };
});
// The stores around a store (the sister stores, kept in the stores module's cache), counted; the real one runs.
vi.mock('@/server/stores/service', async (original) => {
  const real = await original<typeof import('@/server/stores/service')>();
  return { ...real, storesAround: vi.fn(real.storesAround) };
});

const { request } = await import('../../../tests/next-request');
request.headers = { 'x-forwarded-proto': 'https' };
const { addToCartAction, cartPageAction } = await import('./actions');
const { storesAround } = await import('@/server/stores/service');
const { MAX_LINE_QUANTITY } = await import('@/lib/constants');
const { summaryOf } = await import('@/server/cart/service');
const { applyPromoCode, changeCartLine } = await import('@/server/cart/use-cases');
const { cartById, percentPromotion, stockedSkus, usStore } = await import('../../../tests/integration/cart');

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const cookie = (name: string) => request.jar.get(name);
const reader = { get: (name: string) => request.jar.get(name)?.value };
const myCart = () => cartById(cookie('cartId')!.value);

/** Where the cart page's action sent the shopper back, and the notice it carried. */
async function cartForm(fields: Record<string, string>): Promise<{ key: string; field?: string; typed?: string; activity?: { change?: { event: string; line: { sku: string; quantity: number } } } }> {
  try {
    await cartPageAction(form({ locale: 'en-US', ...fields }));
  } catch (error) {
    const to = new URL((error as { to: string }).to, 'http://localhost');
    return JSON.parse(to.searchParams.get('notice')!) as never;
  }
  throw new Error('the action did not redirect');
}

beforeEach(() => {
  request.jar.clear();
  vi.mocked(storesAround).mockClear();
});

describe('the cart actions', () => {
  it('write the cart cookie and, with consent to analytics, the spec §3 cart cookies, as the REST route does', async () => {
    const [sku] = await stockedSkus(1, 100);
    request.jar.set('cookieConsent', { value: 'v1.f1a1m0.1790000000', options: {} });
    const state = await addToCartAction(null, form({ locale: 'en-US', skuId: sku!, quantity: '2' }));
    expect(state).toMatchObject({ ok: true, itemCount: 2, added: { currency: 'USD', line: { sku, quantity: 2 } } });
    expect(cookie('cartId')).toMatchObject({ options: { httpOnly: true, secure: true } });
    expect(cookie('cartProductSkus')?.value).toBe(sku);
    expect(cookie('cartUnitPrice')?.value).toMatch(/^\d+\.\d{2}$/);
    // A change made on the cart page mirrors it too: the line saved for later leaves the analytics cookies empty.
    const [line] = (await myCart()).view.lines;
    await cartForm({ intent: 'saveForLater', lineId: String(line!.lineId) });
    expect(cookie('cartProductSkus')).toMatchObject({ value: '', options: { maxAge: 0 } });
  });

  it('clear the analytics cart cookies without consent', async () => {
    const [sku] = await stockedSkus(1, 100);
    await addToCartAction(null, form({ locale: 'en-US', skuId: sku!, quantity: '1' }));
    expect(cookie('cartId')?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie('cartProductSkus')).toMatchObject({ value: '', options: { maxAge: 0 } });
  });

  it('take their quantity limit from the one constant: the limit is accepted, one more is refused before the cart', async () => {
    const [sku] = await stockedSkus(1, 100);
    expect(await addToCartAction(null, form({ locale: 'en-US', skuId: sku!, quantity: String(MAX_LINE_QUANTITY + 1) }))).toMatchObject({ ok: false });
    expect(cookie('cartId')).toBeUndefined();
    expect(await addToCartAction(null, form({ locale: 'en-US', skuId: sku!, quantity: String(MAX_LINE_QUANTITY) }))).toMatchObject({ ok: true, itemCount: MAX_LINE_QUANTITY });
    const over = await addToCartAction(null, form({ locale: 'en-US', skuId: sku!, quantity: '1' }));
    expect(over.ok).toBe(false);
    expect(over.message).toContain(String(MAX_LINE_QUANTITY));
  });

  it('look up the sister stores once per add with a preferred store, not once for the stock check and again for the cart', async () => {
    const store = await usStore();
    const [sku] = await stockedSkus(1, 100);
    request.jar.set('preferredStoreId', { value: store, options: {} });
    const state = await addToCartAction(null, form({ locale: 'en-US', skuId: sku!, quantity: '1' }));
    expect(state.ok).toBe(true);
    expect(storesAround).toHaveBeenCalledTimes(1);
  });

  it('report a quantity change and a removal to the data layer by the difference', async () => {
    const [sku] = await stockedSkus(1, 100);
    await addToCartAction(null, form({ locale: 'en-US', skuId: sku!, quantity: '3' }));
    const lineId = String((await myCart()).view.lines[0]!.lineId);
    expect(await cartForm({ intent: 'quantity', lineId, quantity: '5' })).toMatchObject({ key: 'done.quantity', activity: { change: { event: 'add_to_cart', line: { sku, quantity: 2 } } } });
    expect(await cartForm({ intent: 'remove', lineId })).toMatchObject({ key: 'done.remove', activity: { change: { event: 'remove_from_cart', line: { sku, quantity: 5 } } } });
  });

  it('come back to the field the shopper used, with what they typed when it was refused, and say what is wrong', async () => {
    const [sku] = await stockedSkus(1, 100);
    await addToCartAction(null, form({ locale: 'en-US', skuId: sku!, quantity: '3' }));
    const lineId = String((await myCart()).view.lines[0]!.lineId);
    expect(await cartForm({ intent: 'quantity', lineId, quantity: '4' })).toMatchObject({ key: 'done.quantity', field: `qty-${lineId}` });
    for (const quantity of [String(MAX_LINE_QUANTITY + 1), '0', 'abc', '']) {
      expect(await cartForm({ intent: 'quantity', lineId, quantity })).toMatchObject({ key: 'errors.quantity', values: { max: MAX_LINE_QUANTITY }, error: true, field: `qty-${lineId}`, typed: quantity });
    }
    expect(await cartForm({ intent: 'applyPromo', promoCode: 'NOSUCHCODE' })).toMatchObject({ key: 'promo.notFound', error: true, field: 'promo-code', typed: 'NOSUCHCODE' });
    // A line removed is gone: the notice takes the focus.
    expect(await cartForm({ intent: 'remove', lineId })).not.toHaveProperty('field');
  });
});

describe('the cart summary (the header’s badge and mini cart)', () => {
  it('answers what the whole cart view says: count, subtotal less the promotion, core charges and the lines in the cart', async () => {
    const skus = await stockedSkus(3, 100);
    for (const [i, sku] of skus.entries()) await addToCartAction(null, form({ locale: 'en-US', skuId: sku, quantity: String(i + 1) }));
    const caller = { cookies: reader, locale: 'en-US' as const, secure: false };
    const saved = (await myCart()).view.lines[0]!;
    await changeCartLine(caller, { lineId: saved.lineId, savedForLater: true });
    await percentPromotion('TENOFF', 10);
    await applyPromoCode(caller, { promoCode: 'TENOFF' });
    const { view, summary } = await myCart();
    expect(view.discount).toBeGreaterThan(0);
    expect(summary).toEqual(summaryOf(view));
    expect(summary.subtotal).toBe(view.subtotal - view.discount);
    expect(summary.itemCount).toBe(5);
    expect(summary.lines.map((l) => l.skuId)).toEqual(skus.slice(1));
  });
});
