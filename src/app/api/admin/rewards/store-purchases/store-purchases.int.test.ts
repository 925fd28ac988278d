import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { storeMember, usProductPriced, usStore } from '../../../../../../tests/integration/rewards';
import { POST } from './route';

/** The tills' API: the route parses and calls the rewards use case, which records the purchase in one transaction. */
const TOKEN = vi.hoisted(() => (process.env.ADMIN_API_TOKEN = 'admin-token-for-store-purchase-tests'));
const post = (body: unknown, token = TOKEN) =>
  POST(new NextRequest('http://localhost:3000/api/admin/rewards/store-purchases', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }));

describe('POST /api/admin/rewards/store-purchases', () => {
  it('records a till’s purchase once: the same transaction again answers the same order', async () => {
    const rewardsId = await storeMember();
    const { sku, price } = await usProductPriced(1_000, 5_000);
    const body = { rewardsId, storeNumber: await usStore(), lines: [{ sku, quantity: 2 }], transactionId: `T-${process.pid}-1` };
    const first = await post(body);
    expect(first.status).toBe(201);
    const bought = (await first.json()) as { orderNumber: string; total: number };
    expect(bought.orderNumber).toMatch(/^\d{9}$/);
    expect(bought.total).toBeGreaterThanOrEqual(price * 2);
    const again = await post(body);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { orderNumber: string }).orderNumber).toBe(bought.orderNumber);
  });

  it('answers the token, the body and an unknown SKU with the envelope, recording nothing', async () => {
    const rewardsId = await storeMember();
    expect((await post({ rewardsId, storeNumber: await usStore(), lines: [] }, 'wrong-token-wrong-token')).status).toBe(401);
    expect((await post({ rewardsId, storeNumber: await usStore(), lines: [] })).status).toBe(400);
    const unknown = { rewardsId, storeNumber: await usStore(), lines: [{ sku: 'NO-SUCH-SKU', quantity: 1 }], transactionId: `T-${process.pid}-2` };
    const refused = await post(unknown);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain('LINE_INVALID');
    // Nothing was kept under that transaction: with a real SKU, the same number records a new purchase.
    const { sku } = await usProductPriced(1_000, 5_000);
    const retried = await post({ ...unknown, lines: [{ sku, quantity: 1 }] });
    expect(retried.status).toBe(201);
  });
});
