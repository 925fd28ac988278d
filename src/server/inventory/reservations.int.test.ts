import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_CENTRES } from '@/server/catalog/generator';
import { db, type Executor } from '@/server/db/client';
import { availabilityFor, shipUnits } from './availability';
import { allDistributionCentres, distributionCentresOf } from './centres';
import { writeStockLevels } from './levels';
import { releaseLineReservation, releaseReservations, reserveStock, restockReturn, submissionsHoldingStock } from './reservations';
import { distributionCentres, distributionCentreStock, stockReservations, storeStock } from './schema';

/**
 * Inventory keeps products by id only: these ids are far above the demo catalogue's, so no
 * other test's stock is touched and the counts below are exactly what the test set.
 */
let next = 0;
const productId = () => 900_000_000 + process.pid * 100 + ++next;
let keys = 0;
const key = () => `inventory-test-${process.pid}-${++keys}`;
const STORE = '6997';

async function dcUnits(executor: Executor, id: number): Promise<Record<string, number>> {
  const rows = await executor.select().from(distributionCentreStock).where(eq(distributionCentreStock.productId, id));
  return Object.fromEntries(rows.map((r) => [r.dc, r.quantity]));
}
async function shelf(id: number, store = STORE): Promise<number | undefined> {
  const [row] = await db().select().from(storeStock).where(and(eq(storeStock.productId, id), eq(storeStock.storeNumber, store)));
  return row?.quantity;
}
const held = (submissionKey: string) => db().select().from(stockReservations).where(eq(stockReservations.submissionKey, submissionKey));

/** Roll back whatever `body` did once it has run (a distribution centre added for one test only). */
async function rolledBack(body: (tx: Executor) => Promise<void>): Promise<void> {
  const done = new Error('roll back');
  await db()
    .transaction(async (tx) => {
      await body(tx);
      throw done;
    })
    .catch((error: unknown) => {
      if (error !== done) throw error;
    });
}

describe('distribution centres', () => {
  it('are rows of the database, market by market', async () => {
    expect((await distributionCentresOf(db(), 'USD')).map((c) => c.code)).toEqual(['DC-ATL', 'DC-DFW', 'DC-RNO']);
    expect((await distributionCentresOf(db(), 'MXN')).map((c) => ({ code: c.code, country: c.country }))).toEqual([{ code: 'DC-MTY', country: 'MX' }]);
    expect((await distributionCentresOf(db(), 'BRL')).map((c) => ({ code: c.code, country: c.country }))).toEqual([{ code: 'DC-SPO', country: 'BR' }]);
    expect((await allDistributionCentres(db())).map((c) => c.code)).toEqual(['DC-ATL', 'DC-DFW', 'DC-RNO', 'DC-MTY', 'DC-SPO']);
  });

  it('hold every centre the demo generator stocks', async () => {
    for (const [currency, dcs] of Object.entries(DISTRIBUTION_CENTRES)) {
      const market = (await distributionCentresOf(db(), currency as keyof typeof DISTRIBUTION_CENTRES)).map((c) => c.code);
      expect(market).toEqual(expect.arrayContaining([...dcs]));
    }
  });

  it('a centre added to the table ships to its market: availability counts it and orders take from it', async () => {
    const id = productId();
    await rolledBack(async (tx) => {
      await tx.insert(distributionCentres).values({ code: 'DC-PHX', currency: 'USD', country: 'US', name: 'Phoenix', region: 'AZ', position: 4 });
      await writeStockLevels(tx, [
        { productId: id, locationType: 'dc', location: 'DC-ATL', quantity: 2 },
        { productId: id, locationType: 'dc', location: 'DC-PHX', quantity: 9 },
      ]);
      expect((await availabilityFor(tx, [id], 'en-US', null)).get(id)).toMatchObject({ status: 'SHIP_TO_HOME', shipQuantity: 11 });
      expect(await shipUnits(tx, id, 'USD')).toBe(11);
      expect(await shipUnits(tx, id, 'MXN')).toBe(0);
      const submission = key();
      expect(await reserveStock(tx, submission, 'USD', [{ productId: id, quantity: 5, storeNumber: null }])).toEqual({ reserved: true });
      expect(await dcUnits(tx, id)).toEqual({ 'DC-ATL': 2, 'DC-PHX': 4 });
    });
  });

  it('stock may only be kept at a centre of the table', async () => {
    await expect(writeStockLevels(db(), [{ productId: productId(), locationType: 'dc', location: 'DC-XYZ', quantity: 1 }])).rejects.toThrow();
  });
});

describe('reserving stock', () => {
  it('takes a shipped line from the one centre of the market with the most of it, a pickup line from the store shelf', async () => {
    const shipped = productId();
    const picked = productId();
    await writeStockLevels(db(), [
      { productId: shipped, locationType: 'dc', location: 'DC-ATL', quantity: 5 },
      { productId: shipped, locationType: 'dc', location: 'DC-DFW', quantity: 8 },
      { productId: shipped, locationType: 'dc', location: 'DC-MTY', quantity: 50 },
      { productId: picked, locationType: 'store', location: STORE, quantity: 3 },
    ]);
    const submission = key();
    const result = await reserveStock(db(), submission, 'USD', [
      { productId: shipped, quantity: 6, storeNumber: null },
      { productId: picked, quantity: 2, storeNumber: STORE },
    ]);
    expect(result).toEqual({ reserved: true });
    expect(await dcUnits(db(), shipped)).toEqual({ 'DC-ATL': 5, 'DC-DFW': 2, 'DC-MTY': 50 });
    expect(await shelf(picked)).toBe(1);
    expect((await held(submission)).map((r) => ({ productId: r.productId, locationType: r.locationType, location: r.location, quantity: r.quantity, released: r.releasedAt !== null }))).toEqual(
      expect.arrayContaining([
        { productId: shipped, locationType: 'dc', location: 'DC-DFW', quantity: 6, released: false },
        { productId: picked, locationType: 'store', location: STORE, quantity: 2, released: false },
      ]),
    );
    expect(await submissionsHoldingStock(db(), [submission, key()])).toEqual([submission]);
  });

  it('is all or nothing: a line no single centre has in full takes nothing, and names that line', async () => {
    const first = productId();
    const second = productId();
    await writeStockLevels(db(), [
      { productId: first, locationType: 'dc', location: 'DC-ATL', quantity: 4 },
      { productId: second, locationType: 'dc', location: 'DC-ATL', quantity: 3 },
      { productId: second, locationType: 'dc', location: 'DC-DFW', quantity: 3 },
      // Another market's centre does not ship to the US.
      { productId: second, locationType: 'dc', location: 'DC-SPO', quantity: 40 },
    ]);
    const submission = key();
    const wanted = { productId: second, quantity: 5, storeNumber: null };
    const result = await reserveStock(db(), submission, 'USD', [{ productId: first, quantity: 4, storeNumber: null }, wanted]);
    expect(result).toEqual({ reserved: false, short: wanted });
    expect(await dcUnits(db(), first)).toEqual({ 'DC-ATL': 4 });
    expect(await dcUnits(db(), second)).toEqual({ 'DC-ATL': 3, 'DC-DFW': 3, 'DC-SPO': 40 });
    expect(await held(submission)).toEqual([]);
  });

  it('refuses more than the store shelf has', async () => {
    const id = productId();
    await writeStockLevels(db(), [{ productId: id, locationType: 'store', location: STORE, quantity: 1 }]);
    const result = await reserveStock(db(), key(), 'USD', [{ productId: id, quantity: 2, storeNumber: STORE }]);
    expect(result.reserved).toBe(false);
    expect(await shelf(id)).toBe(1);
  });
});

describe('releasing reservations', () => {
  it('gives a submission’s stock back where it came from, once', async () => {
    const shipped = productId();
    const picked = productId();
    await writeStockLevels(db(), [
      { productId: shipped, locationType: 'dc', location: 'DC-RNO', quantity: 7 },
      { productId: picked, locationType: 'store', location: STORE, quantity: 4 },
    ]);
    const submission = key();
    await reserveStock(db(), submission, 'USD', [
      { productId: shipped, quantity: 7, storeNumber: null },
      { productId: picked, quantity: 4, storeNumber: STORE },
    ]);
    expect(await dcUnits(db(), shipped)).toEqual({ 'DC-RNO': 0 });
    expect(await shelf(picked)).toBe(0);

    expect(await releaseReservations(db(), submission)).toBe(2);
    expect(await dcUnits(db(), shipped)).toEqual({ 'DC-RNO': 7 });
    expect(await shelf(picked)).toBe(4);
    expect((await held(submission)).every((r) => r.releasedAt !== null)).toBe(true);
    expect(await submissionsHoldingStock(db(), [submission])).toEqual([]);

    expect(await releaseReservations(db(), submission)).toBe(0);
    expect(await dcUnits(db(), shipped)).toEqual({ 'DC-RNO': 7 });
    expect(await shelf(picked)).toBe(4);
  });

  it('releases many submissions at once (a sweep of abandoned ones), and leaves the others', async () => {
    const id = productId();
    await writeStockLevels(db(), [{ productId: id, locationType: 'dc', location: 'DC-ATL', quantity: 10 }]);
    const [a, b, c] = [key(), key(), key()];
    for (const k of [a, b, c]) await reserveStock(db(), k, 'USD', [{ productId: id, quantity: 2, storeNumber: null }]);
    expect(await dcUnits(db(), id)).toEqual({ 'DC-ATL': 4 });
    expect(await releaseReservations(db(), [a, c])).toBe(2);
    expect(await dcUnits(db(), id)).toEqual({ 'DC-ATL': 8 });
    expect(await submissionsHoldingStock(db(), [a, b, c])).toEqual([b]);
  });

  it('gives back one line of a cancelled shipment only', async () => {
    const shipped = productId();
    const other = productId();
    await writeStockLevels(db(), [
      { productId: shipped, locationType: 'dc', location: 'DC-ATL', quantity: 5 },
      { productId: other, locationType: 'dc', location: 'DC-ATL', quantity: 5 },
    ]);
    const submission = key();
    await reserveStock(db(), submission, 'USD', [
      { productId: shipped, quantity: 3, storeNumber: null },
      { productId: other, quantity: 1, storeNumber: null },
    ]);
    // Nothing of it was taken from a store shelf.
    expect(await releaseLineReservation(db(), [submission], shipped, 'store')).toBe(false);
    expect(await releaseLineReservation(db(), [submission], shipped, 'dc')).toBe(true);
    expect(await releaseLineReservation(db(), [submission], shipped, 'dc')).toBe(false);
    expect(await dcUnits(db(), shipped)).toEqual({ 'DC-ATL': 5 });
    expect(await dcUnits(db(), other)).toEqual({ 'DC-ATL': 4 });
  });
});

describe('restocking a return', () => {
  it('puts picked-up parts back on the store shelf and shipped parts back in the centre that shipped them', async () => {
    const shipped = productId();
    const picked = productId();
    await writeStockLevels(db(), [
      { productId: shipped, locationType: 'dc', location: 'DC-ATL', quantity: 1 },
      { productId: shipped, locationType: 'dc', location: 'DC-DFW', quantity: 6 },
      { productId: picked, locationType: 'store', location: STORE, quantity: 2 },
    ]);
    const submission = key();
    await reserveStock(db(), submission, 'USD', [
      { productId: shipped, quantity: 4, storeNumber: null },
      { productId: picked, quantity: 2, storeNumber: STORE },
    ]);
    await restockReturn(db(), { productId: shipped, quantity: 3, storeNumber: null, submissionKeys: [submission] });
    expect(await dcUnits(db(), shipped)).toEqual({ 'DC-ATL': 1, 'DC-DFW': 5 });
    await restockReturn(db(), { productId: picked, quantity: 1, storeNumber: STORE, submissionKeys: [] });
    expect(await shelf(picked)).toBe(1);
    // A shipped part whose centre is not known (no reservation of the submission) changes nothing.
    await restockReturn(db(), { productId: shipped, quantity: 1, storeNumber: null, submissionKeys: [key()] });
    expect(await dcUnits(db(), shipped)).toEqual({ 'DC-ATL': 1, 'DC-DFW': 5 });
    const reservations = await db().select().from(stockReservations).where(inArray(stockReservations.submissionKey, [submission]));
    expect(reservations.every((r) => r.releasedAt === null)).toBe(true);
  });
});
