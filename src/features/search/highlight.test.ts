import { describe, expect, it } from 'vitest';
import { highlightTyped } from './highlight';

const marked = (suggestion: string, typed: string) =>
  highlightTyped(suggestion, typed)
    .map((s) => (s.match ? `[${s.text}]` : s.text))
    .join('');

describe('highlightTyped', () => {
  it('marks the first place the typed text occurs', () => {
    expect(marked('brake pads', 'brake')).toBe('[brake] pads');
    expect(marked('front brake pads', 'brake')).toBe('front [brake] pads');
    expect(marked('pads pads', 'pads')).toBe('[pads] pads');
  });

  it('ignores case and accents, and keeps the suggestion as written', () => {
    expect(marked('Batería LTH', 'bateria')).toBe('[Batería] LTH');
    expect(marked('aceite sintético', 'SINTETICO')).toBe('aceite [sintético]');
    expect(marked('óleo de motor', 'oleo')).toBe('[óleo] de motor');
    expect(marked('bateria', 'Batería')).toBe('[bateria]');
  });

  it('marks nothing when the text does not occur or nothing was typed', () => {
    expect(highlightTyped('spark plugs', 'brake')).toEqual([{ text: 'spark plugs', match: false }]);
    expect(highlightTyped('spark plugs', '  ')).toEqual([{ text: 'spark plugs', match: false }]);
  });

  it('always joins back to the suggestion', () => {
    for (const [suggestion, typed] of <[string, string][]>[
      ['Ölfilter für 5W-30', 'ol'],
      ['A&B 1/2" set', '1/2"'],
      ['wipers 🚗 front', 'front'],
      ['İstanbul parts', 'istanbul'],
    ]) {
      expect(
        highlightTyped(suggestion, typed)
          .map((s) => s.text)
          .join(''),
      ).toBe(suggestion);
    }
    expect(marked('wipers 🚗 front', 'front')).toBe('wipers 🚗 [front]');
    expect(marked('İstanbul parts', 'istanbul')).toBe('[İstanbul] parts');
  });
});
