import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_CENTRE_TRANSFER_DAYS, PICKUP_LEAD_MINUTES, SISTER_STORE_TRANSFER_DAYS } from '@/lib/constants';
import type { WeekHours } from './hours';
import { pickupTime, type PickupStore } from './pickup';

const weekday = { open: '08:00', close: '21:00' };
const HOURS: WeekHours = [{ open: '09:00', close: '18:00' }, weekday, weekday, weekday, weekday, weekday, weekday];
const newYork: PickupStore = { hours: HOURS, timeZone: 'America/New_York', country: 'US' };
const mexico: PickupStore = { hours: HOURS, timeZone: 'America/Mexico_City', country: 'MX' };

describe('pickup time of a part on the store shelf', () => {
  it('is within the lead time while the store is open', () => {
    // Tuesday 2026-11-24 10:00 in New York.
    expect(pickupTime(newYork, new Date('2026-11-24T15:00:00Z'))).toEqual({ kind: 'soon' });
  });

  it('is at the next opening when the store closes before the lead time is up', () => {
    // Tuesday 20:30: the store closes at 21:00, less than the lead time away.
    expect(PICKUP_LEAD_MINUTES).toBeGreaterThan(30);
    expect(pickupTime(newYork, new Date('2026-11-25T01:30:00Z'))).toEqual({ kind: 'day', daysAhead: 1, date: '2026-11-25', at: '08:00' });
  });

  it('is at opening when the store is closed: later today, or tomorrow', () => {
    // Tuesday 06:00: opens at 08:00 today.
    expect(pickupTime(newYork, new Date('2026-11-24T11:00:00Z'))).toEqual({ kind: 'day', daysAhead: 0, date: '2026-11-24', at: '08:00' });
    // Tuesday 22:00: tomorrow at 08:00.
    expect(pickupTime(newYork, new Date('2026-11-25T03:00:00Z'))).toEqual({ kind: 'day', daysAhead: 1, date: '2026-11-25', at: '08:00' });
    // Saturday 22:00: Sunday's own hours.
    expect(pickupTime(newYork, new Date('2026-11-29T03:00:00Z'))).toEqual({ kind: 'day', daysAhead: 1, date: '2026-11-29', at: '09:00' });
  });

  it('reads the clock in the store’s zone, not the server’s', () => {
    // 2026-11-25T02:30Z: 21:30 in New York (closed), 20:30 in Mexico City (open, but closing within the lead time).
    const instant = new Date('2026-11-25T02:30:00Z');
    expect(pickupTime(newYork, instant)).toEqual({ kind: 'day', daysAhead: 1, date: '2026-11-25', at: '08:00' });
    expect(pickupTime(mexico, new Date('2026-11-24T20:00:00Z'))).toEqual({ kind: 'soon' });
  });

  it('keeps the holiday hours: Thanksgiving closes at 6 PM, Christmas Day is closed', () => {
    // Thanksgiving 2026-11-26 at 17:30: closing at 18:00, so Friday at opening.
    expect(pickupTime(newYork, new Date('2026-11-26T22:30:00Z'))).toEqual({ kind: 'day', daysAhead: 1, date: '2026-11-27', at: '08:00' });
    // The same moment in Mexico is an ordinary Thursday afternoon.
    expect(pickupTime(mexico, new Date('2026-11-26T22:30:00Z'))).toEqual({ kind: 'soon' });
    // Christmas Eve 19:00: Christmas Day closed, Saturday at 08:00.
    expect(pickupTime(newYork, new Date('2026-12-25T00:00:00Z'))).toEqual({ kind: 'day', daysAhead: 2, date: '2026-12-26', at: '08:00' });
  });

  it('has no time when the store never opens', () => {
    expect(pickupTime({ ...newYork, hours: [null, null, null, null, null, null, null] }, new Date('2026-11-24T15:00:00Z'))).toBeNull();
  });
});

describe('pickup time of a part sent to the store', () => {
  it('is the first open day once it arrives from a sister store or a distribution centre', () => {
    const tuesday = new Date('2026-11-24T15:00:00Z');
    expect(pickupTime(newYork, tuesday, 'sisterStore')).toEqual({ kind: 'day', daysAhead: SISTER_STORE_TRANSFER_DAYS, date: '2026-11-25', at: null });
    // Two days after Tuesday is Thanksgiving: open (until 6 PM), so that day.
    expect(pickupTime(newYork, tuesday, 'distributionCentre')).toEqual({ kind: 'day', daysAhead: DISTRIBUTION_CENTRE_TRANSFER_DAYS, date: '2026-11-26', at: null });
    // Arriving on Christmas Day, when the store is closed: the day after.
    expect(pickupTime(newYork, new Date('2026-12-23T15:00:00Z'), 'distributionCentre')).toEqual({ kind: 'day', daysAhead: 3, date: '2026-12-26', at: null });
  });
});
