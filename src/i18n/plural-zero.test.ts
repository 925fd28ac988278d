import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import enUS from '../../messages/en-US.json';
import esMX from '../../messages/es-MX.json';
import ptBR from '../../messages/pt-BR.json';

type Tree = { [key: string]: string | Tree };

const catalogues = { 'en-US': enUS, 'es-MX': esMX, 'pt-BR': ptBR } as Record<string, Tree>;

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

/** A plural argument of a message: its name and its branches (`one`, `other`, `=0`, …) with their text. */
interface Plural {
  arg: string;
  branches: Map<string, string>;
}

/** The index after the `}` that closes the brace opened just before `at`. */
function closing(text: string, at: number): number {
  let depth = 1;
  let i = at;
  for (; i < text.length && depth > 0; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}') depth--;
  }
  return i;
}

/** Every `{name, plural, …}` of an ICU message, nested ones (inside a select's or a plural's branch) included. */
export function pluralsOf(text: string): Plural[] {
  const found: Plural[] = [];
  const pattern = /\{\s*(\w+)\s*,\s*plural\s*,/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const end = closing(text, match.index + 1);
    const body = text.slice(match.index + match[0].length, end - 1);
    const branches = new Map<string, string>();
    const selector = /\s*(offset:\d+\s*)?(=\d+|zero|one|two|few|many|other)\s*\{/y;
    let i = 0;
    while (i < body.length) {
      selector.lastIndex = i;
      const head = selector.exec(body);
      if (!head) break;
      const after = closing(body, selector.lastIndex);
      branches.set(head[2]!, body.slice(selector.lastIndex, after - 1));
      i = after;
    }
    found.push({ arg: match[1]!, branches });
  }
  return found;
}

/**
 * The messages whose plural would say zero with a singular: the locale's plural category for 0
 * (Intl.PluralRules) picks a branch other than `other`, and no `=0 {…}` says what zero is.
 * Brazilian Portuguese puts 0 in `one` (CLDR: i = 0..1), so `one {# produto}` alone reads
 * "0 produto"; in Portuguese, as in Spanish and English, zero takes the plural ("0 produtos").
 */
function singularZeros(locale: string, catalogue: Tree): string[] {
  const zero = new Intl.PluralRules(locale).select(0);
  return leaves(catalogue).flatMap(([key, text]) =>
    pluralsOf(text)
      .filter(({ branches }) => !branches.has('=0') && (branches.get(zero) ?? branches.get('other')) !== branches.get('other'))
      .map(({ arg }) => `${key} {${arg}}`),
  );
}

describe('zero in plural messages', () => {
  it('finds the plurals of a message, nested ones included', () => {
    const plurals = pluralsOf('Em {unit, select, hours {{count, plural, one {# hora} other {# horas}}} other {{count, plural, =0 {agora} one {# minuto} other {# minutos}}}}.');
    expect(plurals.map(({ arg, branches }) => [arg, [...branches.keys()]])).toEqual([
      ['count', ['one', 'other']],
      ['count', ['=0', 'one', 'other']],
    ]);
    expect(plurals[0]!.branches.get('one')).toBe('# hora');
  });

  it('flags a Portuguese plural that would read "0 produto", and not one whose forms are the same', () => {
    expect(new Intl.PluralRules('pt-BR').select(0)).toBe('one');
    expect(singularZeros('pt-BR', { a: '{count, plural, one {# produto} other {# produtos}}' })).toEqual(['a {count}']);
    expect(singularZeros('pt-BR', { a: '{count, plural, =0 {nenhum produto} one {# produto} other {# produtos}}' })).toEqual([]);
    expect(singularZeros('pt-BR', { a: '{count, plural, one {# em estoque} other {# em estoque}}' })).toEqual([]);
    expect(singularZeros('es-MX', { a: '{count, plural, one {# producto} other {# productos}}' })).toEqual([]);
  });

  for (const [locale, catalogue] of Object.entries(catalogues)) {
    it(`says zero with the plural (or its own =0 words) in every ${locale} message`, () => {
      expect(singularZeros(locale, catalogue)).toEqual([]);
    });
  }

  it('counts zero products in Brazilian Portuguese as "0 produtos"', () => {
    const t = createTranslator({ locale: 'pt-BR', messages: ptBR });
    expect(t('catalog.shelf.count', { count: 0 })).toBe('0 produtos');
    expect(t('catalog.shelf.count', { count: 1 })).toBe('1 produto');
    expect(t('catalog.shelf.count', { count: 2 })).toBe('2 produtos');
  });
});
