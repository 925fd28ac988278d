import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '../constants';
import * as validation from './index';
import { maxLengthError, requiredError, visibleError } from './index';

describe('field behaviour (spec §5 Fields)', () => {
  it.each<[string, { focused: boolean; showUntilChange?: boolean; changedSinceError?: boolean }, string | null]>([
    ['shown when not focused', { focused: false }, 'validation.email.invalid'],
    ['hidden while focused', { focused: true }, null],
    ['shown while focused with "show until change"', { focused: true, showUntilChange: true }, 'validation.email.invalid'],
    ['cleared when the value changes', { focused: false, changedSinceError: true }, null],
    ['cleared on change even with "show until change"', { focused: true, showUntilChange: true, changedSinceError: true }, null],
  ])('%s', (_, state, expected) => {
    expect(visibleError({ error: 'validation.email.invalid', ...state })).toBe(expected);
  });

  it('shows nothing when there is no error', () => {
    expect(visibleError({ error: null, focused: false })).toBeNull();
  });

  it.each<[string, number | undefined, string | null]>([
    ['a'.repeat(NAME_MAX_LENGTH - 1), NAME_MAX_LENGTH, null],
    ['a'.repeat(NAME_MAX_LENGTH), NAME_MAX_LENGTH, 'validation.field.maxLength'],
    ['a'.repeat(NAME_MAX_LENGTH + 1), NAME_MAX_LENGTH, 'validation.field.maxLength'],
    ['anything', undefined, null],
  ])('maxLengthError at %i characters, max %s', (value, max, expected) => {
    expect(maxLengthError(value, max)).toBe(expected);
  });

  it.each<[unknown, `validation.${string}` | undefined, string | null]>([
    ['', undefined, 'validation.field.required'],
    ['  ', undefined, 'validation.field.required'],
    [null, undefined, 'validation.field.required'],
    ['', 'validation.firstName.missing', 'validation.firstName.missing'],
    ['x', undefined, null],
    [0, undefined, null],
  ])('requiredError(%j, %s) = %s', (value, custom, expected) => {
    expect(requiredError(value, custom)).toBe(expected);
  });
});

describe('the index', () => {
  it('re-exports every module', () => {
    for (const name of ['validateFirstName', 'validateEmail', 'formatPhone', 'validateAddressForm', 'addressFormSchema', 'validateGiftCardPin']) {
      expect(validation).toHaveProperty(name);
    }
  });
});

type Tree = { [key: string]: string | Tree };
const root = path.resolve(import.meta.dirname, '../../..');

/** The catalogue as it will be once the fragment is merged (scripts/merge-messages.ts: the fragment wins). */
function catalogue(locale: string): Tree {
  const merge = (target: Tree, source: Tree): Tree => {
    for (const [key, value] of Object.entries(source)) {
      const current = target[key];
      target[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
    }
    return target;
  };
  const tree = JSON.parse(readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')) as Tree;
  const fragment = path.join(root, 'messages', 'incoming', `validation.${locale}.json`);
  return existsSync(fragment) ? merge(tree, JSON.parse(readFileSync(fragment, 'utf8')) as Tree) : tree;
}

/** Every key the rules can return, read from their source. */
const usedKeys = [
  ...new Set(
    ['names', 'contact', 'address', 'gift-card', 'index'].flatMap((file) =>
      [...readFileSync(path.join(import.meta.dirname, `${file}.ts`), 'utf8').matchAll(/'(validation\.[A-Za-z0-9_.]+)'/g)].map((m) => m[1]!),
    ),
  ),
];

describe('the validation messages', () => {
  it.each(['en-US', 'es-MX', 'pt-BR'])('%s has a message for every key the rules return', (locale) => {
    const errors: string[] = [];
    const t = createTranslator({ locale, messages: catalogue(locale), onError: (error) => errors.push(error.message) });
    expect(usedKeys.length).toBeGreaterThan(30);
    for (const key of usedKeys) {
      const message = t(key as never, { limit: 2, max: 30 } as never);
      expect(message, key).not.toBe(key);
      expect(message, key).not.toMatch(/[{}]/);
    }
    expect(errors).toEqual([]);
  });

  it.each<[string, string, Record<string, number>?]>([
    ['validation.firstName.missing', 'You are missing a first name'],
    ['validation.firstName.tooManySpaces', 'Only only one space allowed in this name.'],
    ['validation.lastName.tooManySpaces', 'Only only three spaces allowed in this name.'],
    ['validation.name.invalidCharacters', 'Only dashes and apostrophes are allowed in names.'],
    ['validation.name.noLetters', 'Your name must contain letters.'],
    ['validation.name.tooManySpaces', 'Only one space allowed in this name.', { limit: 1 }],
    ['validation.name.tooManySpaces', 'Only two spaces allowed in this name.', { limit: 2 }],
    ['validation.name.tooManySpaces', 'Only three spaces allowed in this name.', { limit: 3 }],
    ['validation.zipOrEmail.invalid', 'Please enter the 5 digit ZIP or email address on your account'],
    ['validation.field.maxLength', 'You have reached the maximum character limit (30 characters).', { max: 30 }],
  ])('en-US says the spec\'s sentence for %s', (key, sentence, values) => {
    const t = createTranslator({ locale: 'en-US', messages: catalogue('en-US') });
    expect(t(key as never, values as never)).toBe(sentence);
  });
});
