import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { GET as metricsRoute } from '@/app/metrics/route';
import { db } from '@/server/db/client';
import { placeOrder } from '@/server/orders/place-order';
import { createApiKey } from '@/server/staff/accounts';
import type { Role } from '@/server/staff/permissions';
import { cartWith, gateway, input, productWithStock } from '../../../tests/integration/orders';
import { makeStaff, staffActor } from '../../../tests/integration/staff';
import { cached } from './cache';
import { metrics } from './metrics';

const TOKEN = vi.hoisted(() => (process.env.ADMIN_API_TOKEN = 'metrics-token-for-the-tests'));

const scrape = (authorization?: string) => metricsRoute(new Request('http://localhost:3000/metrics', { headers: authorization ? { authorization } : {} }));

async function count(counter: 'ordersPlaced' | 'cacheLookups', labels: Record<string, string>): Promise<number> {
  const values = (await metrics()[counter].get()).values;
  return values.find((v) => Object.entries(labels).every(([k, value]) => v.labels[k as keyof typeof v.labels] === value))?.value ?? 0;
}

async function keyOf(role: Role): Promise<string> {
  const member = await makeStaff(role);
  return (await createApiKey(await staffActor('administrator'), { staffId: member.id, role })).key;
}

describe('GET /metrics', () => {
  it('answers 401 without a staff key, 403 to a role that may not read them, and the metrics to an administrator’s key, never cached', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer wrong-token-of-some-length')).status).toBe(401);
    expect((await scrape(`Bearer ${await keyOf('customerService')}`)).status).toBe(403);
    await db().execute(sql`select 1`);
    const answer = await scrape(`Bearer ${await keyOf('administrator')}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = await answer.text();
    expect(text).toMatch(/redline_db_pool_connections\{pool="primary",state="total"\} [1-9]/);
    expect(text).toMatch(/redline_db_pool_connections\{pool="primary",state="waiting"\} 0/);
  });

  it('still takes the deprecated ADMIN_API_TOKEN, for this release', async () => {
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(200);
  });
});

describe('counted at the source', () => {
  it('counts an order once when it is placed, not when its Idempotency-Key is answered again', async () => {
    const before = await count('ordersPlaced', { market: 'en-US' });
    const product = await productWithStock(5);
    const request = await input(await cartWith(product.sku, 1));
    const placed = await placeOrder(request, gateway);
    expect(await count('ordersPlaced', { market: 'en-US' })).toBe(before + 1);
    expect((await placeOrder(request, gateway)).orderNumber).toBe(placed.orderNumber);
    expect(await count('ordersPlaced', { market: 'en-US' })).toBe(before + 1);
  });

  it('counts the response cache’s misses and hits', async () => {
    const misses = await count('cacheLookups', { cache: 'response', result: 'miss' });
    const hits = await count('cacheLookups', { cache: 'response', result: 'hit' });
    const key = `metrics-test:${Date.now()}`;
    await cached(key, async () => 'computed');
    await cached(key, async () => 'computed again');
    expect(await count('cacheLookups', { cache: 'response', result: 'miss' })).toBe(misses + 1);
    expect(await count('cacheLookups', { cache: 'response', result: 'hit' })).toBe(hits + 1);
  });
});
