import { describe, expect, it } from 'vitest';
import { hoursOn, localTime, openState, storeStatus, type WeekHours } from './hours';

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
    expect(openState(HOURS, 'America/Mexico_City', new Date('2026-11-24T13:29:00Z'), 'MX')).toEqual({ isClosed: true, today: weekday });
    expect(openState(HOURS, 'America/Mexico_City', new Date('2026-11-24T13:30:00Z'), 'MX')).toEqual({ isClosed: false, today: weekday });
    expect(openState(HOURS, 'America/Mexico_City', new Date('2026-11-25T02:59:00Z'), 'MX')).toEqual({ isClosed: false, today: weekday });
    expect(openState(HOURS, 'America/Mexico_City', new Date('2026-11-25T03:00:00Z'), 'MX')).toEqual({ isClosed: true, today: weekday });
  });

  it('is closed all day on a day without hours', () => {
    // Sunday 2026-11-22 noon in Puerto Rico (UTC-4).
    expect(openState(HOURS, 'America/Puerto_Rico', new Date('2026-11-22T16:00:00Z'), 'US')).toEqual({ isClosed: true, today: null });
  });

  it('uses the same instant differently in different zones', () => {
    // Saturday 2026-11-28 22:30 UTC: 17:30 in New York (open until 18:00), 14:30 in Los Angeles, 19:30 in São Paulo (closed).
    const instant = new Date('2026-11-28T22:30:00Z');
    expect(openState(HOURS, 'America/New_York', instant, 'US').isClosed).toBe(false);
    expect(openState(HOURS, 'America/Los_Angeles', instant, 'US').isClosed).toBe(false);
    expect(openState(HOURS, 'America/Sao_Paulo', instant, 'BR').isClosed).toBe(true);
  });
});

describe('store status', () => {
  it('says until when an open store is open', () => {
    // Tuesday 2026-11-24 10:00 in Mexico City.
    expect(storeStatus(HOURS, 'America/Mexico_City', new Date('2026-11-24T16:00:00Z'), 'MX')).toEqual({ isOpen: true, closesAt: '21:00', opensAt: null });
  });

  it('says when a closed store opens: later today, tomorrow, or after a closed day', () => {
    // Tuesday 06:00 in Mexico City: opens at 07:30 today.
    expect(storeStatus(HOURS, 'America/Mexico_City', new Date('2026-11-24T12:00:00Z'), 'MX').opensAt).toEqual({ daysAhead: 0, weekday: 2, date: '2026-11-24', time: '07:30' });
    // Tuesday 22:00: opens Wednesday.
    expect(storeStatus(HOURS, 'America/Mexico_City', new Date('2026-11-25T04:00:00Z'), 'MX').opensAt).toEqual({ daysAhead: 1, weekday: 3, date: '2026-11-25', time: '07:30' });
    // Saturday 19:00: Sunday is closed, so Monday.
    expect(storeStatus(HOURS, 'America/Mexico_City', new Date('2026-11-29T01:00:00Z'), 'MX').opensAt).toEqual({ daysAhead: 2, weekday: 1, date: '2026-11-30', time: '07:30' });
  });

  it('never opens when it has no hours', () => {
    expect(storeStatus([null, null, null, null, null, null, null], 'America/New_York', new Date('2026-11-27T12:00:00Z'), 'US')).toEqual({ isOpen: false, closesAt: null, opensAt: null });
  });
});

describe('holiday hours (one calendar: server/stores/holidays.ts)', () => {
  // Thanksgiving 2026 is Thursday, November 26: stores close at 6 PM.
  it('closes at the holiday closing time, not the usual one', () => {
    const evening = new Date('2026-11-26T23:30:00Z'); // 18:30 in New York
    expect(openState(HOURS, 'America/New_York', evening, 'US')).toEqual({ isClosed: true, today: { open: '07:30', close: '18:00' } });
    expect(storeStatus(HOURS, 'America/New_York', evening, 'US')).toEqual({ isOpen: false, closesAt: null, opensAt: { daysAhead: 1, weekday: 5, date: '2026-11-27', time: '07:30' } });
    expect(storeStatus(HOURS, 'America/New_York', new Date('2026-11-26T20:00:00Z'), 'US')).toMatchObject({ isOpen: true, closesAt: '18:00' });
    // The same evening is an ordinary Thursday in Mexico.
    expect(storeStatus(HOURS, 'America/Mexico_City', new Date('2026-11-27T00:30:00Z'), 'MX')).toMatchObject({ isOpen: true, closesAt: '21:00' });
  });

  it('skips a day the stores are closed', () => {
    // Christmas Eve 2026 (Thursday) 19:00 in New York: Christmas Day is closed, Saturday opens at 08:00.
    expect(storeStatus(HOURS, 'America/New_York', new Date('2026-12-25T00:00:00Z'), 'US').opensAt).toEqual({ daysAhead: 2, weekday: 6, date: '2026-12-26', time: '08:00' });
    expect(hoursOn(HOURS, 'US', '2026-12-25')).toBeNull();
    expect(hoursOn(HOURS, 'PR', '2026-12-25')).toBeNull();
  });

  it('keeps Buen Fin’s longer hours in Mexico only', () => {
    expect(hoursOn(HOURS, 'MX', '2026-11-13')).toEqual({ open: '07:30', close: '22:00' });
    expect(hoursOn(HOURS, 'US', '2026-11-13')).toEqual(weekday);
  });
});
