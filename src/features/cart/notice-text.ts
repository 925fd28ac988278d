import { getTranslations } from 'next-intl/server';
import { getMarket, type Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import type { CartNotice } from './notice';

/** A cart notice in the shopper's language; amounts in minor units (`minimum`) are written as money. */
export async function noticeText(notice: CartNotice, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'cart' });
  const values = { ...notice.values };
  if (typeof values.minimum === 'number') values.minimum = formatMoney(money(values.minimum, getMarket(locale).currency), locale);
  const key = notice.key === 'promo.minimumNotMet' ? 'promoNeedsMore' : notice.key;
  return t.has(key as never) ? t(key as never, values as never) : t('errors.generic');
}
