import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { paramText } from '@/lib/input-text';
import { addDays, isIsoDay, zonedDay, zonedDayStart } from '@/lib/dates';
import { LOCALES, getMarket, isLocale } from '@/lib/markets';
import type { Database, Executor } from '@/server/db/client';
import type { PaymentGateway } from '@/server/payments/gateway';
import { emailsByKey } from '@/server/platform/email/outbox';
import type { OutboxEmail } from '@/server/platform/queries';
import { DomainError } from '@/server/platform/domain-error';
import { authorize, can, type Actor } from '@/server/staff/actor';
import { storeByNumber } from '@/server/stores/preferred';
import { applyEventToShipment, eventPermission, type ShipmentEventOutcome } from './fulfilment';
import { withDetails, type OrderDetails } from './lookup';
import { fullyReturned } from './returns';
import { checkoutSubmissions, orderLines, orderPayments, orderRefunds, orders, shipmentEvents, shipments, type Order } from './schema';
import { allowedShipmentEvents, AWAITING_PAYMENT, isShipmentStatus, ORDER_STATUSES, SHIPMENT_EVENT_TYPES, type OrderStatus, type ShipmentEvent, type ShipmentEventType, type ShipmentStatus } from './status';

/**
 * The orders module's staff use cases (issue 23, decision 054): search, an order in full, every
 * fulfilment event, the pickup queue of a store and the dashboard's order figures. Each takes the
 * `Actor`, asks `authorize` first (orders.read / orders.fulfil / orders.refund, scoped to the
 * store of the shipment: a store manager sees and moves only their stores' pickups, and a
 * delivery belongs to no store), and the changes write the audit log in their own transaction
 * (`applyEventToShipment`). The /ops pages, /api/admin/orders/** and `npm run orders` are thin
 * adapters over these.
 */

export const ORDER_SEARCH_PAGE_SIZE = 25;
/** Pages beyond this are refused: narrow the search instead (an offset costs what it skips). */
export const ORDER_SEARCH_MAX_PAGE = 40;
/** The most e-mails an order's page lists. */
const ORDER_EMAILS_SHOWN = 20;
/** The kinds of e-mail written about one order, each deduplicated as `<kind>:<order id>` (confirmation.ts). */
const ORDER_EMAIL_KINDS = ['orderConfirmation', 'orderPaymentReceived', 'orderPaymentExpired'] as const;

const optionalText = (max: number) =>
  paramText()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));
const isoDay = z
  .string()
  .trim()
  .refine(isIsoDay)
  .optional()
  .or(z.literal('').transform(() => undefined));

/** What staff search orders by; every field optional, all given ones must match. */
export const OrderSearchSchema = z.object({
  /** The order number, whole (nine digits) or its first digits. */
  number: optionalText(9).pipe(z.string().regex(/^\d{1,9}$/).optional()),
  /** The e-mail it was placed with, whole or its beginning; case does not matter. */
  email: optionalText(254),
  /** The phone number, whole or its first digits; anything but digits is ignored. */
  phone: optionalText(32).transform((v) => (v ? v.replace(/\D/g, '') || undefined : undefined)),
  status: z.enum(ORDER_STATUSES).optional().or(z.literal('').transform(() => undefined)),
  /** A store: orders with a pickup there. */
  store: optionalText(10).pipe(z.string().regex(/^\d{1,6}$/).optional()),
  /**
   * Placed on or after this day, on or before that day: the store's days (its time zone) when a
   * store is given, else each order's market's (a Mexico City evening order is on its own day).
   */
  from: isoDay,
  to: isoDay,
  page: z.coerce.number().int().min(1).max(ORDER_SEARCH_MAX_PAGE).catch(1).default(1),
});
export type OrderSearch = z.input<typeof OrderSearchSchema>;

export interface OrderSearchRow {
  orderNumber: string;
  orderType: Order['orderType'];
  status: OrderStatus;
  placedAt: Date;
  email: string;
  phoneNumber: string;
  name: string;
  currency: Order['currency'];
  total: number;
  locale: string;
  /** The stores of its pickups. */
  stores: string[];
  /** The time zone of its day in this search (the store's, else its market's): show `placedAt` in it. */
  timeZone: string;
}

export interface OrderSearchResult {
  rows: OrderSearchRow[];
  page: number;
  hasMore: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A pickup at one of these stores: the order's own copy of its shipments' store (migration 0040),
 * so that store + status + days is one range of `orders_pickup_store_idx` (decision 054).
 */
const hasPickupAt = (storeNumbers: readonly string[]): SQL => (storeNumbers.length ? inArray(orders.pickupStore, [...storeNumbers]) : sql`false`);

/** The instants a search's days cover in a time zone: from the start of `from` to the end of `to`. */
export function dayBounds(from: string | undefined, to: string | undefined, timeZone: string): { start?: Date; end?: Date } {
  return { start: from ? zonedDayStart(from, timeZone) : undefined, end: to ? zonedDayStart(addDays(to, 1), timeZone) : undefined };
}

/** Placed within the days, in one zone. */
const placedWithin = ({ start, end }: { start?: Date; end?: Date }): SQL[] => [...(start ? [gte(orders.placedAt, start)] : []), ...(end ? [lt(orders.placedAt, end)] : [])];

/**
 * Placed within the days of each order's own market (its locale's time zone), as one condition:
 * per market its own bounds, and around them the widest, which an index on `placed_at` reads as
 * one range.
 */
function placedWithinMarketDays(from: string | undefined, to: string | undefined): SQL {
  const perMarket = LOCALES.map((locale) => ({ locale, bounds: dayBounds(from, to, getMarket(locale).timeZone) }));
  const instants = (which: 'start' | 'end') => perMarket.map((m) => m.bounds[which]?.getTime() ?? Number.NaN);
  const widest = { start: from ? new Date(Math.min(...instants('start'))) : undefined, end: to ? new Date(Math.max(...instants('end'))) : undefined };
  const markets = perMarket.map(({ locale, bounds }) => and(eq(orders.locale, locale), ...placedWithin(bounds))!);
  return and(...placedWithin(widest), sql`(${sql.join(markets, sql` or `)})`)!;
}

/** The conditions of a search, with a store manager's orders kept to their stores; days in `storeZone` when there is one, else each order's market's. */
function searchConditions(actor: Actor, search: z.output<typeof OrderSearchSchema>, storeZone: string | null): SQL[] {
  const where: SQL[] = [];
  if (search.number) where.push(search.number.length === 9 ? eq(orders.orderNumber, search.number) : sql`${orders.orderNumber} like ${`${search.number}%`}`);
  if (search.email) {
    const email = search.email.toLowerCase();
    where.push(email.includes('@') && /\.[a-z]{2,}$/.test(email) ? sql`lower(${orders.email}) = ${email}` : sql`lower(${orders.email}) like ${`${escapeLike(email)}%`}`);
  }
  if (search.phone) where.push(search.phone.length >= 10 ? sql`regexp_replace(${orders.phoneNumber}, '\\D', '', 'g') = ${search.phone}` : sql`regexp_replace(${orders.phoneNumber}, '\\D', '', 'g') like ${`${search.phone}%`}`);
  if (search.status) where.push(eq(orders.status, search.status));
  if (search.from || search.to) where.push(...(storeZone ? placedWithin(dayBounds(search.from, search.to, storeZone)) : [placedWithinMarketDays(search.from, search.to)]));
  if (search.store) where.push(hasPickupAt([search.store]));
  if (actor.storeIds !== null) where.push(hasPickupAt(actor.storeIds));
  return where;
}

/**
 * Search orders (orders.read), newest first, a page at a time. A store manager finds only orders
 * with a pickup at one of their stores, and asking for another store is refused (and recorded).
 */
export async function searchOrders(executor: Executor, actor: Actor, input: OrderSearch): Promise<OrderSearchResult> {
  const search = OrderSearchSchema.parse(input);
  await authorize(actor, 'orders.read', search.store ? { storeId: search.store } : {}, search.store ? { type: 'store', id: search.store } : undefined);
  // A store's days are the store's own (its time zone); without a store (or for an unknown one), each order's market's.
  const storeZone = search.store && (search.from || search.to) ? ((await storeByNumber(executor, search.store))?.timeZone ?? null) : null;
  const where = searchConditions(actor, search, storeZone);
  const found = await executor
    .select({
      orderNumber: orders.orderNumber,
      orderType: orders.orderType,
      status: orders.status,
      placedAt: orders.placedAt,
      email: orders.email,
      phoneNumber: orders.phoneNumber,
      billingAddress: orders.billingAddress,
      currency: orders.currency,
      total: orders.total,
      locale: orders.locale,
      pickupStore: orders.pickupStore,
    })
    .from(orders)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(ORDER_SEARCH_PAGE_SIZE + 1)
    .offset((search.page - 1) * ORDER_SEARCH_PAGE_SIZE);
  const rows = found.slice(0, ORDER_SEARCH_PAGE_SIZE);
  return {
    page: search.page,
    hasMore: found.length > ORDER_SEARCH_PAGE_SIZE,
    rows: rows.map(({ billingAddress, pickupStore, ...row }) => ({
      ...row,
      name: `${billingAddress.firstName} ${billingAddress.lastName}`.trim(),
      stores: pickupStore ? [pickupStore] : [],
      timeZone: storeZone ?? (isLocale(row.locale) ? getMarket(row.locale).timeZone : 'UTC'),
    })),
  };
}

/** The scope of an order for a permission: a store of the actor's among its pickups, else its first store (none for a delivery). */
function orderScope(actor: Actor, storeNumbers: (string | null)[]): { storeId: string | null } {
  const mine = actor.storeIds === null ? undefined : storeNumbers.find((s) => s !== null && actor.storeIds!.includes(s));
  return { storeId: mine ?? storeNumbers.find((s) => s !== null) ?? null };
}

export interface StatusChange {
  shipmentId: number;
  event: string;
  fromStatus: string;
  toStatus: string;
  by: string | null;
  detail: Record<string, unknown> | null;
  at: Date;
}

export interface StaffOrderView {
  details: OrderDetails;
  /** Per shipment: the events this actor may apply now (the status machine's rules and their role). */
  allowedEvents: Record<number, ShipmentEventType[]>;
  refunds: { id: number; paymentId: number; amount: number; at: Date; returnOrderNumber: string | null }[];
  /** The RETURN orders written against it. */
  returns: { orderNumber: string; total: number; placedAt: Date }[];
  history: StatusChange[];
  emails: Pick<OutboxEmail, 'id' | 'kind' | 'subject' | 'status' | 'createdAt' | 'sentAt' | 'toAddress'>[];
}

/** Events staff apply: every one but the shopper's own cancellation request. */
const STAFF_EVENTS = SHIPMENT_EVENT_TYPES.filter((t) => t !== 'requestCancel');

/**
 * An order in full for staff (orders.read, scoped to its stores): shipments with their lines,
 * payments and refunds, the returns against it, every status change, the e-mails sent about it
 * (the outbox's: its confirmation, payment and shipment notices), and the events each shipment
 * accepts now.
 */
export async function staffOrder(executor: Executor, actor: Actor, orderNumber: string): Promise<StaffOrderView> {
  const number = orderNumber.trim();
  const [order] = /^\d{9}$/.test(number) ? await executor.select().from(orders).where(eq(orders.orderNumber, number)) : [];
  if (!order) throw new DomainError('notFound', { errorCode: 'ORDER_NOT_FOUND', errorMessageKey: 'orders.errors.notFound', errorMessageDefault: `No such order ${number}` });
  const details = await withDetails(executor, order);
  const scope = orderScope(actor, details.shipments.map((s) => s.storeNumber));
  await authorize(actor, 'orders.read', scope, { type: 'order', id: order.orderNumber });

  const shipmentIds = details.shipments.map((s) => s.id);
  const paymentIds = details.payments.map((p) => p.id);
  const [events, refundRows, returnRows, emails, returnedShipments] = await Promise.all([
    shipmentIds.length ? executor.select().from(shipmentEvents).where(inArray(shipmentEvents.shipmentId, shipmentIds)).orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id)) : [],
    paymentIds.length
      ? executor
          .select({ id: orderRefunds.id, paymentId: orderRefunds.paymentId, amount: orderRefunds.amount, at: orderRefunds.at, returnOrderNumber: orders.orderNumber })
          .from(orderRefunds)
          .leftJoin(orders, eq(orders.id, orderRefunds.returnOrderId))
          .where(inArray(orderRefunds.paymentId, paymentIds))
          .orderBy(asc(orderRefunds.at), asc(orderRefunds.id))
      : [],
    executor.select({ orderNumber: orders.orderNumber, total: orders.total, placedAt: orders.placedAt }).from(orders).where(eq(orders.originalOrderId, order.id)).orderBy(asc(orders.placedAt)),
    // The order's own e-mails only (their dedupe keys): never the sign-in codes or reset links its address was sent.
    emailsByKey(executor, { keys: ORDER_EMAIL_KINDS.map((kind) => `${kind}:${order.id}`), prefixes: shipmentIds.map((id) => `shipmentUpdate:${id}:`) }, ORDER_EMAILS_SHOWN),
    fullyReturned(executor, shipmentIds),
  ]);
  const allowedEvents: Record<number, ShipmentEventType[]> = {};
  for (const s of details.shipments) {
    allowedEvents[s.id] =
      order.orderType === 'RETURN' || order.orderType === 'Adjustment' || !isShipmentStatus(s.status)
        ? []
        : allowedShipmentEvents({ shipmentType: s.shipmentType, status: s.status }).filter(
            (type) =>
              (STAFF_EVENTS as readonly string[]).includes(type) &&
              can(actor, eventPermission(type), { storeId: s.storeNumber }) &&
              !(type === 'return' && returnedShipments.has(s.id)) &&
              // An order awaiting its PIX, boleto or OXXO payment can only be cancelled (fulfilment.ts refuses the rest).
              (order.status !== AWAITING_PAYMENT || type === 'cancel'),
          );
  }
  return {
    details,
    allowedEvents,
    refunds: refundRows,
    returns: returnRows,
    history: events.map((e) => ({ shipmentId: e.shipmentId, event: e.event, fromStatus: e.fromStatus, toStatus: e.toStatus, by: typeof e.detail?.actor === 'string' ? e.detail.actor : null, detail: e.detail, at: e.at })),
    emails: emails.map(({ id, kind, subject, status, createdAt, sentAt, toAddress }) => ({ id, kind, subject, status, createdAt, sentAt, toAddress })),
  };
}

/** A fulfilment event as staff send it (the page's form, the admin API's body, the command line). */
export const StaffEventSchema = z.object({
  event: z.enum(STAFF_EVENTS as [Exclude<ShipmentEventType, 'requestCancel'>, ...Exclude<ShipmentEventType, 'requestCancel'>[]]),
  shipmentId: z.coerce.number().int().positive().optional(),
  carrier: paramText().trim().max(64).optional(),
  trackingNumber: paramText().trim().max(64).optional(),
  /** For `return`: what comes back (all that is left when absent), and whether it goes back on the shelf. */
  lines: z
    .array(z.object({ sku: paramText().trim().min(1).max(64), quantity: z.number().int().positive() }))
    .max(100)
    .optional(),
  restock: z.boolean().optional(),
});
export type StaffEvent = z.input<typeof StaffEventSchema>;

export function shipmentEventOf({ event, carrier, trackingNumber, lines, restock }: z.output<typeof StaffEventSchema>): ShipmentEvent {
  if (event === 'ship') return { type: 'ship', carrier: carrier ?? '', trackingNumber: trackingNumber ?? '' };
  if (event === 'return') return { type: 'return', lines: lines?.length ? lines : undefined, restock: restock !== false };
  return { type: event } as ShipmentEvent;
}

/**
 * A member of staff moves a shipment along (ready for pickup, picked up, shipped with tracking,
 * delivered, cancelled, returned with or without restock): authorised for the shipment's store
 * and audited in the event's transaction (applyEventToShipment).
 */
export async function fulfilShipment(database: Database, actor: Actor, orderNumber: string, input: StaffEvent, gateway: PaymentGateway): Promise<ShipmentEventOutcome> {
  const event = StaffEventSchema.parse(input);
  return applyEventToShipment({ orderNumber, shipmentId: event.shipmentId, event: shipmentEventOf(event), actor }, gateway, database);
}

/** The statuses of a pickup the store still has to prepare, and the one where it waits for the shopper. */
const TO_PREPARE: ShipmentStatus[] = ['SUBMITTED', 'PROCESSING', 'DELAYED'];
const READY: ShipmentStatus = 'READY FOR PICK UP';
export const PICKUP_QUEUE_LIMIT = 200;

export interface PickupQueueEntry {
  orderNumber: string;
  shipmentId: number;
  status: ShipmentStatus;
  /** Since when it is in this status (ready: since it was readied). */
  since: Date;
  placedAt: Date;
  name: string;
  phoneNumber: string;
  email: string;
  items: number;
  /** A code the shopper shows at the counter: orders have none today (the order number serves). */
  pickupCode: string | null;
}

export interface PickupQueue {
  storeNumber: string;
  ready: PickupQueueEntry[];
  toPrepare: PickupQueueEntry[];
}

/**
 * A store's pickup queue (orders.fulfil for that store): the parts ready and waiting for their
 * shopper, oldest first, and those still to prepare, oldest first.
 */
export async function pickupQueue(executor: Executor, actor: Actor, storeNumber: string): Promise<PickupQueue> {
  await authorize(actor, 'orders.fulfil', { storeId: storeNumber }, { type: 'store', id: storeNumber });
  const rows = await executor
    .select({
      orderNumber: orders.orderNumber,
      shipmentId: shipments.id,
      status: shipments.status,
      since: shipments.updatedAt,
      placedAt: orders.placedAt,
      billingAddress: orders.billingAddress,
      phoneNumber: orders.phoneNumber,
      email: orders.email,
      items: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.shipmentId} = ${shipments.id})`,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.storeNumber, storeNumber), inArray(shipments.status, [READY, ...TO_PREPARE])))
    .orderBy(asc(shipments.updatedAt), asc(shipments.id))
    .limit(PICKUP_QUEUE_LIMIT);
  const entries = rows.map(({ billingAddress, ...row }) => ({ ...row, name: `${billingAddress.firstName} ${billingAddress.lastName}`.trim(), pickupCode: null }));
  return { storeNumber, ready: entries.filter((e) => e.status === READY), toPrepare: entries.filter((e) => e.status !== READY) };
}

/** The stores this actor may open the pickup queue of, with how many pickups wait there (ready, to prepare): their own, or every store with open pickups. */
export async function pickupStores(executor: Executor, actor: Actor): Promise<{ storeNumber: string; ready: number; toPrepare: number }[]> {
  await authorize(actor, 'orders.fulfil');
  const rows = await executor
    .select({
      storeNumber: shipments.storeNumber,
      ready: sql<number>`count(*) filter (where ${shipments.status} = ${READY})::int`,
      toPrepare: sql<number>`count(*) filter (where ${shipments.status} <> ${READY})::int`,
    })
    .from(shipments)
    .where(and(sql`${shipments.storeNumber} is not null`, inArray(shipments.status, [READY, ...TO_PREPARE]), actor.storeIds === null ? undefined : inArray(shipments.storeNumber, [...actor.storeIds])))
    .groupBy(shipments.storeNumber)
    .orderBy(asc(shipments.storeNumber));
  const found = rows.map((r) => ({ storeNumber: r.storeNumber!, ready: r.ready, toPrepare: r.toPrepare }));
  if (actor.storeIds === null) return found;
  // A store manager's own stores, with nothing waiting too.
  return actor.storeIds.map((storeNumber) => found.find((f) => f.storeNumber === storeNumber) ?? { storeNumber, ready: 0, toPrepare: 0 });
}

export interface OrdersDashboard {
  /**
   * Per market, in the market's own day: today's orders of every sales channel (online, store orders
   * and counter sales, as a retailer counts its sales; returns are not orders) and their sales in its
   * currency, with the counter sales (INSTOREORDER) among them.
   */
  markets: { locale: string; currency: Order['currency']; orders: number; sales: number; atCounter: number }[];
  pickupsWaiting: number;
  /** Checkouts refused by the card issuer since the start of the day (UTC); null for a store manager (payments are not a store's). */
  failedPayments: number | null;
}

/** The dashboard's order figures (dashboard.read), a store manager's for their stores only. */
export async function ordersDashboard(executor: Executor, actor: Actor, now = new Date()): Promise<OrdersDashboard> {
  await authorize(actor, 'dashboard.read');
  const mine = actor.storeIds;
  const scoped = mine === null ? sql`true` : mine.length ? hasPickupAt(mine) : sql`false`;
  // Each market's midnight, worked out here: a bound PostgreSQL computed per joined row (from the
  // market's zone) could not be an index range, and the dashboard read every order ever placed
  // (2 s among a million, docs/performance.md). The earliest of them bounds the scan of `orders_placed_idx`.
  const markets = LOCALES.map((locale) => {
    const market = getMarket(locale);
    return { ...market, since: zonedDayStart(zonedDay(now, market.timeZone), market.timeZone) };
  });
  const earliest = new Date(Math.min(...markets.map((m) => m.since.getTime())));
  const values = sql.join(
    markets.map((m) => sql`(${m.locale}, ${m.currency}, ${m.since.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const dayStart = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const [today, [pickups], [failed]] = await Promise.all([
    executor.execute<{ locale: string; currency: Order['currency']; orders: number; sales: string; at_counter: number }>(sql`
      select m.locale, m.currency, count(${orders.id})::int as orders, coalesce(sum(${orders.total}), 0)::bigint as sales,
        count(${orders.id}) filter (where ${orders.orderType} = 'INSTOREORDER')::int as at_counter
      from (values ${values}) as m(locale, currency, since)
      left join ${orders} on ${orders.currency} = m.currency
        and ${orders.placedAt} >= ${earliest.toISOString()}::timestamptz
        and ${orders.placedAt} >= m.since
        and ${orders.orderType} in ('ONLINEORDER', 'STOREORDER', 'INSTOREORDER')
        and ${scoped}
      group by m.locale, m.currency`),
    executor
      .select({ n: sql<number>`count(*)::int` })
      .from(shipments)
      .where(and(eq(shipments.status, READY), mine === null ? sql`${shipments.storeNumber} is not null` : mine.length ? inArray(shipments.storeNumber, [...mine]) : sql`false`)),
    mine === null
      ? executor
          .select({ n: sql<number>`count(*)::int` })
          .from(checkoutSubmissions)
          .where(and(eq(checkoutSubmissions.status, 'failed'), gte(checkoutSubmissions.updatedAt, dayStart), sql`${checkoutSubmissions.outcome} ->> 'kind' = 'paymentDeclined'`))
      : Promise.resolve([{ n: null }]),
  ]);
  const byLocale = new Map(today.rows.map((r) => [r.locale, r]));
  return {
    markets: markets.map((m) => {
      const row = byLocale.get(m.locale);
      return { locale: m.locale, currency: m.currency, orders: row?.orders ?? 0, sales: Number(row?.sales ?? 0), atCounter: row?.at_counter ?? 0 };
    }),
    pickupsWaiting: pickups?.n ?? 0,
    failedPayments: failed?.n ?? null,
  };
}

/** Payments are listed with the order (orderPayments); re-exported for the pages' types. */
export type StaffOrderPayment = typeof orderPayments.$inferSelect;
