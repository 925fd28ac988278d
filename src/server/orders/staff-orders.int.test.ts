import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { zonedDay, zonedInstant } from '@/lib/dates';
import { db } from '@/server/db/client';
import { enqueueEmail } from '@/server/platform/email/outbox';
import { storeByNumber } from '@/server/stores/preferred';
import { cartWith, gateway, input, pickupOrder, pickupStore, productWithStock } from '../../../tests/integration/orders';
import { actorOf, auditLinesOf } from '../../../tests/integration/staff';
import { placeOrder } from './place-order';
import { orders, shipmentEvents } from './schema';
import { fulfilShipment, ORDER_SEARCH_PAGE_SIZE, ordersDashboard, pickupQueue, searchOrders, staffOrder } from './staff-orders';

let store: string;
/** The pickup store's time zone (a Texas store: America/Chicago). */
let storeZone: string;
let serial = 0;
/** An e-mail and a phone number no other test uses. */
const contact = () => {
  serial += 1;
  const digits = String((process.pid * 1000 + serial) % 10_000_000).padStart(7, '0');
  return { email: `Search.${process.pid}.${serial}@Example.com`, phoneNumber: `512${digits}` };
};
const admin = () => actorOf('administrator');
const delivered = async (overrides = {}) => placeOrder(await input(await cartWith((await productWithStock(5)).sku, 1), undefined, overrides), gateway);

beforeAll(async () => {
  store = await pickupStore();
  storeZone = (await storeByNumber(db(), store))!.timeZone;
});

/** Moves an order to another instant (and market), as if placed then and there. */
const placedAt = async (orderNumber: string, at: Date, locale?: string) =>
  db().update(orders).set({ placedAt: at, ...(locale ? { locale } : {}) }).where(eq(orders.orderNumber, orderNumber));

describe('searchOrders', () => {
  it('finds an order by its number (whole or its start), its e-mail in any case (whole or its start) and its phone digits', async () => {
    const who = contact();
    const placed = await delivered(who);
    const numbers = async (query: Parameters<typeof searchOrders>[2]) => (await searchOrders(db(), admin(), query)).rows.map((r) => r.orderNumber);
    expect(await numbers({ number: placed.orderNumber })).toEqual([placed.orderNumber]);
    expect(await numbers({ number: placed.orderNumber.slice(0, 8) })).toContain(placed.orderNumber);
    expect(await numbers({ email: who.email.toUpperCase() })).toEqual([placed.orderNumber]);
    expect(await numbers({ email: who.email.slice(0, who.email.indexOf('@') + 1).toLowerCase() })).toEqual([placed.orderNumber]);
    const phone = who.phoneNumber;
    expect(await numbers({ phone: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` })).toEqual([placed.orderNumber]);
    // A LIKE wildcard in the e-mail is a character, not "anything".
    expect(await numbers({ email: '%' })).toEqual([]);
    expect(await numbers({ email: 'nobody-at-all@example.com' })).toEqual([]);
  });

  it('filters by status, store and day, newest first, a page at a time', async () => {
    const who = contact();
    const first = await pickupOrder(store, who);
    const second = await pickupOrder(store, who);
    await fulfilShipment(db(), admin(), first.orderNumber, { event: 'process' }, gateway);
    // Today at the store: its days are the store's own (decision 054).
    const today = zonedDay(new Date(), storeZone);
    const found = await searchOrders(db(), admin(), { email: who.email, store, from: today, to: today });
    expect(found.rows.map((r) => r.orderNumber)).toEqual([second.orderNumber, first.orderNumber]);
    expect(found.rows[0]).toMatchObject({ name: 'Ana Díaz', stores: [store], currency: 'USD', timeZone: storeZone });
    expect((await searchOrders(db(), admin(), { email: who.email, status: 'PROCESSING' })).rows.map((r) => r.orderNumber)).toEqual([first.orderNumber]);
    expect((await searchOrders(db(), admin(), { email: who.email, store: '99990' })).rows).toEqual([]);
    expect((await searchOrders(db(), admin(), { email: who.email, from: '2000-01-01', to: '2000-01-02' })).rows).toEqual([]);

    // More than a page of this shopper's orders: copies of the first, an hour apart.
    await db().execute(sql`
      insert into orders (order_number, order_type, locale, currency, email, phone_number, billing_address, subtotal, discount, core_total, shipping_total, tax, tax_included, total, receive_promo_and_special_events, receive_text_message, status, placed_at)
      select (800000000 + ${process.pid % 100_000} * 100 + n)::text, order_type, locale, currency, email, phone_number, billing_address, subtotal, discount, core_total, shipping_total, tax, tax_included, total, false, false, status, placed_at - n * interval '1 hour'
      from orders, generate_series(1, ${ORDER_SEARCH_PAGE_SIZE}) as n where order_number = ${first.orderNumber}`);
    const all = await searchOrders(db(), admin(), { email: who.email });
    expect(all.rows).toHaveLength(ORDER_SEARCH_PAGE_SIZE);
    expect(all.rows.slice(0, 2).map((r) => r.orderNumber)).toEqual([second.orderNumber, first.orderNumber]);
    expect(all.hasMore).toBe(true);
    const times = all.rows.map((r) => r.placedAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const next = await searchOrders(db(), admin(), { email: who.email, page: 2 });
    expect(next).toMatchObject({ page: 2, hasMore: false });
    expect(next.rows).toHaveLength(2);
    expect(next.rows[0]!.placedAt.getTime()).toBeLessThan(times.at(-1)!);
  });

  it("takes days as each order's market's own: an evening order in Mexico City or New York is on that day, not the next UTC day", async () => {
    const who = contact();
    const [mexico, us, brazil] = [await delivered(who), await delivered(who), await delivered(who)];
    // 2026-03-10 03:30 UTC: 21:30 on the 9th in Mexico City (UTC-6), 23:30 on the 9th in New York
    // (UTC-4 since March 8), 00:30 on the 10th in São Paulo (UTC-3).
    const instant = new Date('2026-03-10T03:30:00Z');
    await placedAt(mexico.orderNumber, instant, 'es-MX');
    await placedAt(us.orderNumber, instant, 'en-US');
    await placedAt(brazil.orderNumber, instant, 'pt-BR');
    const on = async (from?: string, to?: string) => (await searchOrders(db(), admin(), { email: who.email, from, to })).rows.map((r) => r.orderNumber).sort();
    expect(await on('2026-03-09', '2026-03-09')).toEqual([mexico.orderNumber, us.orderNumber].sort());
    expect(await on('2026-03-10', '2026-03-10')).toEqual([brazil.orderNumber]);
    expect(await on('2026-03-10')).toEqual([brazil.orderNumber]);
    expect(await on(undefined, '2026-03-09')).toEqual([mexico.orderNumber, us.orderNumber].sort());
    expect(await on('2026-03-08', '2026-03-10')).toEqual([mexico.orderNumber, us.orderNumber, brazil.orderNumber].sort());
    // Each row says the zone its day was taken in, for showing its time.
    const rows = (await searchOrders(db(), admin(), { email: who.email })).rows;
    expect(Object.fromEntries(rows.map((r) => [r.orderNumber, r.timeZone]))).toEqual({ [mexico.orderNumber]: 'America/Mexico_City', [us.orderNumber]: 'America/New_York', [brazil.orderNumber]: 'America/Sao_Paulo' });
    // Days that are not days are refused, not read as some other day.
    await expect(searchOrders(db(), admin(), { email: who.email, from: '2026-02-30' })).rejects.toThrow();
  });

  it("takes days as the store's own when a store is given", async () => {
    const who = contact();
    const pickup = await pickupOrder(store, who);
    // 23:30 on March 10th at the store is already March 11th in UTC (Texas is behind UTC).
    await placedAt(pickup.orderNumber, zonedInstant('2026-03-10', 23 * 60 + 30, storeZone));
    const on = async (day: string) => (await searchOrders(db(), admin(), { email: who.email, store, from: day, to: day })).rows.map((r) => r.orderNumber);
    expect(await on('2026-03-10')).toEqual([pickup.orderNumber]);
    expect(await on('2026-03-11')).toEqual([]);
  });

  it("gives a store manager only the orders with a pickup at their stores", async () => {
    const who = contact();
    const pickup = await pickupOrder(store, who);
    await delivered(who);
    const manager = actorOf('storeManager', [store]);
    expect((await searchOrders(db(), manager, { email: who.email })).rows.map((r) => r.orderNumber)).toEqual([pickup.orderNumber]);
    expect((await searchOrders(db(), actorOf('storeManager', ['99990']), { email: who.email })).rows).toEqual([]);
    expect((await searchOrders(db(), actorOf('customerService'), { email: who.email })).rows).toHaveLength(2);
  });
});

describe('the pickup store kept on the order (decision 054, migration 0040)', () => {
  const pickupStoreOf = async (orderNumber: string) => (await db().select({ pickupStore: orders.pickupStore }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!.pickupStore;

  it('is written with the shipments: the store of a pickup, none for a delivery', async () => {
    const who = contact();
    const pickup = await pickupOrder(store, who);
    const delivery = await delivered(who);
    expect(await pickupStoreOf(pickup.orderNumber)).toBe(store);
    expect(await pickupStoreOf(delivery.orderNumber)).toBeNull();
    // A return of a pickup came back at that store: its RETURN order is the store's too.
    for (const event of ['process', 'readyForPickup', 'pickedUp'] as const) await fulfilShipment(db(), admin(), pickup.orderNumber, { event }, gateway);
    const returned = await fulfilShipment(db(), admin(), pickup.orderNumber, { event: 'return' }, gateway);
    expect(await pickupStoreOf(returned.returnOrderNumber!)).toBe(store);
    // Everything came back: the order offers no second return.
    const view = await staffOrder(db(), admin(), pickup.orderNumber);
    expect(Object.values(view.allowedEvents).flat()).not.toContain('return');
    expect((await searchOrders(db(), admin(), { email: who.email, store })).rows.map((r) => r.orderNumber)).toEqual([returned.returnOrderNumber, pickup.orderNumber]);
  });

  it("is filled for the orders placed before it by the migration's backfill, from their shipments", async () => {
    const who = contact();
    const pickup = await pickupOrder(store, who);
    const delivery = await delivered(who);
    await db().update(orders).set({ pickupStore: null }).where(eq(orders.email, who.email));
    const migration = fs.readFileSync(new URL('../db/migrations/0040_orders_pickup_store.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((statement) => /^\s*UPDATE /m.test(statement));
    await db().execute(sql.raw(backfill!));
    expect(await pickupStoreOf(pickup.orderNumber)).toBe(store);
    expect(await pickupStoreOf(delivery.orderNumber)).toBeNull();
    expect((await searchOrders(db(), admin(), { email: who.email, store })).rows.map((r) => r.orderNumber)).toEqual([pickup.orderNumber]);
  });
});

describe('fulfilment by staff, in the audit log', () => {
  it('records each event with the status before and after, and who did it, in the event itself', async () => {
    const placed = await pickupOrder(store, contact());
    const manager = actorOf('storeManager', [store]);
    await fulfilShipment(db(), manager, placed.orderNumber, { event: 'process' }, gateway);
    const ready = await fulfilShipment(db(), manager, placed.orderNumber, { event: 'readyForPickup' }, gateway);
    expect(ready.status).toBe('READY FOR PICK UP');
    const lines = await auditLinesOf(manager, 'order.event');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      entityType: 'order',
      entityId: placed.orderNumber,
      actorRole: 'storeManager',
      via: 'session',
      before: { shipmentId: ready.shipmentId, status: 'PROCESSING', orderStatus: 'PROCESSING' },
      after: { shipmentId: ready.shipmentId, event: 'readyForPickup', status: 'READY FOR PICK UP', orderStatus: 'READY FOR PICK UP' },
    });
    const [event] = await db().select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, ready.shipmentId)).orderBy(shipmentEvents.id).offset(1);
    expect(event!.detail).toMatchObject({ actor: manager.label });
  });

  it('records a cancellation’s refund, and a return’s refund with its restock choice', async () => {
    const agent = actorOf('customerService');
    const cancelled = await pickupOrder(store, contact());
    const outcome = await fulfilShipment(db(), agent, cancelled.orderNumber, { event: 'cancel' }, gateway);
    expect(outcome.refunded).toBe(cancelled.total);
    const [refund] = await auditLinesOf(agent, 'order.refund');
    expect(refund).toMatchObject({ entityId: cancelled.orderNumber, before: { refundable: cancelled.total }, after: { refunded: cancelled.total, currency: 'USD', refundable: 0 } });

    const bought = await pickupOrder(store, contact());
    for (const event of ['process', 'readyForPickup', 'pickedUp'] as const) await fulfilShipment(db(), agent, bought.orderNumber, { event }, gateway);
    const returned = await fulfilShipment(db(), agent, bought.orderNumber, { event: 'return', restock: false }, gateway);
    expect(returned.returnOrderNumber).toMatch(/^\d{9}$/);
    const [line] = await auditLinesOf(agent, 'order.refund');
    expect(line).toMatchObject({ entityId: bought.orderNumber, after: { refunded: returned.refunded, returnOrderNumber: returned.returnOrderNumber, restock: false } });
    const [event] = await auditLinesOf(agent, 'order.event');
    expect(event).toMatchObject({ after: { event: 'return', returnOrderNumber: returned.returnOrderNumber, restock: false } });
  });

  it('writes nothing, in the order or the log, when the status machine refuses the event', async () => {
    const agent = actorOf('customerService');
    const placed = await pickupOrder(store, contact());
    await expect(fulfilShipment(db(), agent, placed.orderNumber, { event: 'pickedUp' }, gateway)).rejects.toMatchObject({ kind: 'conflict' });
    expect(await auditLinesOf(agent)).toEqual([]);
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    expect(order!.status).toBe('SUBMITTED');
  });
});

describe('staffOrder, pickupQueue and the dashboard', () => {
  it('shows the order in full, with the events the actor may apply now', async () => {
    const who = contact();
    const placed = await pickupOrder(store, who);
    const agent = actorOf('customerService');
    await fulfilShipment(db(), agent, placed.orderNumber, { event: 'process' }, gateway);
    const view = await staffOrder(db(), agent, placed.orderNumber);
    const shipment = view.details.shipments[0]!;
    expect(view.history.map((h) => [h.event, h.fromStatus, h.toStatus, h.by])).toEqual([
      ['submit', 'SUBMITTED', 'SUBMITTED', null],
      ['process', 'SUBMITTED', 'PROCESSING', agent.label],
    ]);
    expect(view.allowedEvents[shipment.id]).toEqual(['readyForPickup', 'delay', 'cancel']);
    expect(view.details.payments).toMatchObject([{ method: 'card', amount: placed.total }]);
    expect(view.emails.map((e) => e.kind)).toEqual(['orderConfirmation']);
    // A sign-in code to the same address (its subject holds the code) is not the order's: staff never see it here.
    await enqueueEmail(db(), { kind: 'signInCode', locale: 'en-US', to: who.email, subject: 'Your code: 123456', text: '123456', html: '<p>123456</p>' });
    await fulfilShipment(db(), agent, placed.orderNumber, { event: 'cancel' }, gateway);
    const after = await staffOrder(db(), agent, placed.orderNumber);
    expect(after.refunds.map((r) => r.amount)).toEqual([placed.total]);
    expect(after.emails.map((e) => e.kind)).toEqual(['shipmentUpdate', 'orderConfirmation']);
    expect(after.allowedEvents[shipment.id]).toEqual([]);
  });

  it('queues a store’s pickups, ready ones oldest first with the shopper’s name', async () => {
    const manager = actorOf('storeManager', [store]);
    const older = await pickupOrder(store, contact());
    const newer = await pickupOrder(store, contact());
    for (const placed of [older, newer]) for (const event of ['process', 'readyForPickup'] as const) await fulfilShipment(db(), manager, placed.orderNumber, { event }, gateway);
    const queue = await pickupQueue(db(), manager, store);
    const ready = queue.ready.map((e) => e.orderNumber);
    expect(ready.indexOf(older.orderNumber)).toBeLessThan(ready.indexOf(newer.orderNumber));
    expect(queue.ready.find((e) => e.orderNumber === older.orderNumber)).toMatchObject({ status: 'READY FOR PICK UP', name: 'Ana Díaz', items: 1 });
    const since = queue.ready.map((e) => e.since.getTime());
    expect([...since].sort((a, b) => a - b)).toEqual(since);
    await fulfilShipment(db(), manager, older.orderNumber, { event: 'pickedUp' }, gateway);
    expect((await pickupQueue(db(), manager, store)).ready.map((e) => e.orderNumber)).not.toContain(older.orderNumber);
  });

  it("counts today's orders and sales per market, and the pickups waiting", async () => {
    const before = await ordersDashboard(db(), admin());
    const placed = await delivered(contact());
    const after = await ordersDashboard(db(), admin());
    const usd = (d: typeof before) => d.markets.find((m) => m.currency === 'USD')!;
    expect(usd(after).orders).toBe(usd(before).orders + 1);
    expect(usd(after).sales).toBe(usd(before).sales + placed.total);
    expect(after.markets.map((m) => m.currency)).toEqual(['USD', 'MXN', 'BRL']);
    expect(typeof after.failedPayments).toBe('number');
    // A store manager's figures are their store's: the delivery is not among them, and payments are not theirs.
    const mine = await ordersDashboard(db(), actorOf('storeManager', ['99990']));
    expect(mine).toMatchObject({ pickupsWaiting: 0, failedPayments: null });
    expect(usd(mine).orders).toBe(0);
  });

  it("counts a counter sale (INSTOREORDER) among today's orders and sales, and says how many were at the counter", async () => {
    const usd = async () => (await ordersDashboard(db(), admin())).markets.find((m) => m.currency === 'USD')!;
    const before = await usd();
    const sale = await delivered(contact());
    await db().update(orders).set({ orderType: 'INSTOREORDER' }).where(eq(orders.orderNumber, sale.orderNumber));
    const after = await usd();
    expect(after.orders).toBe(before.orders + 1);
    expect(after.sales).toBe(before.sales + sale.total);
    expect(after.atCounter).toBe(before.atCounter + 1);
  });

  it("takes today as each market's own day: an order of 23:30 in Mexico City last night is not today's there", async () => {
    // Now: 2026-03-10 12:00 UTC, 06:00 in Mexico City; its day began at 2026-03-10 06:00 UTC.
    const now = new Date('2026-03-10T12:00:00Z');
    const count = async () => (await ordersDashboard(db(), admin(), now)).markets.find((m) => m.locale === 'es-MX')!.orders;
    const before = await count();
    const [yesterday, today] = [await delivered(contact()), await delivered(contact())];
    await placedAt(yesterday.orderNumber, zonedInstant('2026-03-09', 23 * 60 + 30, 'America/Mexico_City'), 'es-MX');
    await placedAt(today.orderNumber, zonedInstant('2026-03-10', 0, 'America/Mexico_City'), 'es-MX');
    await db().update(orders).set({ currency: 'MXN' }).where(sql`${orders.orderNumber} in (${yesterday.orderNumber}, ${today.orderNumber})`);
    expect(await count()).toBe(before + 1);
  });
});
