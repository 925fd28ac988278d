import type { Locale } from '@/lib/markets';

/** A YYYY-MM-DD day read as that calendar day, whatever the server's or browser's time zone. */
function utcDay(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** A YYYY-MM-DD day in the shopper's locale ("May 10, 2024", "10 de mayo de 2024", "10 de mai. de 2024"). */
export function formatDay(iso: string, locale: Locale, style: 'medium' | 'long' = 'medium'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(utcDay(iso));
}

/** A YYYY-MM-DD delivery estimate, short with its weekday ("Tue, May 14", "mar 14 de may", "ter., 14 de mai."). */
export function formatDeliveryDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(utcDay(iso));
}
