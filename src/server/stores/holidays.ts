/**
 * The stores' holiday calendar (issue 18 item 21): per market, the days stores keep other hours
 * (close early, open late, stay closed). It is the one schedule both of these read, so they
 * cannot disagree:
 * - the stores' hours (open now / closed until, the store pages, the pickup time) through
 *   `hoursOn` in ./hours;
 * - the sitewide alert's holiday notice, shown from `noticeDays` before the holiday until its
 *   last day ends (`holidayNoticeAt`, read by the header content).
 * Pure data and functions; the clock is always passed in.
 */
import { addDays, zonedDayStart } from '@/lib/dates';
import { getMarket, type Locale } from '@/lib/markets';
import type { DayHours } from './hours';
import type { StoreCountry } from './schema';

/** A holiday's hours on one day: closed, or the store's own hours with some end replaced. */
export type HolidayHours = 'closed' | Partial<DayHours>;

export interface HolidayDay {
  /** YYYY-MM-DD in the store's own zone. */
  date: string;
  hours: HolidayHours;
}

/** Message keys under `stores.holidays.names`. */
export const HOLIDAY_KEYS = ['thanksgiving', 'christmas', 'newYear', 'buenFin', 'carnaval'] as const;
export type HolidayKey = (typeof HOLIDAY_KEYS)[number];

export interface Holiday {
  key: HolidayKey;
  days: HolidayDay[];
  /** The sitewide alert tells shoppers this many days before the first day. */
  noticeDays: number;
}

type Market = 'US' | 'MX' | 'BR';

const closesAt = (close: string): Partial<DayHours> => ({ close });

/**
 * 2026–2027. US: Thanksgiving and Christmas Eve close at 6 PM, Christmas Day is closed, New
 * Year's Eve closes at 6 PM and New Year's Day opens late. Mexico: Buen Fin weekend (the
 * weekend before Revolution Day's Monday) stays open until 10 PM; Christmas and New Year as
 * the US. Brazil: Carnaval Monday and Tuesday close at 1 PM; Christmas and New Year's Eve at
 * 2 PM, the days themselves closed.
 */
export const HOLIDAY_CALENDAR: Record<Market, readonly Holiday[]> = {
  US: [
    { key: 'thanksgiving', noticeDays: 7, days: [{ date: '2026-11-26', hours: closesAt('18:00') }] },
    { key: 'christmas', noticeDays: 7, days: [{ date: '2026-12-24', hours: closesAt('18:00') }, { date: '2026-12-25', hours: 'closed' }] },
    { key: 'newYear', noticeDays: 5, days: [{ date: '2026-12-31', hours: closesAt('18:00') }, { date: '2027-01-01', hours: { open: '10:00', close: '18:00' } }] },
    { key: 'thanksgiving', noticeDays: 7, days: [{ date: '2027-11-25', hours: closesAt('18:00') }] },
    { key: 'christmas', noticeDays: 7, days: [{ date: '2027-12-24', hours: closesAt('18:00') }, { date: '2027-12-25', hours: 'closed' }] },
    { key: 'newYear', noticeDays: 5, days: [{ date: '2027-12-31', hours: closesAt('18:00') }, { date: '2028-01-01', hours: { open: '10:00', close: '18:00' } }] },
  ],
  MX: [
    { key: 'buenFin', noticeDays: 7, days: ['2026-11-13', '2026-11-14', '2026-11-15', '2026-11-16'].map((date) => ({ date, hours: closesAt('22:00') })) },
    { key: 'christmas', noticeDays: 7, days: [{ date: '2026-12-24', hours: closesAt('18:00') }, { date: '2026-12-25', hours: 'closed' }] },
    { key: 'newYear', noticeDays: 5, days: [{ date: '2026-12-31', hours: closesAt('18:00') }, { date: '2027-01-01', hours: 'closed' }] },
    { key: 'buenFin', noticeDays: 7, days: ['2027-11-12', '2027-11-13', '2027-11-14', '2027-11-15'].map((date) => ({ date, hours: closesAt('22:00') })) },
    { key: 'christmas', noticeDays: 7, days: [{ date: '2027-12-24', hours: closesAt('18:00') }, { date: '2027-12-25', hours: 'closed' }] },
    { key: 'newYear', noticeDays: 5, days: [{ date: '2027-12-31', hours: closesAt('18:00') }, { date: '2028-01-01', hours: 'closed' }] },
  ],
  BR: [
    { key: 'christmas', noticeDays: 7, days: [{ date: '2026-12-24', hours: closesAt('14:00') }, { date: '2026-12-25', hours: 'closed' }] },
    { key: 'newYear', noticeDays: 5, days: [{ date: '2026-12-31', hours: closesAt('14:00') }, { date: '2027-01-01', hours: 'closed' }] },
    { key: 'carnaval', noticeDays: 7, days: [{ date: '2027-02-08', hours: closesAt('13:00') }, { date: '2027-02-09', hours: closesAt('13:00') }] },
    { key: 'christmas', noticeDays: 7, days: [{ date: '2027-12-24', hours: closesAt('14:00') }, { date: '2027-12-25', hours: 'closed' }] },
    { key: 'newYear', noticeDays: 5, days: [{ date: '2027-12-31', hours: closesAt('14:00') }, { date: '2028-01-01', hours: 'closed' }] },
  ],
};

/** Stores in Puerto Rico and the U.S. Virgin Islands keep the US calendar. */
function calendarMarket(country: StoreCountry): Market {
  return country === 'MX' ? 'MX' : country === 'BR' ? 'BR' : 'US';
}

const byDay = new Map<Market, Map<string, { holiday: Holiday; hours: HolidayHours }>>(
  (Object.keys(HOLIDAY_CALENDAR) as Market[]).map((m) => [m, new Map(HOLIDAY_CALENDAR[m].flatMap((holiday) => holiday.days.map((d) => [d.date, { holiday, hours: d.hours }] as const)))]),
);

/** The holiday a store's country keeps on a day (YYYY-MM-DD), with its hours; null on an ordinary day. */
export function holidayOn(country: StoreCountry, date: string): { holiday: Holiday; hours: HolidayHours } | null {
  return byDay.get(calendarMarket(country))!.get(date) ?? null;
}

/** A store's hours on a day: its usual hours for the weekday, as the holiday (if any) changes them. */
export function holidayHours(usual: DayHours | null, holiday: HolidayHours | null): DayHours | null {
  if (!holiday) return usual;
  if (holiday === 'closed') return null;
  if (!usual && !(holiday.open && holiday.close)) return null;
  return { open: holiday.open ?? usual!.open, close: holiday.close ?? usual!.close };
}

/** When a holiday's notice shows: from `noticeDays` before its first day to the end of its last, in the market's zone. */
export function noticeWindow(holiday: Holiday, timeZone: string): { from: Date; to: Date } {
  const first = holiday.days[0]!.date;
  const last = holiday.days.at(-1)!.date;
  return { from: zonedDayStart(addDays(first, -holiday.noticeDays), timeZone), to: zonedDayStart(addDays(last, 1), timeZone) };
}

/** The holiday whose notice the market's sitewide alert shows at `now`, if any (the soonest). */
export function holidayNoticeAt(locale: Locale, now: Date): Holiday | null {
  const market = getMarket(locale);
  for (const holiday of HOLIDAY_CALENDAR[calendarMarket(market.country)]) {
    const { from, to } = noticeWindow(holiday, market.timeZone);
    if (now >= from && now < to) return holiday;
  }
  return null;
}

/** The holiday days of a store's country from `date` (YYYY-MM-DD, in its zone) for `days` days: what a store page lists. */
export function holidayDaysAhead(country: StoreCountry, date: string, days: number): { date: string; holiday: Holiday }[] {
  const found = [];
  for (let i = 0; i < days; i++) {
    const day = addDays(date, i);
    const holiday = holidayOn(country, day);
    if (holiday) found.push({ date: day, holiday: holiday.holiday });
  }
  return found;
}
