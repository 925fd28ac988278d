import { describe, expect, it } from 'vitest';
import { expectedCheckDigit, modelYearOf, normaliseVin, otherCycleYear, vinProblem, wmiOf } from './vin';

describe('normaliseVin', () => {
  it('trims, upper-cases and drops spaces and dashes', () => {
    expect(normaliseVin('  1hgcm826-33a 004352 ')).toBe('1HGCM82633A004352');
    expect(normaliseVin('1HG-CM8-2633A\t004352')).toBe('1HGCM82633A004352');
  });
});

describe('expectedCheckDigit', () => {
  it('computes position 9 with the 49 CFR 565 weights', () => {
    expect(expectedCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(expectedCheckDigit('19XFC1F7XGE028370')).toBe('X');
    expect(expectedCheckDigit('11111111111111111')).toBe('1');
  });

  it('gives X for a remainder of 10', () => {
    expect(expectedCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(expectedCheckDigit('5N1NJ01CXST000001')).toBe('X');
  });

  it('ignores what position 9 holds', () => {
    expect(expectedCheckDigit('1HGCM82603A004352')).toBe('3');
  });
});

describe('vinProblem', () => {
  it('counts characters as the shopper sees them: 17 emoji are 17 characters, none of them a VIN’s', () => {
    expect(vinProblem('🚗'.repeat(17))).toBe('characters');
    expect(vinProblem('🚗'.repeat(9))).toBe('length');
  });

  it('accepts well-formed VINs', () => {
    expect(vinProblem('1HGCM82633A004352')).toBeNull();
    expect(vinProblem('KM8K2CAB4PU001140')).toBeNull();
  });

  it('reports length first', () => {
    expect(vinProblem('1HGCM82633A00435')).toBe('length');
    expect(vinProblem('1HGCM82633A0043521')).toBe('length');
    expect(vinProblem('IOQ')).toBe('length');
    expect(vinProblem('')).toBe('length');
  });

  it('reports characters outside A-Z0-9 and I, O, Q', () => {
    expect(vinProblem('1HGCM82633AO04352')).toBe('characters');
    expect(vinProblem('1HGCM82633AI04352')).toBe('characters');
    expect(vinProblem('1HGCM82633AQ04352')).toBe('characters');
    expect(vinProblem('1HGCM82633A00435*')).toBe('characters');
    expect(vinProblem('1hgcm82633a004352')).toBe('characters');
  });

  it('checks the check digit of North American VINs only', () => {
    expect(vinProblem('1HGCM82633A004353')).toBe('checkDigit');
    expect(vinProblem('1HGCM82643A004352')).toBe('checkDigit');
    expect(vinProblem('5YFBURHE8FP280940')).toBe('checkDigit');
    // Outside North America position 9 need not be a check digit.
    expect(vinProblem('WBSWL9C55AP786013')).toBeNull();
    expect(vinProblem('JM1BL1SF4A1267720')).toBeNull();
  });
});

describe('wmiOf', () => {
  it('is positions 1-3', () => {
    expect(wmiOf('1HGCM82633A004352')).toBe('1HG');
    expect(wmiOf('WBSWL9C54AP786013')).toBe('WBS');
  });

  it('adds positions 12-14 when position 3 is 9 (small manufacturers)', () => {
    expect(wmiOf('1Z9AB12C3DE456789')).toBe('1Z9456');
    expect(wmiOf('SA9AB12C3DE123789')).toBe('SA9123');
  });
});

describe('modelYearOf', () => {
  it('reads position 10 in the 1980-2009 cycle when position 7 is a digit', () => {
    expect(modelYearOf('1HGCM82633A004352')).toBe(2003);
    expect(modelYearOf('2GCEC19Z0S1245490')).toBe(1995);
    expect(modelYearOf('1GCHK29U21E231713')).toBe(2001);
    expect(modelYearOf('1HGCM82639A004352')).toBe(2009);
    expect(modelYearOf('1HGCM826XL0000000')).toBe(1990);
  });

  it('reads the 2010-2039 cycle when position 7 is a letter', () => {
    expect(modelYearOf('19XFC1F7XGE028370')).toBe(2016);
    expect(modelYearOf('KM8K2CAB4PU001140')).toBe(2023);
    expect(modelYearOf('1HGCM8A63AA004352')).toBe(2010);
    expect(modelYearOf('1HGCM8A63YA004352')).toBe(2030);
  });

  it('falls back 30 years past the newest possible model year', () => {
    expect(modelYearOf('WBAPH7C509A000000')).toBe(2039);
    expect(modelYearOf('WBAPH7C509A000000', 2027)).toBe(2009);
    expect(modelYearOf('19XFC1F7XGE028370', 2027)).toBe(2016);
  });

  it('is null for codes that are not years', () => {
    expect(modelYearOf('1HGCM82630A004352')).toBeNull();
    expect(modelYearOf('1HGCM8263UA004352')).toBeNull();
    expect(modelYearOf('1HGCM8263ZA004352')).toBeNull();
    expect(modelYearOf('1HGCM8263')).toBeNull();
  });

  it('pairs the cycles', () => {
    expect(otherCycleYear(2003)).toBe(2033);
    expect(otherCycleYear(2016)).toBe(1986);
  });
});
