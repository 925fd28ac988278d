/**
 * When an order can be picked up at a store (issue 18 item 15), from the store's hours (its
 * holidays included) and where the part is, in the store's own zone:
 * - on the store's shelf: ready within PICKUP_LEAD_MINUTES while the store is open and will
 *   still be open then; otherwise at the store's next opening;
 * - sent from a sister store or a distribution centre: on the first day the store is open
 *   once the part has arrived (SISTER_STORE_TRANSFER_DAYS, DISTRIBUTION_CENTRE_TRANSFER_DAYS).
 * Checkout, the cart and the product page all say it with `pickupTimeText`; the clock is passed in.
 */
import { DISTRIBUTION_CENTRE_TRANSFER_DAYS, PICKUP_LEAD_MINUTES, SISTER_STORE_TRANSFER_DAYS } from '@/lib/constants';
import { addDays, wallClock } from '@/lib/dates';
import { hoursOn, type WeekHours } from './hours';
import type { StoreCountry } from './schema';

export type StockSource = 'shelf' | 'sisterStore' | 'distributionCentre';

/** The store, as far as its pickup time goes. */
export interface PickupStore {
  hours: WeekHours;
  timeZone: string;
  country: StoreCountry;
}

/**
 * When: `today` with no time (within the lead time), or a day (`daysAhead` 0 today, 1 tomorrow;
 * `date` YYYY-MM-DD in the store's zone) from a time (`at`, "HH:MM") or, for a part that travels,
 * from opening (`at` null: the store says when it has arrived).
 */
export type PickupTime = { kind: 'soon' } | { kind: 'day'; daysAhead: number; date: string; at: string | null };

function minutesOf(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** How far ahead to look for an open day: two weeks and the longest transfer. */
const LOOK_AHEAD_DAYS = 14;

/** When an order placed at `now` can be picked up at `store`; null when the store never opens. */
export function pickupTime(store: PickupStore, now: Date, source: StockSource = 'shelf'): PickupTime | null {
  const clock = wallClock(now, store.timeZone);
  if (source === 'shelf') {
    const today = hoursOn(store.hours, store.country, clock.date);
    if (today && clock.minutes >= minutesOf(today.open) && clock.minutes + PICKUP_LEAD_MINUTES <= minutesOf(today.close)) return { kind: 'soon' };
    for (let daysAhead = 0; daysAhead <= LOOK_AHEAD_DAYS; daysAhead++) {
      const date = addDays(clock.date, daysAhead);
      const hours = hoursOn(store.hours, store.country, date);
      if (!hours || (daysAhead === 0 && clock.minutes >= minutesOf(hours.open))) continue;
      return { kind: 'day', daysAhead, date, at: hours.open };
    }
    return null;
  }
  const transfer = source === 'sisterStore' ? SISTER_STORE_TRANSFER_DAYS : DISTRIBUTION_CENTRE_TRANSFER_DAYS;
  for (let daysAhead = transfer; daysAhead <= transfer + LOOK_AHEAD_DAYS; daysAhead++) {
    const date = addDays(clock.date, daysAhead);
    if (hoursOn(store.hours, store.country, date)) return { kind: 'day', daysAhead, date, at: null };
  }
  return null;
}
