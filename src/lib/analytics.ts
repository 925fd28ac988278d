/** Analytics site sections (spec §1). Every page names one. */
export const SITE_SECTIONS = [
  'home',
  'catalog',
  'cart-and-checkout',
  'myzone',
  'deals',
  'pdp',
  'category',
  'order-confirmation',
  'order-history',
  'customer-service',
  'warranty',
  'others',
] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

/**
 * The events the data layer receives, one name each (pushEvent in src/lib/data-layer.ts).
 * Commerce events follow the GA4 names and shapes (value in major units, currency, items).
 */
export const ANALYTICS_EVENTS = {
  pageView: 'page_view',
  search: 'search',
  searchProductPick: 'search_product_pick',
  addToCart: 'add_to_cart',
  removeFromCart: 'remove_from_cart',
  beginCheckout: 'begin_checkout',
  addShippingInfo: 'add_shipping_info',
  addPaymentInfo: 'add_payment_info',
  purchase: 'purchase',
  linkRewards: 'link_rewards',
  rewardsLookup: 'rewards_lookup',
  rewardsLinkingError: 'rewards_linking_error',
  addVehicle: 'add_vehicle',
  consentUpdate: 'consent_update',
  appBannerOpen: 'app_banner_open',
  appBannerDismiss: 'app_banner_dismiss',
} as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

export interface PageViewData {
  event: 'page_view';
  siteSection: SiteSection;
  pageType: string;
  locale: string;
  country: string;
  currency: string;
}

/** One product in a commerce event (GA4 `items`); price in major units. */
export interface AnalyticsItem {
  item_id: string;
  item_name?: string;
  item_brand?: string;
  price?: number;
  quantity: number;
}

const fractionDigits = new Map<string, number>();

/** Minor units to the currency's major units (1999 USD → 19.99), as analytics reports value. */
export function majorUnits(amount: number, currency: string): number {
  let digits = fractionDigits.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    fractionDigits.set(currency, digits);
  }
  return Number((amount / 10 ** digits).toFixed(digits));
}

/** The value/currency/items part of a commerce event; prices given in minor units. */
export function commerceData(currency: string, lines: { sku: string; name?: string; brand?: string; unitPrice: number; quantity: number }[], total?: number) {
  const items: AnalyticsItem[] = lines.map((l) => ({
    item_id: l.sku,
    ...(l.name ? { item_name: l.name } : {}),
    ...(l.brand ? { item_brand: l.brand } : {}),
    price: majorUnits(l.unitPrice, currency),
    quantity: l.quantity,
  }));
  const value = total ?? lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  return { currency, value: majorUnits(value, currency), items };
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}
