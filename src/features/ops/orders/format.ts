import { formatMoney, money } from '@/lib/money';
import { isLocale, type CurrencyCode, type Locale } from '@/lib/markets';

/** The staff member's language for numbers and dates: a storefront locale, else en-US. */
export function staffLocale(locale: string): Locale {
  return isLocale(locale) ? locale : 'en-US';
}

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
