import { formatMoney, money } from '@/lib/money';
import type { CurrencyCode, Locale } from '@/lib/markets';

/** An amount in minor units of its own currency, formatted for the staff member (Intl). */
export function staffMoney(amount: number, currency: CurrencyCode, locale: Locale): string {
  return formatMoney(money(amount, currency), locale);
}

/** A moment, in the staff member's language, in UTC (the back office serves three markets' time zones). */
export function staffTime(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC';
}

/** The key of an order or shipment status under `orders.status` (its spaces as underscores). */
export const statusKey = (status: string) => status.replaceAll(' ', '_');
