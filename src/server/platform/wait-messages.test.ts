import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/markets';
import { waitValues } from './rate-limit';

/** The messages that tell a slowed-down shopper how long to wait (docs/decisions/030), in every language. */
const WAIT_KEYS = ['giftCards.error.pinWait', 'trackOrder.tooManyWait', 'account.signIn.errors.tooManyWait', 'rewards.errors.answerWait'];

describe('wait messages', () => {
  it('say minutes, then hours from two hours on', () => {
    expect([30, 60, 61, 90 * 60, 2 * 3600, 24 * 3600].map(waitValues)).toEqual([
      { count: 1, unit: 'minutes' },
      { count: 1, unit: 'minutes' },
      { count: 2, unit: 'minutes' },
      { count: 90, unit: 'minutes' },
      { count: 2, unit: 'hours' },
      { count: 24, unit: 'hours' },
    ]);
  });

  for (const locale of LOCALES) {
    it(`${locale} says every wait with its number and unit`, () => {
      const messages = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../../messages/${locale}.json`), 'utf8')) as Record<string, unknown>;
      const problems: string[] = [];
      const t = createTranslator({ locale, messages, onError: (e) => problems.push(e.message) });
      for (const key of WAIT_KEYS) {
        const minutes = t(key as never, waitValues(300) as never);
        const hours = t(key as never, waitValues(5 * 3600) as never);
        expect(minutes, key).toMatch(/\b5 min/);
        expect(hours, key).toMatch(/\b5 (hours|horas)\b/);
        expect(minutes, key).not.toMatch(/[{}]/);
      }
      expect(t('account.signIn.errors.passwordPaused' as never)).not.toBe('account.signIn.errors.passwordPaused');
      expect(problems).toEqual([]);
    });
  }
});
