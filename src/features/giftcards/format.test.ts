import { describe, expect, it } from 'vitest';
import { maskedCardNumber } from './format';

describe('maskedCardNumber', () => {
  it('hides all but the last four of the 16 digits, in groups of four', () => {
    expect(maskedCardNumber('7890')).toBe('•••• •••• •••• 7890');
  });

  it('never shows more than four digits, whatever it is given', () => {
    const masked = maskedCardNumber('6006 4912 3456 7890');
    expect(masked).toBe('•••• •••• •••• 7890');
    expect(masked.replace(/\D/g, '')).toBe('7890');
  });
});
