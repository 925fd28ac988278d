import type { ReactNode } from 'react';
import { messagesFor } from '@/i18n/catalogues';
import type { Locale } from '@/lib/markets';
import { shopperPartMessages } from './shopper-parts';
import { ShopperParts } from './ShopperParts';

/** ShopperParts with the locale's messages for its islands (docs/decisions/042). */
export async function ShopperPartsFor({ productIds, nearby, locale, children }: { productIds: number[]; nearby?: number; locale: Locale; children: ReactNode }) {
  return (
    <ShopperParts productIds={productIds} nearby={nearby} locale={locale} messages={shopperPartMessages(await messagesFor(locale))}>
      {children}
    </ShopperParts>
  );
}
