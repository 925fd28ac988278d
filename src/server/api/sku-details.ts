import type { z } from 'zod';
import type { SkuDetailsQuery } from '@/lib/catalog-inputs';
import { getMarket, type Locale } from '@/lib/markets';
import { storeAddressLines } from '@/lib/store-address';
import { storePagePath } from '@/lib/store-pages';
import { COOKIES } from '@/lib/storage-keys';
import { db, readDb } from '@/server/db/client';
import type { Availability } from '@/server/inventory/availability';
import { sisterStoresOf, stockAt } from '@/server/inventory/queries';
import type { CookieReader } from '@/server/platform/cookie-jar';
import { pickupText } from '@/server/stores/pickup-text';
import { marketStore } from '@/server/stores/preferred';
import type { Fitment } from '@/server/vehicles/fitment-rules';
import { readGarage } from '@/server/vehicles/preferred';
import { fitmentForProducts } from '@/server/vehicles/queries';

/** One product's shopper parts: its fitment to the saved vehicle and where this shopper can get it. */
export interface SkuDetail {
  productId: number;
  /** Null without a saved vehicle. */
  fitment: Fitment | null;
  availability: Availability;
}

/** A sister store that has the product on its shelf (the product page's list). */
export interface NearbyStoreStock {
  storeNumber: string;
  /** The store's page, without the locale prefix. */
  path: string;
  address: string;
  distance: { value: number; unit: 'mi' | 'km' };
  quantity: number;
  /** False for a store that sells in person only (no pickup of online orders). */
  pickupOffered: boolean;
}

export interface SkuDetails {
  vehicle: { key: string; name: string } | null;
  /**
   * The preferred store; `pickupOffered` whether it hands over online orders at all (else it sells
   * in person only), `pickup` when stock on its shelf could be picked up (null when it offers no
   * pickup or never opens).
   */
  store: { storeNumber: string; pickupOffered: boolean; pickup: string | null } | null;
  items: SkuDetail[];
  /** Only when the query asked for one product's nearby stock. */
  nearby?: NearbyStoreStock[];
}

/**
 * The shopper's parts of a catalogue page served from the page cache (docs/decisions/042): for the
 * products it lists, their fitment to the saved vehicle and their availability at the preferred
 * store, read from the shopper's cookies as a per-request render reads them. The vehicles,
 * inventory and stores modules answer; this only puts their answers together.
 */
export async function skuDetails(cookies: CookieReader, locale: Locale, query: z.output<typeof SkuDetailsQuery>, now = new Date()): Promise<SkuDetails> {
  const [garage, store] = await Promise.all([readGarage(db(), cookies, locale), marketStore(readDb(), cookies.get(COOKIES.preferredStoreId), getMarket(locale).country)]);
  const vehicle = garage.preferred;
  const nearbyOf = query.nearby !== undefined && query.productIds.includes(query.nearby) ? query.nearby : null;
  // The stock read needs the sister stores (the stores around the store's row); the fitment and the pickup time do not wait for them.
  const [fitment, { availability, nearby: nearbyOfEach }, pickup] = await Promise.all([
    vehicle ? fitmentForProducts(query.productIds, vehicle) : null,
    (store ? sisterStoresOf(store, locale) : Promise.resolve([])).then((sisters) => stockAt(query.productIds, locale, store?.storeNumber ?? null, sisters)),
    store?.bopusEnabled ? pickupText(store, locale, now) : null,
  ]);
  const nearby = nearbyOf !== null ? nearbyOfEach.get(nearbyOf) : undefined;
  return {
    vehicle: vehicle ? { key: vehicle.key, name: vehicle.name } : null,
    store: store ? { storeNumber: store.storeNumber, pickupOffered: store.bopusEnabled, pickup } : null,
    items: query.productIds.map((productId) => ({ productId, fitment: fitment?.get(productId) ?? null, availability: availability.get(productId)! })),
    ...(nearby
      ? {
          nearby: nearby.map((n) => ({
            storeNumber: n.store.storeNumber,
            path: storePagePath({ ...n.store, country: n.store.countryCode }),
            address: storeAddressLines(n.store).slice(0, -1).join(', '),
            distance: n.store.distance,
            quantity: n.quantity,
            pickupOffered: n.store.bopusEnabled,
          })),
        }
      : {}),
  };
}
