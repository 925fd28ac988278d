import { and, eq, gt, sql } from 'drizzle-orm';
import { inArrayParam } from '@/server/db/bulk';
import type { Executor } from '@/server/db/client';
import { getMarket, type CurrencyCode, type Locale } from '@/lib/markets';
import type { Store } from '@/server/stores/directory';
import { storeByNumber } from '@/server/stores/preferred';
import { storesAround, type StoreLocation } from '@/server/stores/service';
import { distributionCentres, distributionCentreStock, storeStock } from './schema';

/** Sister stores: the nearest other stores of the market, at most this many … */
export const SISTER_STORE_LIMIT = 10;
/** … within this distance (about 50 miles), close enough to fetch a part from today. */
export const SISTER_STORE_RADIUS_KM = 80;

/** Where a shopper can get a product, best first (issue 5). */
export type AvailabilityStatus = 'IN_STORE' | 'NEARBY' | 'SHIP_TO_HOME' | 'OUT_OF_STOCK';

export interface Availability {
  status: AvailabilityStatus;
  /** The preferred store, when one is chosen. */
  storeNumber: string | null;
  storeQuantity: number;
  /** How many sister stores have it on the shelf. */
  nearbyStores: number;
  /** Units in the market's distribution centres. */
  shipQuantity: number;
}

export function availabilityStatus(a: Pick<Availability, 'storeQuantity' | 'nearbyStores' | 'shipQuantity'>): AvailabilityStatus {
  if (a.storeQuantity > 0) return 'IN_STORE';
  if (a.nearbyStores > 0) return 'NEARBY';
  if (a.shipQuantity > 0) return 'SHIP_TO_HOME';
  return 'OUT_OF_STOCK';
}

/** The preferred store's sister stores, nearest first (the store itself left out). */
export async function sisterStores(executor: Executor, storeNumber: string, locale: Locale, now = new Date()): Promise<StoreLocation[]> {
  const store = await storeByNumber(executor, storeNumber);
  return store ? sisterStoresOf(executor, store, locale, now) : [];
}

/** `sisterStores` of a store already read (the preferred store the caller has): the stores around it, kept in the stores module's cache. */
export async function sisterStoresOf(executor: Executor, store: Pick<Store, 'storeNumber' | 'latitude' | 'longitude'>, locale: Locale, now = new Date()): Promise<StoreLocation[]> {
  const near = await storesAround(executor, store, { radiusKm: SISTER_STORE_RADIUS_KM, limit: SISTER_STORE_LIMIT + 1, country: getMarket(locale).country, now });
  return near.filter((s) => s.storeNumber !== store.storeNumber).slice(0, SISTER_STORE_LIMIT);
}

/**
 * Availability of many products (a shelf page) for the shopper's market and preferred store:
 * `stockAt`'s availability.
 */
export async function availabilityFor(
  executor: Executor,
  productIds: number[],
  locale: Locale,
  storeNumber: string | null,
  /** The store's sister stores, when the caller already has them. */
  knownSisters?: StoreLocation[],
): Promise<Map<number, Availability>> {
  return (await stockAt(executor, productIds, locale, storeNumber, knownSisters)).availability;
}

export interface NearbyStock {
  store: StoreLocation;
  quantity: number;
}

export interface StockAt {
  availability: Map<number, Availability>;
  /** For each product, the sister stores that have it on the shelf, nearest first, with their quantity (the product page's list). */
  nearby: Map<number, NearbyStock[]>;
}

/**
 * Where the shopper can get each of a page of products, from one query whatever the page size:
 * the shelves of the preferred store and its sister stores, and the market's distribution centres.
 */
export async function stockAt(
  executor: Executor,
  productIds: number[],
  locale: Locale,
  storeNumber: string | null,
  /** The store's sister stores, when the caller already has them. */
  knownSisters?: StoreLocation[],
): Promise<StockAt> {
  const result: StockAt = { availability: new Map(), nearby: new Map() };
  if (!productIds.length) return result;
  const sisters = storeNumber ? (knownSisters ?? (await sisterStores(executor, storeNumber, locale))) : [];
  const centres = executor
    .select({ productId: distributionCentreStock.productId, storeNumber: sql<string | null>`null::text`, quantity: distributionCentreStock.quantity })
    .from(distributionCentreStock)
    .innerJoin(distributionCentres, eq(distributionCentres.code, distributionCentreStock.dc))
    .where(and(inArrayParam(distributionCentreStock.productId, productIds, 'int'), eq(distributionCentres.currency, getMarket(locale).currency)));
  // A centre's row has no store number; a shelf's row only when the shelf has some.
  const rows = storeNumber
    ? await executor
        .select({ productId: storeStock.productId, storeNumber: sql<string | null>`${storeStock.storeNumber}`, quantity: storeStock.quantity })
        .from(storeStock)
        .where(and(inArrayParam(storeStock.productId, productIds, 'int'), inArrayParam(storeStock.storeNumber, [storeNumber, ...sisters.map((s) => s.storeNumber)], 'text'), gt(storeStock.quantity, 0)))
        .unionAll(centres)
    : await centres;
  const ship = new Map<number, number>();
  const atStore = new Map<number, number>();
  const onSisterShelves = new Map<number, Map<string, number>>();
  for (const row of rows) {
    if (row.storeNumber === null) ship.set(row.productId, (ship.get(row.productId) ?? 0) + row.quantity);
    else if (row.storeNumber === storeNumber) atStore.set(row.productId, row.quantity);
    else onSisterShelves.set(row.productId, (onSisterShelves.get(row.productId) ?? new Map()).set(row.storeNumber, row.quantity));
  }
  for (const id of productIds) {
    const shelves = onSisterShelves.get(id);
    const counts = { storeQuantity: atStore.get(id) ?? 0, nearbyStores: shelves?.size ?? 0, shipQuantity: ship.get(id) ?? 0 };
    result.availability.set(id, { status: availabilityStatus(counts), storeNumber, ...counts });
    result.nearby.set(id, shelves ? sisters.filter((s) => shelves.has(s.storeNumber)).map((store) => ({ store, quantity: shelves.get(store.storeNumber)! })) : []);
  }
  return result;
}

/** Units of a product in the distribution centres of the market with this currency: what can ship to home (the product page). */
export async function shipUnits(executor: Executor, productId: number, currency: CurrencyCode): Promise<number> {
  const [row] = await executor
    .select({ units: sql<number>`coalesce(sum(${distributionCentreStock.quantity}), 0)::int` })
    .from(distributionCentreStock)
    .innerJoin(distributionCentres, eq(distributionCentres.code, distributionCentreStock.dc))
    .where(and(eq(distributionCentreStock.productId, productId), eq(distributionCentres.currency, currency)));
  return row?.units ?? 0;
}
