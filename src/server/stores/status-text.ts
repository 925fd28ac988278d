import { translatorFor } from '@/i18n/catalogues';
import type { Locale } from '@/lib/markets';
import { formatStoreTime, weekdayName } from '@/lib/store-hours';
import type { StoreStatus } from './hours';

/**
 * The store's message (spec §3 messageToDisplay): "Open until 9:00 PM", "Closed until 7:30 AM
 * tomorrow". Only an open store's message contains open, abierto or aberto (spec §4).
 */
export async function storeStatusText(status: StoreStatus, locale: Locale): Promise<string> {
  const t = await translatorFor(locale);
  if (status.isOpen) return t('stores.status.openUntil', { time: formatStoreTime(status.closesAt!, locale) });
  if (!status.opensAt) return t('stores.status.closed');
  const time = formatStoreTime(status.opensAt.time, locale);
  if (status.opensAt.daysAhead === 0) return t('stores.status.closedUntilToday', { time });
  if (status.opensAt.daysAhead === 1) return t('stores.status.closedUntilTomorrow', { time });
  return t('stores.status.closedUntilDay', { time, day: weekdayName(status.opensAt.weekday, locale) });
}
