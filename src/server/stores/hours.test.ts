import { describe, expect, it } from 'vitest';
import { localTime, openState, storeStatus, type WeekHours } from './hours';

const weekday = { open: '07:30', close: '21:00' };
const HOURS: WeekHours = [null, weekday, weekday, weekday, weekday, weekday, { open: '08:00', close: '18:00' }];

describe('open state', () => {
  it("reads the weekday and time in the store's zone", () => {
    // Monday 2026-11-23 02:00 UTC is Sunday 21:00 in New York.
    expect(localTime(new Date('2026-11-23T02:00:00Z'), 'America/New_York')).toEqual({ weekday: 0, minutes: 21 * 60 });
    expect(localTime(new Date('2026-11-23T02:00:00Z'), 'America/Sao_Paulo')).toEqual({ weekday: 0, minutes: 23 * 60 });
  });

  it('is open between opening and closing, closed before and from closing time', () => {
    // Tuesday 2026-11-24 in Mexico City (UTC-6, no daylight saving).
    expect(openState(HOURS, 'America/Mexico_City', new Date('2026-11-24T13:29:00Z'))).toEqual({ isClosed: true, today: weekday });
    expect(openState(HOURS, 'America/Mexico_City', new Date('2026-11-24T13:30:00Z'))).toEqual({ isClosed: false, today: weekday });
    expect(openState(HOURS, 'America/Mexico_City', new Date('2026-11-25T02:59:00Z'))).toEqual({ isClosed: false, today: weekday });
    expect(openState(HOURS, 'America/Mexico_City', new Date('2026-11-25T03:00:00Z'))).toEqual({ isClosed: true, today: weekday });
  });

  it('is closed all day on a day without hours', () => {
    // Sunday 2026-11-22 noon in Puerto Rico (UTC-4).
    expect(openState(HOURS, 'America/Puerto_Rico', new Date('2026-11-22T16:00:00Z'))).toEqual({ isClosed: true, today: null });
  });

  it('uses the same instant differently in different zones', () => {
    // Saturday 2026-11-28 22:30 UTC: 17:30 in New York (open until 18:00), 14:30 in Los Angeles, 19:30 in São Paulo (closed).
    const instant = new Date('2026-11-28T22:30:00Z');
    expect(openState(HOURS, 'America/New_York', instant).isClosed).toBe(false);
    expect(openState(HOURS, 'America/Los_Angeles', instant).isClosed).toBe(false);
    expect(openState(HOURS, 'America/Sao_Paulo', instant).isClosed).toBe(true);
  });
});

describe('store status', () => {
  it('says until when an open store is open', () => {
    // Tuesday 2026-11-24 10:00 in Mexico City.
    expect(storeStatus(HOURS, 'America/Mexico_City', new Date('2026-11-24T16:00:00Z'))).toEqual({ isOpen: true, closesAt: '21:00', opensAt: null });
  });

  it('says when a closed store opens: later today, tomorrow, or after a closed day', () => {
    // Tuesday 06:00 in Mexico City: opens at 07:30 today.
    expect(storeStatus(HOURS, 'America/Mexico_City', new Date('2026-11-24T12:00:00Z')).opensAt).toEqual({ daysAhead: 0, weekday: 2, time: '07:30' });
    // Tuesday 22:00: opens Wednesday.
    expect(storeStatus(HOURS, 'America/Mexico_City', new Date('2026-11-25T04:00:00Z')).opensAt).toEqual({ daysAhead: 1, weekday: 3, time: '07:30' });
    // Saturday 19:00: Sunday is closed, so Monday.
    expect(storeStatus(HOURS, 'America/Mexico_City', new Date('2026-11-29T01:00:00Z')).opensAt).toEqual({ daysAhead: 2, weekday: 1, time: '07:30' });
  });

  it('never opens when it has no hours', () => {
    expect(storeStatus([null, null, null, null, null, null, null], 'America/New_York', new Date())).toEqual({ isOpen: false, closesAt: null, opensAt: null });
  });
});
