import { describe, expect, it } from 'vitest';
import { addYearsUtc, coverageAt, coverageEnd, EXPIRING_SOON_DAYS, isCovered, isWarrantyTerm, WARRANTY_TERMS } from './coverage';

const DAY = 86_400_000;
const received = new Date('2025-03-10T15:30:00Z');
const after = (days: number, ms = 0) => new Date(received.getTime() + days * DAY + ms);

describe('warranty coverage', () => {
  it('knows the six terms and nothing else', () => {
    expect(WARRANTY_TERMS).toEqual(['90-day', '1-year', '2-year', '3-year', 'limited-lifetime', 'lifetime']);
    expect(isWarrantyTerm('1-year')).toBe(true);
    expect(isWarrantyTerm('5-year')).toBe(false);
    expect(isWarrantyTerm(null)).toBe(false);
  });

  it('90-day: covered on day 89, over at day 90 and after', () => {
    expect(coverageEnd('90-day', received)).toEqual(after(90));
    expect(coverageAt('90-day', received, after(89))).toEqual({ status: 'expiring-soon', startsAt: received, endsAt: after(90), daysLeft: 1 });
    expect(coverageAt('90-day', received, after(90, -1))).toMatchObject({ status: 'expiring-soon', daysLeft: 1 });
    expect(coverageAt('90-day', received, after(90))).toEqual({ status: 'expired', startsAt: received, endsAt: after(90), daysLeft: 0 });
    expect(coverageAt('90-day', received, after(91))).toMatchObject({ status: 'expired', daysLeft: 0 });
  });

  it('is active on the day of receipt with the whole term left', () => {
    expect(coverageAt('90-day', received, received)).toMatchObject({ status: 'active', daysLeft: 90 });
    expect(coverageAt('1-year', received, received)).toMatchObject({ status: 'active', daysLeft: 365 });
  });

  it(`turns "expiring soon" at exactly ${EXPIRING_SOON_DAYS} days left, not a moment before`, () => {
    const end = after(90);
    const at = (ms: number) => coverageAt('90-day', received, new Date(end.getTime() - ms));
    expect(at(EXPIRING_SOON_DAYS * DAY + 1)).toMatchObject({ status: 'active', daysLeft: EXPIRING_SOON_DAYS + 1 });
    expect(at(EXPIRING_SOON_DAYS * DAY)).toMatchObject({ status: 'expiring-soon', daysLeft: EXPIRING_SOON_DAYS });
    expect(at(1)).toMatchObject({ status: 'expiring-soon', daysLeft: 1 });
  });

  it('N-year: the same date and time N years on, counting leap days', () => {
    expect(coverageEnd('1-year', received)).toEqual(new Date('2026-03-10T15:30:00Z'));
    expect(coverageEnd('2-year', received)).toEqual(new Date('2027-03-10T15:30:00Z'));
    expect(coverageEnd('3-year', received)).toEqual(new Date('2028-03-10T15:30:00Z'));
    // A year across 29 February 2028 is 366 days.
    const before = new Date('2027-06-01T00:00:00Z');
    expect(coverageAt('1-year', before, before).daysLeft).toBe(366);
  });

  it('N-year from 29 February ends on 28 February of a common year, and on 29 February of a leap one', () => {
    const leapDay = new Date('2024-02-29T12:00:00Z');
    expect(addYearsUtc(leapDay, 1)).toEqual(new Date('2025-02-28T12:00:00Z'));
    expect(coverageEnd('2-year', leapDay)).toEqual(new Date('2026-02-28T12:00:00Z'));
    expect(coverageEnd('3-year', leapDay)).toEqual(new Date('2027-02-28T12:00:00Z'));
    expect(addYearsUtc(leapDay, 4)).toEqual(new Date('2028-02-29T12:00:00Z'));
    expect(coverageAt('1-year', leapDay, new Date('2025-02-28T11:59:59Z'))).toMatchObject({ status: 'expiring-soon', daysLeft: 1 });
    expect(coverageAt('1-year', leapDay, new Date('2025-02-28T12:00:00Z'))).toMatchObject({ status: 'expired' });
  });

  it('lifetime and limited lifetime never end', () => {
    for (const term of ['lifetime', 'limited-lifetime'] as const) {
      expect(coverageEnd(term, received)).toBeNull();
      const coverage = coverageAt(term, received, new Date('2099-01-01T00:00:00Z'));
      expect(coverage).toEqual({ status: 'active', startsAt: received, endsAt: null, daysLeft: null });
      expect(isCovered(coverage)).toBe(true);
    }
  });

  it('has not started until the part is received', () => {
    for (const term of WARRANTY_TERMS) {
      const coverage = coverageAt(term, null, received);
      expect(coverage).toEqual({ status: 'not-started', startsAt: null, endsAt: null, daysLeft: null });
      expect(isCovered(coverage)).toBe(false);
    }
  });

  it('counts active and expiring soon as covered, expired not', () => {
    expect(isCovered(coverageAt('90-day', received, after(10)))).toBe(true);
    expect(isCovered(coverageAt('90-day', received, after(80)))).toBe(true);
    expect(isCovered(coverageAt('90-day', received, after(95)))).toBe(false);
  });
});
