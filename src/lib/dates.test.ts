import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatDayWindow, marketTimeZone, wallClock, zonedDay, zonedDayStart, zonedInstant } from './dates';
import { LOCALES, type Locale } from './markets';

describe('formatDate: an instant is the day it is where the shopper reads it', () => {
  // 02:30 UTC on November 27 is still the evening of November 26 in all three markets.
  const lateEvening = new Date('2026-11-27T02:30:00Z');

  it.each<[Locale, string]>([
    ['en-US', 'November 26, 2026'],
    ['es-MX', '26 de noviembre de 2026'],
    ['pt-BR', '26 de novembro de 2026'],
  ])('%s reads the order date in its own zone, not UTC', (locale, expected) => {
    expect(formatDate(lateEvening, locale, marketTimeZone(locale), 'long')).toBe(expected);
  });

  it('gives the same day wherever the server runs: the zone is always given', () => {
    expect(formatDate(lateEvening, 'en-US', 'UTC')).toBe('November 27, 2026');
    expect(formatDate(lateEvening, 'en-US', 'America/New_York')).toBe('November 26, 2026');
    expect(formatDate('2026-11-27T02:30:00Z', 'en-US', 'America/New_York', 'weekday')).toBe('Thu, Nov 26');
  });

  it('gives each market its zone', () => {
    expect(LOCALES.map(marketTimeZone)).toEqual(['America/New_York', 'America/Mexico_City', 'America/Sao_Paulo']);
  });
});

describe('calendar days', () => {
  it('formats a YYYY-MM-DD day as that day in any zone', () => {
    expect(formatDay('2026-11-30', 'en-US', 'weekday')).toBe('Mon, Nov 30');
    expect(formatDay('2026-11-30', 'es-MX', 'long')).toBe('30 de noviembre de 2026');
  });

  it.each<[Locale, string, RegExp]>([
    ['en-US', 'Mon, Nov 30', /^Wed, Dec 2 – Fri, Dec 4$/],
    ['es-MX', 'lun 30 de nov', /^mié 2 de dic – vie 4 de dic$/],
    ['pt-BR', 'seg., 30 de nov.', /^qua\., 2 de dez\. – sex\., 4 de dez\.$/],
  ])('%s: a one-day window is one day, a longer one a range', (locale, oneDay, range) => {
    expect(formatDayWindow('2026-11-30', '2026-11-30', locale)).toBe(oneDay);
    expect(formatDayWindow('2026-12-02', '2026-12-04', locale)).toMatch(range);
  });
});

describe('wall clocks', () => {
  it('reads the day, weekday and time of an instant in a zone', () => {
    expect(wallClock(new Date('2026-11-27T03:15:00Z'), 'America/Mexico_City')).toEqual({ date: '2026-11-26', weekday: 4, minutes: 21 * 60 + 15 });
    expect(zonedDay(new Date('2026-11-27T03:15:00Z'), 'America/Sao_Paulo')).toBe('2026-11-27');
  });

  it('finds the instant of a local time, across daylight saving changes', () => {
    expect(zonedDayStart('2026-11-27', 'America/New_York').toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(zonedDayStart('2026-07-04', 'America/New_York').toISOString()).toBe('2026-07-04T04:00:00.000Z');
    expect(zonedInstant('2026-11-27', 8 * 60, 'America/Mexico_City').toISOString()).toBe('2026-11-27T14:00:00.000Z');
  });
});
