import { countLabelsFrom, type CountLabels } from '@/lib/count-labels';
import type { Fitment } from '@/server/vehicles/fitment-rules';

/**
 * The words of the catalogue's shopper-part islands (docs/decisions/042, 045), made on the server:
 * each message formatted once with `{placeholders}` where the shopper's values go (the vehicle,
 * the store, when to pick up, a distance) and, for a count, once per plural form (count-labels.ts).
 * The islands fill them in with `fill` and `countLabel`: no message formatter in the browser.
 */
export interface ShopperPartWords {
  /** A card's fitment badge, with `{vehicle}`. */
  fitment: Record<Fitment, string>;
  /** The product page's fitment banner, with `{vehicle}`. */
  productFitment: Record<Fitment, string>;
  /** `inStoreOnly`: on the shelf of a store that sells in person only (no pickup of online orders). */
  availability: { inStore: string; inStoreOnly: string; nearby: CountLabels; shipToHome: string; outOfStock: string };
  product: {
    pickUp: string;
    /** The row's heading for a store that sells in person only. */
    atYourStore: string;
    /** `{store}` and `{when}` besides the count. */
    atStore: CountLabels;
    /** `{store}` besides the count. */
    inStock: CountLabels;
    /** `{store}` besides the count: a store that sells in person only. */
    inStockOnly: CountLabels;
    notAtStore: string;
    nearbyHeading: CountLabels;
    /** `{store}` and `{distance}`. */
    storeLine: string;
    quantity: CountLabels;
    /** A nearby store that sells in person only. */
    inStoreOnly: string;
    makeMyStore: string;
  };
}

/** A translator of the whole catalogue (next-intl's, on the server), by full key. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const FITMENTS: readonly Fitment[] = ['FITS', 'NEEDS_MORE_INFO', 'DOES_NOT_FIT', 'UNIVERSAL'];

export function shopperPartWords(locale: string, t: Translate): ShopperPartWords {
  const byFitment = (namespace: string) => Object.fromEntries(FITMENTS.map((f) => [f, t(`${namespace}.${f}`, { vehicle: '{vehicle}' })])) as Record<Fitment, string>;
  const counted = (key: string, values: Record<string, string> = {}) => countLabelsFrom(locale, (count) => t(key, { ...values, count }));
  return {
    fitment: byFitment('catalog.fitment'),
    productFitment: byFitment('catalog.product.fitment'),
    availability: {
      inStore: t('stores.availability.inStore', { store: '{store}' }),
      inStoreOnly: t('stores.availability.inStoreOnly', { store: '{store}' }),
      nearby: counted('stores.availability.nearby'),
      shipToHome: t('stores.availability.shipToHome'),
      outOfStock: t('stores.availability.outOfStock'),
    },
    product: {
      pickUp: t('stores.product.pickUp'),
      atYourStore: t('stores.product.atYourStore'),
      atStore: counted('stores.product.atStore', { store: '{store}', when: '{when}' }),
      inStock: counted('stores.product.inStock', { store: '{store}' }),
      inStockOnly: counted('stores.product.inStockOnly', { store: '{store}' }),
      notAtStore: t('stores.product.notAtStore', { store: '{store}' }),
      nearbyHeading: counted('stores.product.nearbyHeading'),
      storeLine: t('stores.product.storeLine', { store: '{store}', distance: '{distance}' }),
      quantity: counted('stores.product.quantity'),
      inStoreOnly: t('stores.product.inStoreOnly'),
      makeMyStore: t('stores.product.makeMyStore'),
    },
  };
}
