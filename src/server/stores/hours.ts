/** Opening hours and the open state, computed in the store's own time zone with Intl. */

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

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, f);
  }
  return f;
}

/** The weekday (0 = Sunday) and minutes since midnight of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = format(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = WEEKDAYS.indexOf(part('weekday'));
  if (weekday < 0) throw new Error(`Cannot read the weekday in ${timeZone}`);
  return { weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

function minutesOf(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** Whether the store is open at `instant`, and its hours that day, in its own zone. */
export function openState(hours: WeekHours, timeZone: string, instant: Date): OpenState {
  const { weekday, minutes } = localTime(instant, timeZone);
  const today = hours[weekday] ?? null;
  if (!today) return { isClosed: true, today: null };
  const open = minutes >= minutesOf(today.open) && minutes < minutesOf(today.close);
  return { isClosed: !open, today };
}

export interface StoreStatus {
  isOpen: boolean;
  /** While open: today's closing time. */
  closesAt: string | null;
  /** While closed: when it next opens, `daysAhead` 0 meaning later today; null if it never opens. */
  opensAt: { daysAhead: number; weekday: number; time: string } | null;
}

/** Open now until when, or closed until when, in the store's own zone. */
export function storeStatus(hours: WeekHours, timeZone: string, instant: Date): StoreStatus {
  const { weekday, minutes } = localTime(instant, timeZone);
  const today = hours[weekday] ?? null;
  if (today && minutes >= minutesOf(today.open) && minutes < minutesOf(today.close)) return { isOpen: true, closesAt: today.close, opensAt: null };
  for (let daysAhead = 0; daysAhead < 7; daysAhead++) {
    const day = (weekday + daysAhead) % 7;
    const hoursThatDay = hours[day];
    if (!hoursThatDay || (daysAhead === 0 && minutes >= minutesOf(hoursThatDay.open))) continue;
    return { isOpen: false, closesAt: null, opensAt: { daysAhead, weekday: day, time: hoursThatDay.open } };
  }
  return { isOpen: false, closesAt: null, opensAt: null };
}
