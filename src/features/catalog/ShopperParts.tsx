'use client';

import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { Icon } from '@/components/Icon';
import { countLabel } from '@/lib/count-labels';
import { fill } from '@/lib/fill';
import { localizedPath, type Locale } from '@/lib/markets';
import type { SkuDetail, SkuDetails } from '@/server/api/sku-details';
import { hasShopperCookies, skuDetailsUrl } from './shopper-parts';
import type { ShopperPartWords } from './shopper-part-words';
import { AvailabilityLineView } from '@/components/AvailabilityLineView';
import { FITMENT_BADGE, FITMENT_BADGE_PLACE, FitmentBannerFrame } from './fitment-look';

const Details = createContext<SkuDetails | null>(null);
/** The islands' words, made on the server (shopper-part-words.ts); null on a per-request render, whose islands never show. */
const Words = createContext<ShopperPartWords | null>(null);

/** The shopper's parts of these products, once loaded; null before (and when the call fails: the page stays generic). */
export function useSkuDetails(): SkuDetails | null {
  return use(Details);
}

function useItem(productId: number): { details: SkuDetails; item: SkuDetail; words: ShopperPartWords } | null {
  const details = useSkuDetails();
  const words = use(Words);
  const item = details?.items.find((i) => i.productId === productId);
  return details && item && words ? { details, item, words } : null;
}

/**
 * Around the products of a page served from the page cache (docs/decisions/042): loads their
 * shopper parts (fitment to the saved vehicle, the preferred store's stock) in one small call,
 * and gives the islands inside the few words they show, once for the whole grid, made on the
 * server (no message formatter in the browser: docs/decisions/045).
 */
export function ShopperParts({ productIds, nearby, locale, enabled, words, children }: { productIds: number[]; nearby?: number; locale: Locale; enabled: boolean; words: ShopperPartWords | null; children: ReactNode }) {
  const [details, setDetails] = useState<SkuDetails | null>(null);
  // A per-request render drew the shopper's parts itself: nothing to load.
  const url = enabled ? skuDetailsUrl(productIds, locale, nearby) : null;
  useEffect(() => {
    if (!url || !hasShopperCookies(document.cookie)) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, credentials: 'same-origin', cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<SkuDetails>) : null))
      .then((body) => {
        if (body) setDetails(body);
      })
      // Without them the page stays the generic one every shopper gets: nothing to tell.
      .catch(() => {});
    return () => controller.abort();
  }, [url]);
  return (
    <Words value={words}>
      <Details value={details}>{children}</Details>
    </Words>
  );
}

/** A card's fitment badge for the saved vehicle, over the foot of its image; nothing without a vehicle. */
export function FitmentBadgeIsland({ productId }: { productId: number }) {
  const found = useItem(productId);
  const fitment = found?.item.fitment;
  if (!found?.details.vehicle || !fitment) return null;
  return (
    <p data-testid="fitment-badge" className={`${FITMENT_BADGE_PLACE} ${FITMENT_BADGE[fitment]}`}>
      {fill(found.words.fitment[fitment], { vehicle: found.details.vehicle.name })}
    </p>
  );
}

/** A card's availability line: the market's (server-drawn, `children`) until the preferred store's is known. */
export function AvailabilityIsland({ productId, locale, children }: { productId: number; locale: Locale; children: ReactNode }) {
  const found = useItem(productId);
  if (!found?.details.store) return children;
  const { availability } = found.item;
  const words = found.words.availability;
  const store = availability.storeNumber ?? '';
  const text = {
    IN_STORE: () => fill(found.details.store!.pickupOffered ? words.inStore : words.inStoreOnly, { store }),
    NEARBY: () => countLabel(words.nearby, locale, availability.nearbyStores),
    SHIP_TO_HOME: () => words.shipToHome,
    OUT_OF_STOCK: () => words.outOfStock,
  }[availability.status]();
  return <AvailabilityLineView status={availability.status} text={text} />;
}

/**
 * The cart form of a product the market cannot ship (out of stock in every distribution centre),
 * drawn by the fill (`children`) but shown only when the shopper's own availability says it can be
 * had: on the shelf of their preferred store or of a sister store (docs/decisions/042). Nothing until
 * then, as the generic page shows nothing.
 */
export function CartIsland({ productId, children }: { productId: number; children: ReactNode }) {
  const found = useItem(productId);
  if (!found?.details.store || found.item.availability.status === 'OUT_OF_STOCK') return null;
  return children;
}

/**
 * The product page's fitment banner: the generic "will it fit?" (`fallback`, server-drawn) until the
 * saved vehicle's answer is known. `actions` are the server-drawn links of the states that have one.
 */
export function FitmentBannerIsland({ productId, fallback, actions }: { productId: number; fallback: ReactNode; actions: { NEEDS_MORE_INFO: ReactNode; DOES_NOT_FIT: ReactNode } }) {
  const found = useItem(productId);
  const fitment = found?.item.fitment;
  if (!found?.details.vehicle || !fitment) return fallback;
  return (
    <FitmentBannerFrame state={fitment} text={fill(found.words.productFitment[fitment], { vehicle: found.details.vehicle.name })}>
      {fitment === 'NEEDS_MORE_INFO' || fitment === 'DOES_NOT_FIT' ? actions[fitment] : null}
    </FitmentBannerFrame>
  );
}

/** The product page's store pickup row for the preferred store: its stock, when to pick up, the sister stores that have it. */
export function StoreAvailabilityIsland({ productId, locale, fallback }: { productId: number; locale: Locale; fallback: ReactNode }) {
  const found = useItem(productId);
  const [saving, setSaving] = useState<string | null>(null);
  if (!found?.details.store) return fallback;
  const { item, details } = found;
  const words = found.words.product;
  const { storeQuantity } = item.availability;
  const store = details.store!.storeNumber;
  const { pickupOffered } = details.store!;
  const pickup = storeQuantity > 0 ? details.store!.pickup : null;
  const nearby = details.nearby ?? [];
  const distance = (d: { value: number; unit: 'mi' | 'km' }) => new Intl.NumberFormat(locale, { style: 'unit', unit: d.unit === 'mi' ? 'mile' : 'kilometer', maximumFractionDigits: 1 }).format(d.value);
  const makeMyStore = async (storeNumber: string) => {
    setSaving(storeNumber);
    const response = await fetch(`/ecomm/b2c/v1/store/preferredStore?locale=${locale}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ storeNumber }) }).catch(() => null);
    if (response?.ok) window.location.reload();
    else setSaving(null);
  };
  return (
    <div data-testid="store-availability" className="flex items-start gap-2 p-3">
      <Icon name="store" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{pickupOffered ? words.pickUp : words.atYourStore}</p>
        <p className={storeQuantity > 0 ? 'text-ok' : 'text-muted'}>
          {storeQuantity > 0
            ? fill(countLabel(pickup ? words.atStore : pickupOffered ? words.inStock : words.inStockOnly, locale, storeQuantity), pickup ? { store, when: pickup } : { store })
            : fill(words.notAtStore, { store })}
        </p>
        {nearby.length ? (
          <details data-testid="nearby-stores" className="mt-2" open={storeQuantity === 0}>
            <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-brand-dark">{countLabel(words.nearbyHeading, locale, nearby.length)}</summary>
            <ul className="divide-y divide-line rounded-md border border-line text-sm">
              {nearby.slice(0, NEARBY_SHOWN).map((n) => (
                <li key={n.storeNumber} data-testid="nearby-store" className="flex flex-wrap items-center gap-2 p-2">
                  <div className="min-w-0 flex-1">
                    <a href={localizedPath(n.path, locale)} className="font-semibold hover:underline">
                      {fill(words.storeLine, { store: n.storeNumber, distance: distance(n.distance) })}
                    </a>
                    <span className="block text-muted">{n.address}</span>
                    <span className="block text-ok">{countLabel(words.quantity, locale, n.quantity)}</span>
                    {n.pickupOffered ? null : <span className="block text-muted">{words.inStoreOnly}</span>}
                  </div>
                  <button type="button" disabled={saving !== null} onClick={() => void makeMyStore(n.storeNumber)} className="min-h-11 rounded-md border border-ink px-3 text-sm font-semibold hover:bg-panel disabled:opacity-60">
                    {words.makeMyStore}
                  </button>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </div>
  );
}

/** How many sister stores the product page lists (as the per-request render does). */
const NEARBY_SHOWN = 5;
