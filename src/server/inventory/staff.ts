import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '@/server/db/client';
import { recordAudit } from '@/server/audit/audit';
import { domainError } from '@/server/platform/domain-error';
import { pageTags } from '@/server/platform/page-cache';
import { invalidatePageTags } from '@/server/platform/page-cache-channel';
import { authorize, type Actor } from '@/server/staff/actor';
import { allStoreNumbers, knownStoreNumbers } from '@/server/stores/preferred';
import { allDistributionCentres } from './centres';
import { distributionCentreStock, storeStock } from './schema';

/**
 * The back office's stock use cases (issue 23, decision 055): read a product's stock where it is
 * kept, adjust it with a reason, list a store's low stock, and move stock between stores and
 * distribution centres. Each takes the acting staff member, asks `authorize` first (a store
 * manager: their own stores only; a distribution centre belongs to no store, so it is not
 * theirs) and writes its audit line in the transaction of the change. Quantities change through
 * relative updates under the row's lock, as the reservations do, so a checkout taking stock at
 * the same moment is neither lost nor doubled; the cached pages that show the product go when the
 * change commits (decision 040).
 */

export const LOCATION_TYPES = ['store', 'dc'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** Why stock changed. Each reason has a direction: what comes in, what goes out, or a count that may go either way. */
export const ADJUSTMENT_REASONS = ['received', 'customerReturn', 'damaged', 'theft', 'returnToVendor', 'countCorrection'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
const INCOMING: ReadonlySet<AdjustmentReason> = new Set(['received', 'customerReturn']);
const OUTGOING: ReadonlySet<AdjustmentReason> = new Set(['damaged', 'theft', 'returnToVendor']);

/** The largest change one adjustment or transfer may make (a typo guard, not a business rule). */
export const MAX_STOCK_CHANGE = 100_000;
/** The low-stock list's threshold when none is given: fewer than this many on the shelf. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;
export const LOW_STOCK_LIST_MAX = 200;

const Location = z.object({ type: z.enum(LOCATION_TYPES), code: z.string().trim().min(1).max(20) });
export type StockLocation = z.infer<typeof Location>;

export const AdjustStockInput = z.object({
  productId: z.number().int().positive(),
  location: Location,
  /** Units added (positive) or taken off (negative). */
  change: z
    .number()
    .int()
    .refine((n) => n !== 0 && Math.abs(n) <= MAX_STOCK_CHANGE, { message: 'change' }),
  reason: z.enum(ADJUSTMENT_REASONS),
  note: z.string().trim().max(500).optional(),
});
export type AdjustStockInput = z.infer<typeof AdjustStockInput>;

export const TransferStockInput = z.object({
  productId: z.number().int().positive(),
  from: Location,
  to: Location,
  quantity: z.number().int().min(1).max(MAX_STOCK_CHANGE),
  note: z.string().trim().max(500).optional(),
});
export type TransferStockInput = z.infer<typeof TransferStockInput>;

export const LowStockInput = z.object({
  storeNumber: z.string().trim().min(1).max(20),
  threshold: z.number().int().min(1).max(10_000).default(DEFAULT_LOW_STOCK_THRESHOLD),
});

/** The store a location belongs to, for `authorize`: a distribution centre belongs to none. */
const scopeOf = (location: StockLocation) => ({ storeId: location.type === 'store' ? location.code : null });
const entityId = (productId: number, location: StockLocation) => `${productId}@${location.type}:${location.code}`;

export interface LocationStock {
  type: LocationType;
  code: string;
  /** A distribution centre's name ("Atlanta"); a store's number. */
  name: string;
  quantity: number;
}

/**
 * A product's stock in every distribution centre and on every store shelf that keeps it; a store
 * manager sees their own stores' shelves and the distribution centres (which they may not change).
 */
export async function productStock(executor: Executor, actor: Actor, productId: number): Promise<LocationStock[]> {
  await authorize(actor, 'inventory.read');
  const [centres, dcRows, storeRows] = await Promise.all([
    allDistributionCentres(executor),
    executor.select().from(distributionCentreStock).where(eq(distributionCentreStock.productId, productId)),
    executor.select().from(storeStock).where(eq(storeStock.productId, productId)).orderBy(asc(storeStock.storeNumber)),
  ]);
  const dcQuantity = new Map(dcRows.map((r) => [r.dc, r.quantity]));
  return [
    ...centres.map((c) => ({ type: 'dc' as const, code: c.code, name: `${c.name} (${c.currency})`, quantity: dcQuantity.get(c.code) ?? 0 })),
    ...storeRows.filter((r) => actor.storeIds === null || actor.storeIds.includes(r.storeNumber)).map((r) => ({ type: 'store' as const, code: r.storeNumber, name: r.storeNumber, quantity: r.quantity })),
  ];
}

/** A location stock can be kept at: a distribution centre of ours, or one of our stores. */
async function checkLocation(executor: Executor, location: StockLocation): Promise<void> {
  const known =
    location.type === 'dc' ? (await allDistributionCentres(executor)).some((c) => c.code === location.code) : (await knownStoreNumbers(executor, [location.code])).has(location.code);
  if (!known) throw domainError('invalid', 'UNKNOWN_STOCK_LOCATION', 'ops.inventory.errors.unknownLocation', 'There is no such store or distribution centre', { location: location.code });
}

/** The quantity kept at a location, locked for this transaction (null: no stock line there yet). */
async function lockedQuantity(tx: Executor, productId: number, location: StockLocation): Promise<number | null> {
  const rows =
    location.type === 'dc'
      ? await tx.execute<{ quantity: number }>(sql`SELECT quantity FROM ${distributionCentreStock} WHERE product_id = ${productId} AND dc = ${location.code} FOR UPDATE`)
      : await tx.execute<{ quantity: number }>(sql`SELECT quantity FROM ${storeStock} WHERE product_id = ${productId} AND store_number = ${location.code} FOR UPDATE`);
  return rows.rows[0]?.quantity ?? null;
}

/** Add `change` (negative: take off) to the stock line, making it when there is none; the new quantity. */
async function applyChange(tx: Executor, productId: number, location: StockLocation, change: number): Promise<number> {
  const rows =
    location.type === 'dc'
      ? await tx.execute<{ quantity: number }>(
          sql`INSERT INTO ${distributionCentreStock} (product_id, dc, quantity) VALUES (${productId}, ${location.code}, ${change})
              ON CONFLICT (product_id, dc) DO UPDATE SET quantity = ${distributionCentreStock}.quantity + ${change} RETURNING quantity`,
        )
      : await tx.execute<{ quantity: number }>(
          sql`INSERT INTO ${storeStock} (product_id, store_number, quantity) VALUES (${productId}, ${location.code}, ${change})
              ON CONFLICT (product_id, store_number) DO UPDATE SET quantity = ${storeStock}.quantity + ${change} RETURNING quantity`,
        );
  return rows.rows[0]!.quantity;
}

function notEnough(available: number): never {
  throw domainError('conflict', 'NOT_ENOUGH_STOCK', 'ops.inventory.errors.notEnough', 'There is not that much stock there', { available });
}

export interface StockChange {
  productId: number;
  location: StockLocation;
  before: number;
  after: number;
}

/**
 * Change the stock of a product at one location for a reason: received and customer returns add,
 * damaged, theft and return to vendor take off, a count correction goes either way. Stock never
 * goes below zero (what checkouts hold is already off the shelf: their reservations give it back
 * on release, so the count they release into stays right).
 */
export async function adjustStock(database: Database, actor: Actor, input: AdjustStockInput): Promise<StockChange> {
  const { productId, location, change, reason, note } = AdjustStockInput.parse(input);
  await authorize(actor, 'inventory.adjust', scopeOf(location), { type: 'stock', id: entityId(productId, location) });
  if ((INCOMING.has(reason) && change < 0) || (OUTGOING.has(reason) && change > 0)) {
    throw domainError('invalid', 'ADJUSTMENT_DIRECTION', 'ops.inventory.errors.direction', 'This reason does not go in that direction', { reason });
  }
  await checkLocation(database, location);
  return database.transaction(async (tx) => {
    const before = (await lockedQuantity(tx, productId, location)) ?? 0;
    if (before + change < 0) notEnough(before);
    const after = await applyChange(tx, productId, location, change);
    await recordAudit(tx, actor, { action: 'stock.adjust', entityType: 'stock', entityId: entityId(productId, location), before: { quantity: before }, after: { quantity: after, change, reason, ...(note ? { note } : {}) } });
    // The product's page says whether it ships and where it can be picked up today (decision 040).
    await invalidatePageTags(tx, [pageTags.product(productId)]);
    return { productId, location, before, after };
  });
}

/**
 * Move units of a product from one store or distribution centre to another, in one transaction:
 * out of one, into the other, with an audit line for each side. The total kept does not change.
 */
export async function transferStock(database: Database, actor: Actor, input: TransferStockInput): Promise<{ from: StockChange; to: StockChange }> {
  const { productId, from, to, quantity, note } = TransferStockInput.parse(input);
  await authorize(actor, 'inventory.adjust', scopeOf(from), { type: 'stock', id: entityId(productId, from) });
  await authorize(actor, 'inventory.adjust', scopeOf(to), { type: 'stock', id: entityId(productId, to) });
  if (from.type === to.type && from.code === to.code) throw domainError('invalid', 'TRANSFER_SAME_LOCATION', 'ops.inventory.errors.sameLocation', 'Choose two different locations');
  await checkLocation(database, from);
  await checkLocation(database, to);
  return database.transaction(async (tx) => {
    // Lock both lines in one order (distribution centres first, then by code) so two opposite transfers cannot deadlock.
    const ordered = [from, to].sort((a, b) => (a.type === b.type ? a.code.localeCompare(b.code) : a.type === 'dc' ? -1 : 1));
    const held = new Map<StockLocation, number>();
    for (const location of ordered) held.set(location, (await lockedQuantity(tx, productId, location)) ?? 0);
    const fromBefore = held.get(from)!;
    const toBefore = held.get(to)!;
    if (fromBefore < quantity) notEnough(fromBefore);
    const fromAfter = await applyChange(tx, productId, from, -quantity);
    const toAfter = await applyChange(tx, productId, to, quantity);
    const counterpart = (l: StockLocation) => `${l.type}:${l.code}`;
    await recordAudit(tx, actor, { action: 'stock.transfer', entityType: 'stock', entityId: entityId(productId, from), before: { quantity: fromBefore }, after: { quantity: fromAfter, change: -quantity, to: counterpart(to), ...(note ? { note } : {}) } });
    await recordAudit(tx, actor, { action: 'stock.transfer', entityType: 'stock', entityId: entityId(productId, to), before: { quantity: toBefore }, after: { quantity: toAfter, change: quantity, from: counterpart(from), ...(note ? { note } : {}) } });
    await invalidatePageTags(tx, [pageTags.product(productId)]);
    return { from: { productId, location: from, before: fromBefore, after: fromAfter }, to: { productId, location: to, before: toBefore, after: toAfter } };
  });
}

export interface LowStockLine {
  productId: number;
  quantity: number;
}

/** A store's products with fewer than `threshold` units on the shelf (none first), at most LOW_STOCK_LIST_MAX. */
export async function lowStock(executor: Executor, actor: Actor, input: z.input<typeof LowStockInput>): Promise<LowStockLine[]> {
  const { storeNumber, threshold } = LowStockInput.parse(input);
  await authorize(actor, 'inventory.read', { storeId: storeNumber }, { type: 'store', id: storeNumber });
  return executor
    .select({ productId: storeStock.productId, quantity: storeStock.quantity })
    .from(storeStock)
    .where(and(eq(storeStock.storeNumber, storeNumber), lt(storeStock.quantity, threshold)))
    .orderBy(asc(storeStock.quantity), asc(storeStock.productId))
    .limit(LOW_STOCK_LIST_MAX);
}

/** The stores, for choosing one: a store manager's own, or every store. */
export async function stockStores(executor: Executor, actor: Actor): Promise<string[]> {
  await authorize(actor, 'inventory.read');
  if (actor.storeIds !== null) return [...actor.storeIds].sort();
  return (await allStoreNumbers(executor)).sort();
}

/** The distribution centres (code, name, currency), for choosing one. */
export async function stockCentres(executor: Executor, actor: Actor): Promise<{ code: string; name: string; currency: string }[]> {
  await authorize(actor, 'inventory.read');
  return (await allDistributionCentres(executor)).map((c) => ({ code: c.code, name: c.name, currency: c.currency }));
}

/** The total units of these products kept anywhere (a transfer's check). */
export async function totalStock(executor: Executor, productIds: number[]): Promise<number> {
  if (!productIds.length) return 0;
  const [dc] = await executor.select({ n: sql<string>`coalesce(sum(${distributionCentreStock.quantity}), 0)` }).from(distributionCentreStock).where(inArray(distributionCentreStock.productId, productIds));
  const [shelf] = await executor.select({ n: sql<string>`coalesce(sum(${storeStock.quantity}), 0)` }).from(storeStock).where(inArray(storeStock.productId, productIds));
  return Number(dc!.n) + Number(shelf!.n);
}
