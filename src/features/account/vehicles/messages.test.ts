import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/markets';
import { GARAGE_ERRORS, GARAGE_MESSAGE_VALUES } from '@/lib/validation/garage';

const root = path.resolve(import.meta.dirname, '../../../../messages');

/** The merged catalogue once account.vehicles is in it; until then the incoming file this module ships. */
function catalogue(locale: string): Record<string, unknown> {
  const merged = JSON.parse(fs.readFileSync(path.join(root, `${locale}.json`), 'utf8')) as { account?: { vehicles?: unknown } };
  if (merged.account?.vehicles) return merged;
  return JSON.parse(fs.readFileSync(path.join(root, 'incoming', `account-vehicles.${locale}.json`), 'utf8')) as Record<string, unknown>;
}

const SAMPLE_VALUES = { ...GARAGE_MESSAGE_VALUES, count: 16, vinYear: 2003, vinMake: 'Honda', year: 2015, make: 'Toyota', mileage: 48_000, unit: 'mi', date: '1 Jan 2014' };

describe('garage and service-history messages', () => {
  for (const locale of LOCALES) {
    it(`${locale} has every error, filled in without missing values`, () => {
      const problems: string[] = [];
      const t = createTranslator({ locale, messages: catalogue(locale), onError: (e) => problems.push(e.message) });
      for (const { key } of Object.values(GARAGE_ERRORS)) {
        const text = t(key as never, SAMPLE_VALUES as never);
        expect(text, key).not.toBe(key);
        expect(text, key).not.toMatch(/[{}]/);
      }
      expect(problems).toEqual([]);
    });
  }
});
