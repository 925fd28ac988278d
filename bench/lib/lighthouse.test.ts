import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from './lighthouse';

describe('calibratedSlowdown', () => {
  it("gives Lighthouse's calculator's slowdown at its anchor points: 4× for a host index of about 1,533", () => {
    expect(calibratedSlowdown(150)).toBe(1);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(1533)).toBe(4);
    expect(calibratedSlowdown(2000)).toBe(6);
  });

  it('is continuous between the anchors, and never below 1× for a very slow host', () => {
    expect(calibratedSlowdown(1050)).toBe(2.5);
    expect(calibratedSlowdown(1299.9)).toBeCloseTo(3, 2);
    expect(calibratedSlowdown(799.9)).toBeCloseTo(2, 2);
    expect(calibratedSlowdown(50)).toBe(1);
  });
});
