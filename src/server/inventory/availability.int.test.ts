import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '@/server/catalog/schema';
import { db } from '@/server/db/client';
import { haversineKm } from '@/server/stores/geo';
import { storeByNumber } from '@/server/stores/preferred';
import { availabilityFor, sisterStores, stockAt, SISTER_STORE_LIMIT, SISTER_STORE_RADIUS_KM } from './availability';
import { distributionCentresOf } from './centres';
import { distributionCentreStock, storeStock } from './schema';

/** A US store in a big city: it has sister stores. */
async function cityStore(): Promise<string> {
  const [row] = await db().execute<{ store_number: string }>(sql`select store_number from stores where city = 'Houston' and state = 'TX' order by store_number limit 1`).then((r) => r.rows);
  return row!.store_number;
}

describe('sister stores', () => {
  it('are the nearest other stores of the market, within the radius, nearest first', async () => {
    const number = await cityStore();
    const home = (await storeByNumber(db(), number))!;
    const sisters = await sisterStores(db(), number, 'en-US');
    expect(sisters.length).toBeGreaterThan(0);
    expect(sisters.length).toBeLessThanOrEqual(SISTER_STORE_LIMIT);
    expect(sisters.map((s) => s.storeNumber)).not.toContain(number);
    const km = sisters.map((s) => haversineKm(home.latitude, home.longitude, s.latitude, s.longitude));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(Math.max(...km)).toBeLessThanOrEqual(SISTER_STORE_RADIUS_KM);
  });
});

describe('availability', () => {
  it('says in store, at nearby stores, ships to home or out of stock from the stock tables', async () => {
    const number = await cityStore();
    const sisters = (await sisterStores(db(), number, 'en-US')).map((s) => s.storeNumber);
    const ids = (await db().select({ id: products.id }).from(products).orderBy(products.id).limit(400)).map((r) => r.id);
    const found = await availabilityFor(db(), ids, 'en-US', number);
    const shelf = await db().select().from(storeStock).where(and(inArray(storeStock.productId, ids), inArray(storeStock.storeNumber, [number, ...sisters])));
    const dc = await db().select().from(distributionCentreStock).where(and(inArray(distributionCentreStock.productId, ids), inArray(distributionCentreStock.dc, (await distributionCentresOf(db(), 'USD')).map((c) => c.code))));
    for (const id of ids) {
      const here = shelf.find((r) => r.productId === id && r.storeNumber === number)?.quantity ?? 0;
      const near = shelf.filter((r) => r.productId === id && r.storeNumber !== number && r.quantity > 0).length;
      const ship = dc.filter((r) => r.productId === id).reduce((n, r) => n + r.quantity, 0);
      const expected = here > 0 ? 'IN_STORE' : near > 0 ? 'NEARBY' : ship > 0 ? 'SHIP_TO_HOME' : 'OUT_OF_STOCK';
      expect(found.get(id)).toEqual({ status: expected, storeNumber: number, storeQuantity: here, nearbyStores: near, shipQuantity: ship });
    }
    const statuses = new Set([...found.values()].map((a) => a.status));
    expect(statuses.has('IN_STORE')).toBe(true);
    expect(statuses.has('NEARBY')).toBe(true);
  });

  it('without a store, knows only the distribution centres', async () => {
    const ids = (await db().select({ id: products.id }).from(products).orderBy(products.id).limit(50)).map((r) => r.id);
    const found = await availabilityFor(db(), ids, 'es-MX', null);
    expect([...found.values()].every((a) => a.storeNumber === null && a.storeQuantity === 0 && a.nearbyStores === 0)).toBe(true);
    expect([...found.values()].every((a) => (a.shipQuantity > 0 ? a.status === 'SHIP_TO_HOME' : a.status === 'OUT_OF_STOCK'))).toBe(true);
  });

  it('lists the sister stores that have a product, with their quantity', async () => {
    const number = await cityStore();
    const sisters = await sisterStores(db(), number, 'en-US');
    const [row] = await db()
      .select({ productId: storeStock.productId })
      .from(storeStock)
      .where(and(eq(storeStock.storeNumber, sisters[0]!.storeNumber), sql`${storeStock.quantity} > 0`))
      .limit(1);
    const { availability, nearby: nearbyOf } = await stockAt(db(), [row!.productId], 'en-US', number, sisters);
    const nearby = nearbyOf.get(row!.productId)!;
    expect(nearby[0]!.store.storeNumber).toBe(sisters[0]!.storeNumber);
    expect(nearby.every((n) => n.quantity > 0)).toBe(true);
    // Nearest first, and as many as the availability counts.
    expect(nearby.map((n) => n.store.storeNumber)).toEqual(sisters.map((s) => s.storeNumber).filter((s) => nearby.some((n) => n.store.storeNumber === s)));
    expect(availability.get(row!.productId)!.nearbyStores).toBe(nearby.length);
  });
});
