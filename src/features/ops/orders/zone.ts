import { getMarket, isLocale } from '@/lib/markets';
import { storeByNumber } from '@/server/stores/queries';

/**
 * The time zone a back-office screen shows an order's moments in, as the order list does: its
 * pickup store's (the counter's day), else its market's (a shipped order), else UTC.
 */
export function orderZone(locale: string, storeZone: string | null | undefined): string {
  return storeZone ?? (isLocale(locale) ? getMarket(locale).timeZone : 'UTC');
}

/** A store's time zone (null: no such store). */
export async function storeTimeZone(storeNumber: string | null | undefined): Promise<string | null> {
  return storeNumber ? ((await storeByNumber(storeNumber))?.timeZone ?? null) : null;
}

/** The zone of an order's moments: the store its first pickup shipment goes to, else its market's. */
export async function orderTimeZone(order: { locale: string }, shipments: readonly { storeNumber: string | null }[]): Promise<string> {
  return orderZone(order.locale, await storeTimeZone(shipments.find((s) => s.storeNumber)?.storeNumber));
}
