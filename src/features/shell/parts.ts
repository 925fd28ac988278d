import type { ComponentType, ReactNode } from 'react';
import type { Locale } from '@/lib/markets';

/**
 * What the shell shows from other features, put together by the shop layout
 * (src/app/[locale]/_parts/shell.tsx): a feature imports only itself (decision 037).
 */
export interface HeaderParts {
  /** The search box (features/search). */
  Search: ComponentType<{ action: string; hasVehicle: boolean; locale: Locale }>;
  /** Wraps the vehicle entry, a link to /shopbymake, so that it opens the vehicle selector (features/vehicles). */
  VehicleTrigger: ComponentType<{ source: string; className?: string; children: ReactNode }>;
  /** Wraps the store entry, a link to /store, so that it opens the store modal (features/stores). */
  StoreTrigger: ComponentType<{ children: ReactNode; className?: string }>;
  /** Wraps the account entry so that it opens the account modal, in the markets where it does (features/account); null elsewhere. */
  AccountTrigger: ComponentType<{ children: ReactNode }> | null;
}

export interface FooterParts {
  /** The button that reopens the cookie settings (features/consent). */
  CookieSettings: ComponentType<{ label: string }>;
}
