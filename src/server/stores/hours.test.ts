import { describe, expect, it } from 'vitest';
import { localTime, openState, type WeekHours } from './hours';

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
