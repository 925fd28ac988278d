/** Opening hours and the open state, computed in the store's own time zone, holidays included (./holidays). */
import { addDays, wallClock, weekdayOf } from '@/lib/dates';
import { holidayHours, holidayOn } from './holidays';
import type { StoreCountry } from './schema';

export interface DayHours {
  /** Local time "HH:MM", 24-hour. */
  open: string;
  close: string;
}

/** Seven entries, Sunday first; null on a closed day. */
export type WeekHours = (DayHours | null)[];

export interface OpenState {
  isClosed: boolean;
  /** Today's hours in the store's zone; null when it does not open today. */
  today: DayHours | null;
}

/** The weekday (0 = Sunday) and minutes since midnight of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): { weekday: number; minutes: number } {
  const { weekday, minutes } = wallClock(instant, timeZone);
  return { weekday, minutes };
}

function minutesOf(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** A store's hours on a day (YYYY-MM-DD in its zone): its weekly hours, changed by its country's holiday calendar. */
export function hoursOn(hours: WeekHours, country: StoreCountry, date: string): DayHours | null {
  return holidayHours(hours[weekdayOf(date)] ?? null, holidayOn(country, date)?.hours ?? null);
}

/** Whether the store is open at `instant`, and its hours that day (holidays included), in its own zone. */
export function openState(hours: WeekHours, timeZone: string, instant: Date, country: StoreCountry): OpenState {
  const { date, minutes } = wallClock(instant, timeZone);
  const today = hoursOn(hours, country, date);
  if (!today) return { isClosed: true, today: null };
  const open = minutes >= minutesOf(today.open) && minutes < minutesOf(today.close);
  return { isClosed: !open, today };
}

export interface StoreStatus {
  isOpen: boolean;
  /** While open: today's closing time. */
  closesAt: string | null;
  /** While closed: when it next opens (`date` in its zone), `daysAhead` 0 meaning later today; null if it never opens. */
  opensAt: { daysAhead: number; weekday: number; date: string; time: string } | null;
}

/** How far ahead a closed store's next opening is looked for: a week, and a holiday or two. */
const LOOK_AHEAD_DAYS = 14;

/** Open now until when, or closed until when, in the store's own zone and with its holidays. */
export function storeStatus(hours: WeekHours, timeZone: string, instant: Date, country: StoreCountry): StoreStatus {
  const { date, minutes } = wallClock(instant, timeZone);
  const today = hoursOn(hours, country, date);
  if (today && minutes >= minutesOf(today.open) && minutes < minutesOf(today.close)) return { isOpen: true, closesAt: today.close, opensAt: null };
  for (let daysAhead = 0; daysAhead < LOOK_AHEAD_DAYS; daysAhead++) {
    const day = addDays(date, daysAhead);
    const hoursThatDay = hoursOn(hours, country, day);
    if (!hoursThatDay || (daysAhead === 0 && minutes >= minutesOf(hoursThatDay.open))) continue;
    return { isOpen: false, closesAt: null, opensAt: { daysAhead, weekday: weekdayOf(day), date: day, time: hoursThatDay.open } };
  }
  return { isOpen: false, closesAt: null, opensAt: null };
}
