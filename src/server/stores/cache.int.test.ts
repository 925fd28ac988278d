import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { forgetStoreReads } from './cache';
import { storeByNumber } from './preferred';
import { stores } from './schema';
import { generateStores } from './seed';
import { storesAround } from './service';

// The last US store: no other test chooses it, so changing its row here for a moment disturbs none.
const store = generateStores().filter((s) => s.country === 'US').at(-1)!;

afterEach(async () => {
  await db().update(stores).set({ phone: store.phone, hours: store.hours }).where(eq(stores.storeNumber, store.storeNumber));
  await forgetStoreReads();
});

describe('store reads kept in the cache (only the seed writes the directory)', () => {
  it('reads a store row once, and again after the seed forgets the reads', async () => {
    await forgetStoreReads();
    expect((await storeByNumber(db(), store.storeNumber))?.phone).toBe(store.phone);
    await db().update(stores).set({ phone: '+1 555 000 0000' }).where(eq(stores.storeNumber, store.storeNumber));
    expect((await storeByNumber(db(), store.storeNumber))?.phone).toBe(store.phone);
    await forgetStoreReads();
    expect((await storeByNumber(db(), store.storeNumber))?.phone).toBe('+1 555 000 0000');
  });

  it('keeps the stores around a store, but works out their open state at the moment asked', async () => {
    await forgetStoreReads();
    const around = { radiusKm: 80, limit: 11, country: 'US' as const };
    const first = await storesAround(db(), store, { ...around, now: new Date('2026-11-24T17:00:00Z') });
    expect(first[0]?.storeNumber).toBe(store.storeNumber);
    expect(first[0]?.distance.value).toBe(0);
    // Closed every day from now on: the cached rows still give the open state of their own hours, at the time asked.
    await db().update(stores).set({ hours: [null, null, null, null, null, null, null] }).where(eq(stores.storeNumber, store.storeNumber));
    const later = await storesAround(db(), store, { ...around, now: new Date('2026-11-25T17:00:00Z') });
    expect(later.map((s) => s.storeNumber)).toEqual(first.map((s) => s.storeNumber));
    expect(later[0]?.todayHours).not.toBeNull();
    await forgetStoreReads();
    const fresh = await storesAround(db(), store, { ...around, now: new Date('2026-11-25T17:00:00Z') });
    expect(fresh[0]?.todayHours).toBeNull();
    expect(fresh[0]?.closed.isClosed).toBe(true);
  });
});
