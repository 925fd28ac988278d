import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import type { Actor } from '@/server/staff/actor';
import { ROLES, type Role } from '@/server/staff/permissions';
import { adjustStock, lowStock, productStock, stockCentres, stockStores, totalStock, transferStock, type StockLocation } from './staff';

/**
 * The inventory's staff use cases against every role (issue 23, decision 055): allowed, or refused
 * with FORBIDDEN and a `denied` line in the audit log; a store manager of another store refused;
 * every change with its audit line (before and after), and a transfer keeps the total.
 * Runs on a clone of the seeded template (demo catalogue, stores and their stock).
 */

const rows = async <T,>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
let productId: number;
let store: string;
let otherStore: string;
let dc: string;

const actor = (role: Role, storeIds: string[] | null = null): Actor => ({ staffId: null, label: `test:${role}`, role, storeIds, via: 'session', ip: '203.0.113.9', requestId: null });
const managerOf = (storeNumber: string) => actor('storeManager', [storeNumber]);

async function auditLines(label: string, action?: string) {
  return rows<{ action: string; entity_type: string; entity_id: string; before: unknown; after: unknown; actor_role: string }>(
    sql`SELECT action, entity_type, entity_id, before, after, actor_role FROM audit_events WHERE actor_label = ${label} ${action ? sql`AND action = ${action}` : sql``} ORDER BY id`,
  );
}

async function quantityAt(location: StockLocation): Promise<number> {
  const [row] =
    location.type === 'dc'
      ? await rows<{ quantity: number }>(sql`SELECT quantity FROM dc_stock WHERE product_id = ${productId} AND dc = ${location.code}`)
      : await rows<{ quantity: number }>(sql`SELECT quantity FROM store_stock WHERE product_id = ${productId} AND store_number = ${location.code}`);
  return row?.quantity ?? 0;
}

beforeAll(async () => {
  const [shelf] = await rows<{ product_id: number; store_number: string }>(sql`SELECT product_id, store_number FROM store_stock WHERE quantity >= 5 ORDER BY product_id, store_number LIMIT 1`);
  productId = shelf!.product_id;
  store = shelf!.store_number;
  const [other] = await rows<{ store_number: string }>(sql`SELECT store_number FROM stores WHERE store_number <> ${store} ORDER BY store_number LIMIT 1`);
  otherStore = other!.store_number;
  const [centre] = await rows<{ code: string }>(sql`SELECT code FROM distribution_centres ORDER BY code LIMIT 1`);
  dc = centre!.code;
});

type UseCase = { name: string; allowed: (role: Role) => boolean; run: (a: Actor) => Promise<unknown> };

const everyUseCase = (): UseCase[] => [
  { name: 'productStock', allowed: () => true, run: (a) => productStock(db(), a, productId) },
  { name: 'stockStores', allowed: () => true, run: (a) => stockStores(db(), a) },
  { name: 'stockCentres', allowed: () => true, run: (a) => stockCentres(db(), a) },
  { name: 'lowStock', allowed: () => true, run: (a) => lowStock(db(), a, { storeNumber: store, threshold: 5 }) },
  { name: 'adjustStock (store)', allowed: (r) => r === 'administrator' || r === 'storeManager', run: (a) => adjustStock(db(), a, { productId, location: { type: 'store', code: store }, change: 2, reason: 'received' }) },
  { name: 'adjustStock (dc)', allowed: (r) => r === 'administrator', run: (a) => adjustStock(db(), a, { productId, location: { type: 'dc', code: dc }, change: 1, reason: 'received' }) },
  { name: 'transferStock (dc → store)', allowed: (r) => r === 'administrator', run: (a) => transferStock(db(), a, { productId, from: { type: 'dc', code: dc }, to: { type: 'store', code: store }, quantity: 1 }) },
];

/** Each role as it would act on `store`: a store manager manages that store. */
const roleActor = (role: Role) => (role === 'storeManager' ? managerOf(store) : actor(role));

describe('inventory permissions: every role × every use case', () => {
  for (const role of ROLES) {
    for (const useCase of everyUseCase()) {
      it(`${role} ${useCase.allowed(role) ? 'may' : 'may not'} ${useCase.name}`, async () => {
        const who = { ...roleActor(role), label: `perm:${role}:${useCase.name}` };
        if (useCase.allowed(role)) {
          await expect(useCase.run(who)).resolves.toBeDefined();
          expect(await auditLines(who.label, 'denied')).toEqual([]);
        } else {
          const refused = await useCase.run(who).catch((e: unknown) => e);
          expect(refused).toBeInstanceOf(DomainError);
          expect((refused as DomainError).detail.errorCode).toBe('FORBIDDEN');
          const denied = await auditLines(who.label, 'denied');
          expect(denied).toHaveLength(1);
          expect(denied[0]!.actor_role).toBe(role);
          // A refusal changes nothing but the audit log.
          expect((await auditLines(who.label)).map((l) => l.action)).toEqual(['denied']);
        }
      });
    }
  }

  it("refuses a store manager another store's low stock, adjustment and transfer, and records each", async () => {
    const other = { ...managerOf(otherStore), label: 'perm:other-manager' };
    const before = await quantityAt({ type: 'store', code: store });
    for (const attempt of [
      () => lowStock(db(), other, { storeNumber: store }),
      () => adjustStock(db(), other, { productId, location: { type: 'store', code: store }, change: -1, reason: 'damaged' }),
      () => transferStock(db(), other, { productId, from: { type: 'store', code: store }, to: { type: 'store', code: otherStore }, quantity: 1 }),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ kind: 'forbidden' });
    }
    expect((await auditLines(other.label)).map((l) => l.action)).toEqual(['denied', 'denied', 'denied']);
    expect(await quantityAt({ type: 'store', code: store })).toBe(before);
    // Their own store's shelf they see; the other store's shelf they do not.
    const seen = await productStock(db(), managerOf(otherStore), productId);
    expect(seen.filter((l) => l.type === 'store').map((l) => l.code)).not.toContain(store);
  });
});

describe('inventory changes', () => {
  it('an adjustment changes the stock and writes its audit line with the quantity before and after', async () => {
    const admin = { ...actor('administrator'), label: 'change:adjust' };
    const location: StockLocation = { type: 'store', code: store };
    const before = await quantityAt(location);
    const result = await adjustStock(db(), admin, { productId, location, change: -2, reason: 'damaged', note: 'dropped' });
    expect(result).toMatchObject({ before, after: before - 2 });
    expect(await quantityAt(location)).toBe(before - 2);
    expect(await auditLines(admin.label)).toEqual([
      { action: 'stock.adjust', entity_type: 'stock', entity_id: `${productId}@store:${store}`, before: { quantity: before }, after: { quantity: before - 2, change: -2, reason: 'damaged', note: 'dropped' }, actor_role: 'administrator' },
    ]);
  });

  it('refuses a reason in the wrong direction, stock below zero and an unknown location, and changes nothing', async () => {
    const admin = { ...actor('administrator'), label: 'change:refused' };
    const location: StockLocation = { type: 'store', code: store };
    const before = await quantityAt(location);
    await expect(adjustStock(db(), admin, { productId, location, change: 3, reason: 'theft' })).rejects.toMatchObject({ kind: 'invalid', detail: { errorCode: 'ADJUSTMENT_DIRECTION' } });
    await expect(adjustStock(db(), admin, { productId, location, change: -(before + 1), reason: 'countCorrection' })).rejects.toMatchObject({ kind: 'conflict', detail: { errorCode: 'NOT_ENOUGH_STOCK' } });
    await expect(adjustStock(db(), admin, { productId, location: { type: 'store', code: 'NO-SUCH' }, change: 1, reason: 'received' })).rejects.toMatchObject({ detail: { errorCode: 'UNKNOWN_STOCK_LOCATION' } });
    expect(await quantityAt(location)).toBe(before);
    expect(await auditLines(admin.label)).toEqual([]);
  });

  it('a transfer moves units out of one location into the other, keeps the total, and writes a line per side', async () => {
    const admin = { ...actor('administrator'), label: 'change:transfer' };
    const from: StockLocation = { type: 'store', code: store };
    const to: StockLocation = { type: 'store', code: otherStore };
    const [fromBefore, toBefore, total] = [await quantityAt(from), await quantityAt(to), await totalStock(db(), [productId])];
    const moved = await transferStock(db(), admin, { productId, from, to, quantity: 2 });
    expect(moved.from).toMatchObject({ before: fromBefore, after: fromBefore - 2 });
    expect(moved.to).toMatchObject({ before: toBefore, after: toBefore + 2 });
    expect([await quantityAt(from), await quantityAt(to)]).toEqual([fromBefore - 2, toBefore + 2]);
    expect(await totalStock(db(), [productId])).toBe(total);
    const lines = await auditLines(admin.label);
    expect(lines.map((l) => [l.action, l.entity_id, l.before, (l.after as { quantity: number }).quantity])).toEqual([
      ['stock.transfer', `${productId}@store:${store}`, { quantity: fromBefore }, fromBefore - 2],
      ['stock.transfer', `${productId}@store:${otherStore}`, { quantity: toBefore }, toBefore + 2],
    ]);
  });

  it('a transfer of more than there is moves nothing and writes nothing', async () => {
    const admin = { ...actor('administrator'), label: 'change:transfer-short' };
    const from: StockLocation = { type: 'store', code: store };
    const to: StockLocation = { type: 'dc', code: dc };
    const [fromBefore, toBefore, total] = [await quantityAt(from), await quantityAt(to), await totalStock(db(), [productId])];
    await expect(transferStock(db(), admin, { productId, from, to, quantity: fromBefore + 1 })).rejects.toMatchObject({ detail: { errorCode: 'NOT_ENOUGH_STOCK' } });
    expect([await quantityAt(from), await quantityAt(to), await totalStock(db(), [productId])]).toEqual([fromBefore, toBefore, total]);
    expect(await auditLines(admin.label)).toEqual([]);
  });

  it("lists a store's low stock below the threshold, the emptiest first", async () => {
    const admin = actor('administrator');
    const low = await lowStock(db(), admin, { storeNumber: store, threshold: 4 });
    expect(low.length).toBeGreaterThan(0);
    expect(low.every((l) => l.quantity < 4)).toBe(true);
    expect(low.map((l) => l.quantity)).toEqual([...low.map((l) => l.quantity)].sort((a, b) => a - b));
  });
});
