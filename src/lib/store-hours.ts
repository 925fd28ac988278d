import { formatter } from './dates';
import type { Locale } from './markets';

/** "08:00" as the locale writes a time of day: 8:00 AM, 8:00 a.m., 08:00 (24-hour clocks keep two digits). */
export function formatStoreTime(time: string, locale: Locale): string {
  const [hours, minutes] = time.split(':').map(Number);
  const twentyFour = ['h23', 'h24'].includes(formatter(locale, { hour: 'numeric' }).resolvedOptions().hourCycle ?? '');
  return formatter(locale, { hour: twentyFour ? '2-digit' : 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 2, hours, minutes)));
}

/** A weekday's name in the locale, 0 = Sunday. */
export function weekdayName(weekday: number, locale: Locale, width: 'long' | 'short' = 'long'): string {
  // 2000-01-02 was a Sunday.
  return formatter(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 2 + weekday)));
}

/** Spec §4: open/closed styling depends on whether the store message says open, abierto or aberto. */
export function storeMessageIsOpen(message: string): boolean {
  return /\b(open|abierto|aberto)\b/i.test(message);
}
