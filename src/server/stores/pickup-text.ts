import { translatorFor } from '@/i18n/catalogues';
import { formatDay } from '@/lib/dates';
import type { Locale } from '@/lib/markets';
import { formatStoreTime } from '@/lib/store-hours';
import { pickupTime, type PickupStore, type PickupTime, type StockSource } from './pickup';

/**
 * When an order can be picked up, in words (issue 18 item 15): "Pick up today", "Pick up
 * tomorrow at 8:00 AM", "Pick up Tue, Dec 1". The same words at checkout, in the cart and on
 * the product page. Null when the store never opens.
 */
export async function pickupTimeText(when: PickupTime | null, locale: Locale): Promise<string | null> {
  if (!when) return null;
  const t = await translatorFor(locale);
  if (when.kind === 'soon') return t('stores.pickup.today');
  const time = when.at ? formatStoreTime(when.at, locale) : null;
  if (when.daysAhead === 0) return time ? t('stores.pickup.todayAt', { time }) : t('stores.pickup.today');
  if (when.daysAhead === 1) return time ? t('stores.pickup.tomorrowAt', { time }) : t('stores.pickup.tomorrow');
  const day = formatDay(when.date, locale, 'weekday');
  return time ? t('stores.pickup.onDayAt', { day, time }) : t('stores.pickup.onDay', { day });
}

/** pickupTimeText of an order placed at `now` for stock at `source`. */
export function pickupText(store: PickupStore, locale: Locale, now: Date, source: StockSource = 'shelf'): Promise<string | null> {
  return pickupTimeText(pickupTime(store, now, source), locale);
}
