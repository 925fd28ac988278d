import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/markets';
import { foldText } from './text';
import { SYNONYMS, synonymsOf } from './synonyms';

describe('synonyms', () => {
  it("are the market's: Mexico's pastillas are balatas, not in the United States or Brazil", () => {
    expect(synonymsOf('es-MX', 'pastillas')).toEqual(['balatas']);
    expect(synonymsOf('en-US', 'pastillas')).toEqual([]);
    expect(synonymsOf('pt-BR', 'pastillas')).toEqual([]);
    expect(synonymsOf('es-MX', 'constructor')).toEqual([]);
  });

  it('are folded words and phrases, as queries are read, never a word of its own list', () => {
    for (const locale of LOCALES) {
      for (const [word, alternatives] of Object.entries(SYNONYMS[locale])) {
        expect(foldText(word)).toBe(word);
        for (const alternative of alternatives) expect(foldText(alternative)).toBe(alternative);
        expect(alternatives).not.toContain(word);
      }
    }
    expect(synonymsOf('es-MX', foldText('Batería'))).toEqual(['acumulador']);
  });
});
