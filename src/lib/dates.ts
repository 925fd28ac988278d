import { getMarket, type Locale } from '@/lib/markets';

/**
 * Every date a shopper reads goes through here (issue 18 item 17). Two kinds of date:
 * - an instant (an order placed, a package delivered): formatted with `formatDate` in the time
 *   zone it is read in, always given: the market's (`marketTimeZone`) or a store's. Never the
 *   server's zone, which is UTC in production and something else on a laptop;
 * - a calendar day, YYYY-MM-DD (a delivery estimate, a service date, a holiday): already a day
 *   in some zone, so it is formatted as that day, whatever the zone of the server or browser.
 */

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The zone a market's shoppers read dates in (its fulfilment centre's and its e-mails'). */
export function marketTimeZone(locale: Locale): string {
  return getMarket(locale).timeZone;
}

/** A YYYY-MM-DD day read as that calendar day, whatever the server's or browser's time zone. */
function utcDay(iso: string): Date {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One `Intl.DateTimeFormat` per locale and options, made once: making one costs far more than
 * formatting with it (a store's opening hours in every header call showed in the server's CPU
 * profile). The options used are a fixed handful (the time zones of the markets and stores), so the
 * map stays small.
 */
export function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formats.set(key, found);
  }
  return found;
}

/** How a date reads: 'medium' (May 10, 2024), 'long' (May 10, 2024 in full month), 'weekday' (Tue, May 14). */
export type DateStyle = 'medium' | 'long' | 'weekday';

function styleOptions(style: DateStyle): Intl.DateTimeFormatOptions {
  return style === 'weekday' ? { weekday: 'short', month: 'short', day: 'numeric' } : { dateStyle: style };
}

/** An instant as the day it is in `timeZone` ("November 26, 2026" in New York for 2026-11-27T02:00Z). */
export function formatDate(instant: Date | string, locale: Locale, timeZone: string, style: DateStyle = 'long'): string {
  return formatter(locale, { ...styleOptions(style), timeZone }).format(new Date(instant));
}

/** A YYYY-MM-DD day in the shopper's locale ("May 10, 2024", "10 de mayo de 2024", "10 de mai. de 2024"). */
export function formatDay(iso: string, locale: Locale, style: DateStyle = 'medium'): string {
  return formatter(locale, { ...styleOptions(style), timeZone: 'UTC' }).format(utcDay(iso));
}

/** A YYYY-MM-DD delivery estimate, short with its weekday ("Tue, May 14", "mar 14 de may", "ter., 14 de mai."). */
export function formatDeliveryDay(iso: string, locale: Locale): string {
  return formatDay(iso, locale, 'weekday');
}

/** Two YYYY-MM-DD days as one window: "Fri, Nov 27 – Tue, Dec 1", or the one day when they are the same. */
export function formatDayWindow(earliest: string, latest: string, locale: Locale): string {
  if (earliest.slice(0, 10) === latest.slice(0, 10)) return formatDeliveryDay(earliest, locale);
  // ICU puts thin spaces around the range's dash; the catalogue's own ranges use ordinary ones.
  return formatter(locale, { ...styleOptions('weekday'), timeZone: 'UTC' }).formatRange(utcDay(earliest), utcDay(latest)).replace(/[\u2009\u202f]/g, ' ');
}

/** A real YYYY-MM-DD day ("2025-02-30" is not). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const parsed = utcDay(value);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The day `days` after (or before) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(utcDay(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of a YYYY-MM-DD day, 0 = Sunday. */
export function weekdayOf(day: string): number {
  return utcDay(day).getUTCDay();
}

/** The wall clock of an instant in a time zone: its day, weekday (0 = Sunday) and minutes since midnight. */
export function wallClock(instant: Date, timeZone: string): { date: string; weekday: number; minutes: number } {
  const parts = formatter('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  const date = `${get('year')}-${get('month')}-${get('day')}`;
  return { date, weekday: weekdayOf(date), minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** The YYYY-MM-DD day an instant falls on in a time zone. */
export function zonedDay(instant: Date, timeZone: string): string {
  return wallClock(instant, timeZone).date;
}

/** The instant a day's wall-clock time (minutes since midnight) happens in a zone (exact outside a DST change at that hour). */
export function zonedInstant(day: string, minutes: number, timeZone: string): Date {
  const wanted = utcDay(day).getTime() + minutes * 60_000;
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const seen = wallClock(new Date(guess), timeZone);
    guess += wanted - (utcDay(seen.date).getTime() + seen.minutes * 60_000);
  }
  return new Date(guess);
}

/** The instant a YYYY-MM-DD day begins in a time zone. */
export function zonedDayStart(day: string, timeZone: string): Date {
  return zonedInstant(day, 0, timeZone);
}

/** Today in the market, as YYYY-MM-DD. */
export function marketToday(locale: Locale, now: Date = new Date()): string {
  return zonedDay(now, marketTimeZone(locale));
}
