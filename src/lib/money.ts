import { getMarket, type CurrencyCode, type Locale } from './markets';

/** Money is an integer of minor units plus a currency code; never a float. */
export interface Money {
  amount: number;
  currency: CurrencyCode;
}

const MINOR_UNIT_DIGITS: Record<CurrencyCode, number> = { USD: 2, MXN: 2, BRL: 2 };

export function money(amount: number, currency: CurrencyCode): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money amount must be an integer of minor units, got ${amount}`);
  return { amount, currency };
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new TypeError(`Cannot add ${a.currency} to ${b.currency}`);
  return money(a.amount + b.amount, a.currency);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: Locale, currency: CurrencyCode, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // Mexico's peso shows as "$" at home, not "MX$".
      currencyDisplay: 'narrowSymbol',
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Format for the shopper's locale through Intl, e.g. $1,234.56, $1,234.56, R$ 1.234,56.
 * `wholeWhenExact` drops ".00" for round amounts in marketing copy ("earn $20").
 */
export function formatMoney(value: Money, locale: Locale, options: { wholeWhenExact?: boolean } = {}): string {
  const scale = 10 ** MINOR_UNIT_DIGITS[value.currency];
  const whole = !!options.wholeWhenExact && value.amount % scale === 0;
  return formatterFor(locale, value.currency, whole).format(value.amount / scale);
}

/** Format an amount in the market's own currency. */
export function formatMarketPrice(amount: number, locale: Locale, options: { wholeWhenExact?: boolean } = {}): string {
  return formatMoney(money(amount, getMarket(locale).currency), locale, options);
}
