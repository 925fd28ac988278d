import type { ReactNode } from 'react';
import { messagesFor } from '@/i18n/catalogues';
import type { Locale } from '@/lib/markets';
import { shopperPartMessages } from './shopper-parts';
import { ShopperParts } from './ShopperParts';

/**
 * ShopperParts with the locale's messages for its islands (docs/decisions/042). Always in the tree,
 * `deferred` or not: a server action's re-render of a cached page is a per-request render, and a
 * wrapper that came and went would remount the grid below it (a card's form would lose its state).
 */
export async function ShopperPartsFor({ productIds, nearby, locale, deferred, children }: { productIds: number[]; nearby?: number; locale: Locale; deferred: boolean; children: ReactNode }) {
  return (
    <ShopperParts productIds={productIds} nearby={nearby} locale={locale} enabled={deferred} messages={deferred ? shopperPartMessages(await messagesFor(locale)) : {}}>
      {children}
    </ShopperParts>
  );
}
