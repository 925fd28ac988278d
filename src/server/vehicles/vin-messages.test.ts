import { describe, expect, it } from 'vitest';
import en from '../../../messages/en-US.json';
import es from '../../../messages/es-MX.json';
import pt from '../../../messages/pt-BR.json';
import type { VinFailure } from './vin-lookup';

const FAILURES: VinFailure[] = ['length', 'characters', 'checkDigit', 'unknownManufacturer', 'noMatch'];

describe('VIN validation messages', () => {
  for (const [locale, catalogue] of [
    ['en-US', en],
    ['es-MX', es],
    ['pt-BR', pt],
  ] as const) {
    it(`${locale} explains every way a VIN can fail`, () => {
      const errors = catalogue.vehicles.vin.errors as Record<VinFailure, string>;
      for (const failure of FAILURES) expect(errors[failure], failure).toMatch(/\S{3,}/);
      // The length message tells the shopper how many characters they typed.
      expect(errors.length).toContain('{count}');
    });
  }
});
