import { and, eq, inArray, sql } from 'drizzle-orm';
import { inArrayParam } from '@/server/db/bulk';
import type { Executor } from '@/server/db/client';
import { getMarket, type CurrencyCode, type Locale } from '@/lib/markets';
import { distanceUnit, fromKm } from '@/server/stores/geo';
import type { Store } from '@/server/stores/directory';
import { storeByNumber } from '@/server/stores/preferred';
import { searchStores, type StoreLocation } from '@/server/stores/service';
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

/** `sisterStores` of a store already read (the preferred store the caller has): one query, not two. */
export async function sisterStoresOf(executor: Executor, store: Pick<Store, 'storeNumber' | 'latitude' | 'longitude'>, locale: Locale, now = new Date()): Promise<StoreLocation[]> {
  const country = getMarket(locale).country;
  const unit = distanceUnit(country);
  const near = await searchStores(executor, {
    latitude: store.latitude,
    longitude: store.longitude,
    radius: fromKm(SISTER_STORE_RADIUS_KM, unit),
    limit: SISTER_STORE_LIMIT + 1,
    country,
    now,
  });
  return near.filter((s) => s.storeNumber !== store.storeNumber).slice(0, SISTER_STORE_LIMIT);
}

/**
 * Availability of many products (a shelf page) for the shopper's market and preferred store:
 * at most three indexed queries, whatever the number of products.
 */
export async function availabilityFor(
  executor: Executor,
  productIds: number[],
  locale: Locale,
  storeNumber: string | null,
  /** The store's sister stores, when the caller already has them. */
  knownSisters?: StoreLocation[],
): Promise<Map<number, Availability>> {
  const result = new Map<number, Availability>();
  if (!productIds.length) return result;
  const currency = getMarket(locale).currency;
  const sisters = storeNumber ? (knownSisters ?? (await sisterStores(executor, storeNumber, locale))).map((s) => s.storeNumber) : [];
  const [shipRows, storeRows] = await Promise.all([
    executor
      .select({ productId: distributionCentreStock.productId, units: sql<number>`sum(${distributionCentreStock.quantity})::int` })
      .from(distributionCentreStock)
      .innerJoin(distributionCentres, eq(distributionCentres.code, distributionCentreStock.dc))
      .where(and(inArrayParam(distributionCentreStock.productId, productIds, 'int'), eq(distributionCentres.currency, currency)))
      .groupBy(distributionCentreStock.productId),
    storeNumber
      ? executor
          .select({
            productId: storeStock.productId,
            atStore: sql<number>`coalesce(sum(${storeStock.quantity}) filter (where ${storeStock.storeNumber} = ${storeNumber}), 0)::int`,
            nearby: sql<number>`(count(*) filter (where ${storeStock.storeNumber} <> ${storeNumber} and ${storeStock.quantity} > 0))::int`,
          })
          .from(storeStock)
          .where(and(inArrayParam(storeStock.productId, productIds, 'int'), inArrayParam(storeStock.storeNumber, [storeNumber, ...sisters], 'text')))
          .groupBy(storeStock.productId)
      : [],
  ]);
  const ship = new Map(shipRows.map((r) => [r.productId, r.units]));
  const atStores = new Map(storeRows.map((r) => [r.productId, r]));
  for (const id of productIds) {
    const counts = { storeQuantity: atStores.get(id)?.atStore ?? 0, nearbyStores: atStores.get(id)?.nearby ?? 0, shipQuantity: ship.get(id) ?? 0 };
    result.set(id, { status: availabilityStatus(counts), storeNumber, ...counts });
  }
  return result;
}

export interface NearbyStock {
  store: StoreLocation;
  quantity: number;
}

/** Which of these sister stores have a product on the shelf, nearest first, with their quantity (the product page). */
export async function nearbyStock(executor: Executor, productId: number, sisters: StoreLocation[]): Promise<NearbyStock[]> {
  if (!sisters.length) return [];
  const rows = await executor
    .select({ storeNumber: storeStock.storeNumber, quantity: storeStock.quantity })
    .from(storeStock)
    .where(and(sql`${storeStock.productId} = ${productId}`, inArray(storeStock.storeNumber, sisters.map((s) => s.storeNumber)), sql`${storeStock.quantity} > 0`));
  const quantities = new Map(rows.map((r) => [r.storeNumber, r.quantity]));
  return sisters.filter((s) => quantities.has(s.storeNumber)).map((store) => ({ store, quantity: quantities.get(store.storeNumber)! }));
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
