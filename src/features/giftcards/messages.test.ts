import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/markets';
import { GIFT_CARD_FIELD_MESSAGES, type BalanceRefusal } from './balance';

const root = path.resolve(import.meta.dirname, '../../../messages');
type Tree = { [key: string]: string | Tree };

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return target;
}

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
const incomingFile = (locale: string) => path.join(root, 'incoming', `giftcard-pages.${locale}.json`);

/** The catalogue with this module's incoming keys merged in (once merged, the incoming file is gone). */
function catalogue(locale: string): Tree {
  const merged = read(path.join(root, `${locale}.json`));
  return fs.existsSync(incomingFile(locale)) ? merge(merged, read(incomingFile(locale))) : merged;
}

function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`)));
}

const REFUSALS: BalanceRefusal[] = ['invalid', 'otherCurrency', 'blocked', 'tooManyAttempts', 'pinWait', 'generic'];
const LANDING = (locale: string) => leaves((catalogue(locale).giftCards as Tree).landing as Tree, 'giftCards.landing.');
const USED = [
  'giftCards.balance.title',
  'giftCards.balance.intro',
  'giftCards.balance.cardNumber',
  'giftCards.balance.cardNumberHint',
  'giftCards.balance.pin',
  'giftCards.balance.pinHint',
  'giftCards.balance.submit',
  'giftCards.balance.checking',
  'giftCards.balance.checkAnother',
  'giftCards.balance.shopNow',
  'giftCards.balance.goToCheckout',
  'giftCards.balance.backToGiftCards',
  'giftCards.balance.metaTitle',
  'giftCards.balance.metaDescription',
  'giftCards.balance.result',
  'giftCards.balance.cardEnding',
  'giftCards.payment.title',
  ...REFUSALS.map((r) => `giftCards.error.${r}`),
  ...GIFT_CARD_FIELD_MESSAGES,
];
const VALUES = { amount: '$50.00', last4: '7890', count: 2, unit: 'minutes', option: 'Pay with a gift card' };

describe('gift card page messages', () => {
  it('the three incoming files have the same keys', () => {
    if (!fs.existsSync(incomingFile('en-US'))) return;
    const keys = leaves(read(incomingFile('en-US'))).sort();
    for (const locale of LOCALES) expect(leaves(read(incomingFile(locale))).sort(), locale).toEqual(keys);
  });

  for (const locale of LOCALES) {
    it(`${locale} has every label the pages and the balance check use, with its placeholders filled`, () => {
      const problems: string[] = [];
      const t = createTranslator({ locale, messages: catalogue(locale), onError: (e) => problems.push(e.message) });
      const keys = [...USED, ...LANDING(locale)];
      expect(keys).toContain('giftCards.landing.faq.cash.answer');
      for (const key of keys) {
        const text = t(key as never, VALUES as never);
        expect(text, key).not.toBe(key);
        expect(text, key).not.toMatch(/[{}]/);
      }
      expect(problems).toEqual([]);
    });
  }
});
