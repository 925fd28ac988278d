import type { ComponentType, ReactNode } from 'react';
import type { Locale } from '@/lib/markets';
import type { ProductCard } from '@/server/catalog/shelf';
import type { Fitment } from '@/server/vehicles/fitment-rules';

/**
 * What the promotions' pages show from other features, put together by the pages in app/
 * (src/app/[locale]/_parts/catalog.tsx): a feature imports only itself (decision 037).
 */

/** Product cards with fitment and "Add to cart" (features/catalog and features/cart). */
export type ProductGridPart = ComponentType<{ items: ProductCard[]; locale: Locale; fitment?: Map<number, Fitment> | null; vehicleName?: string }>;

/** Wraps a link to /shopbymake so that it opens the vehicle selector (features/vehicles). */
export type SelectorTriggerPart = ComponentType<{ source: string; className?: string; children: ReactNode }>;
