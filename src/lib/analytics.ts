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

export interface PageViewData {
  event: 'page_view';
  siteSection: SiteSection;
  pageType: string;
  locale: string;
  country: string;
  currency: string;
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}
