import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/markets';
import { shopperPartWords, type Translate } from './shopper-part-words';
import { ShopperParts } from './ShopperParts';

/**
 * ShopperParts with the words of its islands, made here (docs/decisions/042, 045). Always in the tree,
 * `deferred` or not: a server action's re-render of a cached page is a per-request render, and a
 * wrapper that came and went would remount the grid below it (a card's form would lose its state).
 */
export async function ShopperPartsFor({ productIds, nearby, locale, deferred, children }: { productIds: number[]; nearby?: number; locale: Locale; deferred: boolean; children: ReactNode }) {
  const t = deferred ? await getTranslations({ locale }) : null;
  const words = t ? shopperPartWords(locale, ((key, values) => t(key as never, values as never)) as Translate) : null;
  return (
    <ShopperParts productIds={productIds} nearby={nearby} locale={locale} enabled={deferred} words={words}>
      {children}
    </ShopperParts>
  );
}
