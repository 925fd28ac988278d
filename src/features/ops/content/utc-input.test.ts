import { describe, expect, it } from 'vitest';
import { fromUtcInput, toUtcInput } from './utc-input';

describe('datetime-local inputs in UTC', () => {
  it('shows a moment as its UTC wall time, whatever the server’s zone', () => {
    expect(toUtcInput(new Date('2026-11-27T05:30:59.999Z'))).toBe('2026-11-27T05:30');
    expect(toUtcInput(new Date('2026-03-08T23:15:00-06:00'))).toBe('2026-03-09T05:15');
    expect(toUtcInput(null)).toBe('');
  });

  it('reads the input as UTC, with or without seconds', () => {
    expect(fromUtcInput('2026-11-27T05:30')?.toISOString()).toBe('2026-11-27T05:30:00.000Z');
    expect(fromUtcInput('2026-11-27T05:30:15')?.toISOString()).toBe('2026-11-27T05:30:15.000Z');
    expect(fromUtcInput('  ')).toBeNull();
  });

  it('round-trips', () => {
    const value = '2027-01-01T00:00';
    expect(toUtcInput(fromUtcInput(value))).toBe(value);
  });

  it('refuses what is not a real date and time', () => {
    for (const value of ['2026-02-30T10:00', '2026-13-01T10:00', '2026-01-01T24:00', '2026-01-01 10:00', '2026-01-01T10:00Z', 'tomorrow']) expect(fromUtcInput(value), value).toBeUndefined();
  });
});
