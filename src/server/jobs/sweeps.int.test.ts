import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { money } from '@/lib/money';
import { db } from '@/server/db/client';
import { giftCardHolds, giftCards } from '@/server/giftcards/schema';
import { hold, issueGiftCard } from '@/server/giftcards/service';
import { ABANDONED_SUBMISSION_MS } from '@/server/orders/place-order';
import { distributionCentreStock, stockReservations } from '@/server/inventory/schema';
import { checkoutSubmissions } from '@/server/orders/schema';
import { paymentTokens } from '@/server/payments/schema';
import { createCardToken, TOKEN_LIFETIME_MS } from '@/server/payments/tokens';
import { cartWith, gateway, key, productWithStock } from '../../../tests/integration/orders';
import { POST } from '../../app/api/admin/jobs/sweeps/route';
import { runSweeps, STALE_GIFT_CARD_HOLD_MS } from './sweeps';

const TOKEN = vi.hoisted(() => (process.env.ADMIN_API_TOKEN = 'admin-token-for-sweep-tests'));

/** One of each thing a sweep cleans up, left `ago` before now. */
async function leftovers(now: Date) {
  // A checkout whose process died holding a unit of stock.
  const product = await productWithStock(2);
  const submission = key();
  await db().insert(checkoutSubmissions).values({ key: submission, cartId: await cartWith(product.sku, 1), requestHash: 'x', status: 'in_progress', createdAt: new Date(now.getTime() - ABANDONED_SUBMISSION_MS - 60_000) });
  await db().update(distributionCentreStock).set({ quantity: 1 }).where(eq(distributionCentreStock.productId, product.id));
  await db().insert(stockReservations).values({ submissionKey: submission, productId: product.id, locationType: 'dc', location: 'DC-ATL', quantity: 1 });
  // A gift-card hold nobody redeemed or released.
  const number = `60068${String(process.pid % 1000).padStart(3, '0')}${String(now.getTime() % 100_000_000).padStart(8, '0')}`;
  const card = await issueGiftCard(db(), { number, pin: '1357', balance: money(5000, 'USD') });
  const held = await hold(db(), { number, pin: '1357', amount: money(2000, 'USD'), reference: `lost-${number}`, caller: 'sweeps-test' }, new Date(now.getTime() - STALE_GIFT_CARD_HOLD_MS - 60_000));
  // A card token never used.
  const token = await createCardToken(db(), { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ana Díaz' }, new Date(now.getTime() - TOKEN_LIFETIME_MS - 60_000));
  return { product, submission, card, holdId: held.holdId, token: token.token };
}

describe('the sweeps', () => {
  it('undo an abandoned submission, release a stale gift-card hold and delete an expired token, all at once', async () => {
    const now = new Date();
    const left = await leftovers(now);
    const report = await runSweeps(db(), gateway, now);
    expect(report.abandonedSubmissions).toBeGreaterThanOrEqual(1);
    expect(report.staleGiftCardHolds).toBeGreaterThanOrEqual(1);
    expect(report.expiredTokens).toBeGreaterThanOrEqual(1);

    const [submission] = await db().select().from(checkoutSubmissions).where(eq(checkoutSubmissions.key, left.submission));
    expect(submission).toMatchObject({ status: 'failed', outcome: { status: 500, errorCode: 'ORDER_ABANDONED' } });
    const [stock] = await db().select().from(distributionCentreStock).where(eq(distributionCentreStock.productId, left.product.id));
    expect(stock!.quantity).toBe(2);
    expect((await db().select().from(giftCardHolds).where(eq(giftCardHolds.id, left.holdId)))[0]!.status).toBe('released');
    expect((await db().select().from(giftCards).where(eq(giftCards.id, left.card.id)))[0]!.balance).toBe(5000);
    expect(await db().select().from(paymentTokens).where(eq(paymentTokens.id, left.token))).toEqual([]);
  });

  it('leave what is recent alone', async () => {
    const now = new Date();
    const product = await productWithStock(2);
    const submission = key();
    await db().insert(checkoutSubmissions).values({ key: submission, cartId: await cartWith(product.sku, 1), requestHash: 'x', status: 'in_progress', createdAt: now });
    const token = await createCardToken(db(), { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ana Díaz' }, now);
    await runSweeps(db(), gateway, now);
    expect((await db().select().from(checkoutSubmissions).where(eq(checkoutSubmissions.key, submission)))[0]!.status).toBe('in_progress');
    expect(await db().select().from(paymentTokens).where(eq(paymentTokens.id, token.token))).toHaveLength(1);
  });

  it('run from the admin API for the admin token only', async () => {
    const call = (token?: string) =>
      POST(new NextRequest('http://localhost:3000/api/admin/jobs/sweeps', { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} }));
    expect((await call()).status).toBe(401);
    expect((await call('not-the-admin-token')).status).toBe(401);
    const left = await leftovers(new Date(Date.now() - 1000));
    const answered = await call(TOKEN);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ abandonedSubmissions: expect.any(Number), staleGiftCardHolds: expect.any(Number), expiredTokens: expect.any(Number) });
    expect((await db().select().from(checkoutSubmissions).where(eq(checkoutSubmissions.key, left.submission)))[0]!.status).toBe('failed');
  });
});
