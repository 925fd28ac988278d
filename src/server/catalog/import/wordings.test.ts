import { describe, expect, it } from 'vitest';
import enUS from '../../../../messages/en-US.json';
import esMX from '../../../../messages/es-MX.json';
import ptBR from '../../../../messages/pt-BR.json';
import { AT_LINE_KEY, atElement, atLine, inFile, PLACE_KEYS, REASON_KEYS, said } from './wordings';

/**
 * Every problem the import can report (the call sites name them by these keys, checked by the
 * compiler) and every place is a message of `ops.catalog.import.problems` in all three
 * catalogues, naming the same values in each.
 */
const CATALOGUES = { 'en-US': enUS, 'es-MX': esMX, 'pt-BR': ptBR };
const problemsOf = (catalogue: typeof enUS) => catalogue.ops.catalog.import.problems as Record<string, unknown>;
/** The names of the values a message uses: "{column} ''{value}''" → column, value. */
const argumentsOf = (text: string) => new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]));

describe('the import’s problem messages', () => {
  const keys = [...REASON_KEYS, ...PLACE_KEYS, AT_LINE_KEY];

  it('keep reasons and places apart', () => {
    expect(REASON_KEYS.filter((k: string) => (PLACE_KEYS as string[]).includes(k) || k === AT_LINE_KEY)).toEqual([]);
  });

  it.each(Object.entries(CATALOGUES))('are all in %s, with the values the English one names', (_, catalogue) => {
    const english = problemsOf(enUS);
    const messages = problemsOf(catalogue);
    expect(keys.filter((k) => typeof messages[k] !== 'string')).toEqual([]);
    for (const key of keys) expect([key, argumentsOf(messages[key] as string)]).toEqual([key, argumentsOf(english[key] as string)]);
  });

  it('has no message that nothing says', () => {
    for (const catalogue of Object.values(CATALOGUES)) expect(Object.keys(problemsOf(catalogue)).filter((k) => !keys.includes(k))).toEqual([]);
  });
});

describe('a reason', () => {
  it('is its English sentence and its message, a place among the values kept as a place', () => {
    expect(said('columnsMissing', { count: 2, columns: 'currency, regular' })).toEqual({ text: 'missing columns currency, regular', message: { key: 'columnsMissing', values: { count: 2, columns: 'currency, regular' } } });
    expect(said('saleBelowRegular')).toEqual({ text: 'sale must be less than regular', message: { key: 'saleBelowRegular' } });
    expect(said('stockTwice', { sku: 'A-1', type: 'dc', location: 'DC-ATL', at: atLine(2) })).toEqual({
      text: 'stock of A-1 at dc DC-ATL is already at line 2',
      message: { key: 'stockTwice', values: { sku: 'A-1', type: 'dc', location: 'DC-ATL' }, places: { at: { key: 'line', values: { line: 2 } } } },
    });
  });

  it('names its place in English and as a message', () => {
    expect(atLine(14)).toEqual({ where: 'line 14', line: 14, place: { key: 'line', values: { line: 14 } } });
    expect(inFile(1)).toEqual({ where: 'file', line: 1, place: { key: 'file' } });
    expect(atElement(40, 'app', { id: '7' })).toEqual({ where: 'App id 7 (line 40)', line: 40, place: { key: 'app', values: { id: '7' }, line: 40 } });
    expect(atElement(undefined, 'appNumber', { number: 3 })).toEqual({ where: 'App #3', line: undefined, place: { key: 'appNumber', values: { number: 3 } } });
    expect(atElement(80, 'footer').place).toEqual({ key: 'footer', line: 80 });
  });
});
