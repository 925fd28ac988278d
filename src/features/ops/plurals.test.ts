import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import ptBR from '../../../messages/pt-BR.json';

/**
 * Portuguese counts zero as "one" (Intl.PluralRules('pt-BR').select(0) === 'one'), so a plural
 * message with only `one` and `other` reads "0 tentativa" or "0 oferta" to a Brazilian member.
 * Every plural of the back office's Portuguese messages says what zero is (`=0 {…}`).
 */
function messages(node: unknown, path: string): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, value]) => messages(value, path ? `${path}.${key}` : key));
  return [];
}

describe('the back office in Brazilian Portuguese', () => {
  it('says what zero is in every plural (pt-BR reads 0 as one)', () => {
    expect(new Intl.PluralRules('pt-BR').select(0)).toBe('one');
    const singularZero = messages(ptBR.ops, 'ops').filter(([, text]) => /,\s*plural\s*,/.test(text) && /(^|[\s}])one\s*\{/.test(text) && !/=0\s*\{/.test(text));
    expect(singularZero.map(([key]) => key)).toEqual([]);
  });

  it('reads an e-mail never tried as no attempts, not "0 tentativa"', () => {
    const t = createTranslator({ locale: 'pt-BR', messages: ptBR, namespace: 'ops.outbox' });
    expect(t('attempts', { count: 0 })).toBe('nenhuma tentativa');
    expect(t('attempts', { count: 1 })).toBe('1 tentativa');
    expect(t('attempts', { count: 2 })).toBe('2 tentativas');
  });
});
