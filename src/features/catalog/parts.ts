import type { ComponentType, ReactNode } from 'react';
import type { Locale } from '@/lib/markets';
import type { Availability, NearbyStock } from '@/server/inventory/availability';

/** The add-to-cart form (features/cart): with a quantity on the product page, compact on a card. */
export type AddToCartPart = ComponentType<{ sku: string; locale: Locale; compact?: boolean }>;

/**
 * What the catalogue's pages show from other features, put together by the pages in app/
 * (src/app/[locale]/_parts/catalog.tsx): a feature imports only itself (decision 037).
 */
export interface CatalogParts {
  AddToCart: AddToCartPart;
  /** The promotions of a shelf or landing page, by its SEO path (features/promotions). */
  Promos: ComponentType<{ locale: Locale; seoUrl: string }>;
  /** The "add your vehicle" tooltip of shelves and product pages (features/vehicles). */
  VehicleTooltip: ComponentType<{ locale: Locale }>;
  /** Wraps a link to /shopbymake so that it opens the vehicle selector (features/vehicles). */
  SelectorTrigger: ComponentType<{ source: string; className?: string; children: ReactNode }>;
  /** The product page's pickup and delivery block with the nearby stores' stock (features/stores). */
  StoreAvailability: ComponentType<{ locale: Locale; availability: Availability; nearby: NearbyStock[]; returnTo: string }>;
}
