import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { pool } from '@/server/db/client';
import { PUT as postPrice } from '../catalog/products/[sku]/prices/[currency]/route';
import { POST as postImport } from '../catalog/imports/route';
import { POST as postAdjustment } from './adjustments/route';
import { GET as getLowStock } from './low-stock/route';
import { GET as getStock } from './stock/route';
import { POST as postTransfer } from './transfers/route';

/** The inventory and catalogue admin API (decision 055): the staff key's actor, the use cases' answers in the envelope. */
const TOKEN = vi.hoisted(() => (process.env.ADMIN_API_TOKEN = 'admin-token-for-inventory-tests'));
const site = 'http://localhost:3000';
const auth = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
const req = (path: string, method: string, body?: unknown, headers: Record<string, string> = auth) =>
  new NextRequest(`${site}${path}`, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
/** Fixtures and checks in plain SQL (no query builder in app/). */
const rows = async <T,>(text: string, params: unknown[] = []) => (await pool().query(text, params)).rows as T[];

let sku: string;
let store: string;
let otherStore: string;

beforeAll(async () => {
  const [line] = await rows<{ sku: string; store_number: string }>(
    'SELECT p.sku, s.store_number FROM store_stock s JOIN products p ON p.id = s.product_id WHERE s.quantity >= 4 ORDER BY p.id, s.store_number LIMIT 1',
  );
  ({ sku, store_number: store } = line!);
  otherStore = (await rows<{ store_number: string }>('SELECT store_number FROM stores WHERE store_number <> $1 ORDER BY store_number LIMIT 1', [store]))[0]!.store_number;
});

describe('the inventory admin API', () => {
  it('answers only a staff key (or the admin token)', async () => {
    expect((await getStock(req(`/api/admin/inventory/stock?sku=${sku}`, 'GET', undefined, { authorization: 'Bearer wrong-token-wrong-token' }))).status).toBe(401);
  });

  it('reads the stock, adjusts it, transfers it and lists low stock, each audited as the token', async () => {
    const stock = await getStock(req(`/api/admin/inventory/stock?sku=${encodeURIComponent(sku)}`, 'GET'));
    expect(stock.status).toBe(200);
    const { locations } = (await stock.json()) as { locations: { type: string; code: string; quantity: number }[] };
    const before = locations.find((l) => l.type === 'store' && l.code === store)!.quantity;

    const adjusted = await postAdjustment(req('/api/admin/inventory/adjustments', 'POST', { sku, location: { type: 'store', code: store }, change: 3, reason: 'received' }));
    expect(adjusted.status).toBe(201);
    expect(await adjusted.json()).toMatchObject({ sku, before, after: before + 3 });

    const moved = await postTransfer(req('/api/admin/inventory/transfers', 'POST', { sku, from: { type: 'store', code: store }, to: { type: 'store', code: otherStore }, quantity: 1 }));
    expect(moved.status).toBe(201);
    expect(await moved.json()).toMatchObject({ from: { before: before + 3, after: before + 2 } });

    const low = await getLowStock(req(`/api/admin/inventory/low-stock?store=${store}&threshold=2`, 'GET'));
    expect(low.status).toBe(200);
    const { items } = (await low.json()) as { items: { sku: string; quantity: number }[] };
    expect(items.every((i) => i.quantity < 2 && typeof i.sku === 'string')).toBe(true);

    const lines = await rows<{ action: string; actor_label: string; via: string }>('SELECT action, actor_label, via FROM audit_events WHERE entity_id LIKE $1 ORDER BY id', [`%@store:${store}`]);
    expect(lines.map((l) => [l.action, l.actor_label, l.via])).toEqual([
      ['stock.adjust', 'admin-token', 'token'],
      ['stock.transfer', 'admin-token', 'token'],
    ]);
  });

  it('refuses bad bodies (400), an unknown SKU (404), too little stock (409) and a reason in the wrong direction (422), in the envelope', async () => {
    expect((await postAdjustment(req('/api/admin/inventory/adjustments', 'POST', { sku, location: { type: 'store', code: store }, change: 0, reason: 'received' }))).status).toBe(400);
    const unknown = await postAdjustment(req('/api/admin/inventory/adjustments', 'POST', { sku: 'NO-SUCH-SKU', location: { type: 'store', code: store }, change: 1, reason: 'received' }));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ errorCode: 'PRODUCT_NOT_FOUND' });
    const short = await postTransfer(req('/api/admin/inventory/transfers', 'POST', { sku, from: { type: 'store', code: store }, to: { type: 'store', code: otherStore }, quantity: 99_999 }));
    expect(short.status).toBe(409);
    expect(await short.json()).toMatchObject({ errorCode: 'NOT_ENOUGH_STOCK' });
    const wrongWay = await postAdjustment(req('/api/admin/inventory/adjustments', 'POST', { sku, location: { type: 'store', code: store }, change: 2, reason: 'theft' }));
    expect(wrongWay.status).toBe(422);
    expect(await wrongWay.json()).toMatchObject({ errorCode: 'ADJUSTMENT_DIRECTION' });
  });
});

describe('the catalogue admin API', () => {
  it('sets a price in minor units and refuses a sale not below it', async () => {
    const put = (body: unknown) => postPrice(req(`/api/admin/catalog/products/${sku}/prices/BRL`, 'PUT', body), { params: Promise.resolve({ sku, currency: 'BRL' }) });
    const ok = await put({ regular: 15_990, sale: 12_990 });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ price: { currency: 'BRL', regular: 15_990, sale: 12_990, coreCharge: 0 } });
    expect((await put({ regular: 1000, sale: 1000 })).status).toBe(400);
  });

  it('an import with bad rows answers 422 with each row and its reason, and writes nothing', async () => {
    const text = `sku,currency,regular,sale,core_charge\nNO-SUCH-SKU,USD,10.00,,\n${sku},USD,abc,,\n`;
    const response = await postImport(new NextRequest(`${site}/api/admin/catalog/imports?kind=prices&dryRun=false`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'text/csv' }, body: text }));
    expect(response.status).toBe(422);
    const report = (await response.json()) as { ok: boolean; problems: { where: string; reason: string }[] };
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => p.where).sort()).toEqual(['line 2', 'line 3']);
    expect(await rows("SELECT 1 FROM audit_events WHERE action = 'catalog.import'")).toEqual([]);
  });
});
