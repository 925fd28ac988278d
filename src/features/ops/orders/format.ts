import { formatMoney, money } from '@/lib/money';
import { getMarket, type CurrencyCode, type Locale } from '@/lib/markets';

/**
 * An amount in minor units of its own currency, formatted for the staff member (Intl). The staff
 * member's own money shows as at home ($, R$); another market's is told apart (MX$ 1,234.50 for a
 * US member, USD 1,234.50 or US$ 1.234,50 for a Mexican or Brazilian one), since the back office
 * lists all three markets side by side and "$" alone is both the dollar and the peso.
 */
export function staffMoney(amount: number, currency: CurrencyCode, locale: Locale): string {
  if (getMarket(locale).currency === currency) return formatMoney(money(amount, currency), locale);
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'symbol' });
  return format.format(amount / 10 ** format.resolvedOptions().maximumFractionDigits!);
}

/**
 * A moment, in the staff member's language: in UTC (the back office serves three markets' time
 * zones), or in the zone given, named ("Mar 9, 2026, 9:30 PM CST": an order found by its market's
 * or store's day shows that day).
 */
export function staffTime(date: Date, locale: Locale, timeZone = 'UTC'): string {
  if (timeZone === 'UTC') return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone }).format(date);
}

/** The key of an order or shipment status under `orders.status` (its spaces as underscores). */
export const statusKey = (status: string) => status.replaceAll(' ', '_');
