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

/** A moment, in the staff member's language, in UTC (the back office serves three markets' time zones). */
export function staffTime(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC';
}

/** The key of an order or shipment status under `orders.status` (its spaces as underscores). */
export const statusKey = (status: string) => status.replaceAll(' ', '_');
