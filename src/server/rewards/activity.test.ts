import { describe, expect, it } from 'vitest';
import { marketToday } from '@/lib/dates';
import { activityFilter, addDays, entryOrderType, isIsoDay, zonedDay, zonedDayStart } from './activity';

describe('market days', () => {
  it('knows real days from look-alikes', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-2-1')).toBe(false);
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -365)).toBe('2025-03-01');
  });

  it('starts a day at midnight in the time zone, across daylight saving changes', () => {
    expect(zonedDayStart('2026-01-15', 'America/Chicago').toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(zonedDayStart('2026-07-15', 'America/Chicago').toISOString()).toBe('2026-07-15T05:00:00.000Z');
    // 8 March 2026: clocks go forward at 02:00, after that day's midnight.
    expect(zonedDayStart('2026-03-08', 'America/Chicago').toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(zonedDayStart('2026-03-09', 'America/Chicago').toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(zonedDayStart('2026-07-15', 'America/Mexico_City').toISOString()).toBe('2026-07-15T06:00:00.000Z');
  });

  it('reads the day an instant falls on in the market', () => {
    expect(zonedDay(new Date('2026-03-10T03:00:00Z'), 'America/Chicago')).toBe('2026-03-09');
    expect(zonedDay(new Date('2026-03-10T06:00:00Z'), 'America/Chicago')).toBe('2026-03-10');
    expect(marketToday('es-MX', new Date('2026-05-01T05:59:00Z'))).toBe('2026-04-30');
  });
});

describe('activityFilter', () => {
  it('turns fromDate and toDate into the instants that bound those market days, both included', () => {
    const { filter, problem } = activityFilter({ fromDate: '2026-03-01', toDate: '2026-03-31', orderType: 'RETURN' }, 'en-US');
    expect(problem).toBeNull();
    // The US market reads its days in New York (lib/dates marketTimeZone), as every other date it shows: EST, then EDT from March 8.
    expect(filter.from?.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(filter.to?.toISOString()).toBe('2026-04-01T04:00:00.000Z');
    expect(filter.orderType).toBe('RETURN');
  });

  it('takes blank values as no filter, and names the first problem', () => {
    expect(activityFilter({ fromDate: ' ', toDate: '', orderType: '' }, 'es-MX')).toEqual({ filter: {}, problem: null });
    expect(activityFilter({ fromDate: '03/01/2026' }, 'en-US').problem).toBe('fromDate');
    expect(activityFilter({ toDate: '2026-13-01' }, 'en-US').problem).toBe('toDate');
    expect(activityFilter({ fromDate: '2026-03-02', toDate: '2026-03-01' }, 'en-US').problem).toBe('range');
    expect(activityFilter({ orderType: 'onlineorder' }, 'en-US').problem).toBe('orderType');
  });
});

describe('entryOrderType', () => {
  it("is the order's type, else Adjustment for what an operator did without an order", () => {
    expect(entryOrderType({ kind: 'credit_earned', orderType: 'INSTOREORDER', orderNumber: '123456789', creditRequestId: null })).toBe('INSTOREORDER');
    expect(entryOrderType({ kind: 'credit_earned', orderType: null, orderNumber: null, creditRequestId: 7 })).toBe('Adjustment');
    expect(entryOrderType({ kind: 'adjusted', orderType: null, orderNumber: null, creditRequestId: null })).toBe('Adjustment');
    expect(entryOrderType({ kind: 'reward_issued', orderType: null, orderNumber: null, creditRequestId: null })).toBeNull();
    expect(entryOrderType({ kind: 'expired', orderType: null, orderNumber: null, creditRequestId: null })).toBeNull();
  });
});
