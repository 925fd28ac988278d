import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX_CHARACTERS } from '@/lib/search-text';
import { PART_NUMBER_MIN_CHARACTERS, SEARCH_MAX_WORDS, TYPO_MIN_WORD_LENGTH } from './constants';
import { correctable, foldText, partNumberCandidates, partNumberKey, queryWords } from './text';

describe('query words', () => {
  it('sanitise, fold case and accents, and split on anything but letters and digits', () => {
    expect(queryWords('  Balatas   CERÁMICAS! ')).toEqual(['balatas', 'ceramicas']);
    expect(queryWords('óleo 5W-30')).toEqual(['oleo', '5w', '30']);
    expect(queryWords('<script>alert(1)</script>')).toEqual(['scriptalert1', 'script']);
    expect(queryWords('K&N "air filter" 1/2')).toEqual(['k', 'n', 'air', 'filter', '1', '2']);
  });

  it('drop repeated words, and keep at most the first SEARCH_MAX_WORDS', () => {
    expect(queryWords('brake Brake BRAKE pads')).toEqual(['brake', 'pads']);
    const many = Array.from({ length: SEARCH_MAX_WORDS + 4 }, (_, i) => `w${i}`).join(' ');
    expect(queryWords(many)).toHaveLength(SEARCH_MAX_WORDS);
    expect(queryWords(many)[0]).toBe('w0');
  });

  it('are empty for text with nothing searchable', () => {
    expect(queryWords('')).toEqual([]);
    expect(queryWords('  !!! @@ ')).toEqual([]);
    expect(queryWords('🚗')).toEqual([]);
  });

  it('bound the text to the search box limit before splitting', () => {
    const long = 'a'.repeat(SEARCH_TEXT_MAX_CHARACTERS + 50);
    expect(queryWords(long)[0]).toHaveLength(SEARCH_TEXT_MAX_CHARACTERS);
  });

  it('fold the letters unaccent folds and decomposition does not', () => {
    expect(foldText('Ölfilter Straße Ærø')).toBe('olfilter strasse aero');
    expect(foldText('e\u0301')).toBe('e');
  });
});

describe('part numbers', () => {
  it('compare upper case, letters and digits only', () => {
    expect(partNumberKey('sto-101 234')).toBe('STO101234');
    expect(partNumberKey('STO101234')).toBe('STO101234');
    expect(partNumberKey(' Sto.101/234 ')).toBe('STO101234');
    expect(partNumberKey('bç-12')).toBe('BC12');
  });

  it('are looked for as the whole text and as each token with a digit', () => {
    expect(PART_NUMBER_MIN_CHARACTERS).toBe(4);
    expect(partNumberCandidates('sto-101 234')).toEqual(['STO101234', 'STO101']);
    expect(partNumberCandidates('STO101234 brake pads')).toEqual(['STO101234BRAKEPADS', 'STO101234']);
    expect(partNumberCandidates('brake pads')).toEqual([]);
    expect(partNumberCandidates('5w3')).toEqual([]);
    expect(partNumberCandidates('5w30')).toEqual(['5W30']);
    expect(partNumberCandidates('5w-30 oil')).toEqual(['5W30OIL', '5W30']);
  });
});

describe('typo candidates', () => {
  it('are words of TYPO_MIN_WORD_LENGTH letters or more without digits', () => {
    expect(correctable('brak', TYPO_MIN_WORD_LENGTH)).toBe(true);
    expect(correctable('for', TYPO_MIN_WORD_LENGTH)).toBe(false);
    expect(correctable('5w30', TYPO_MIN_WORD_LENGTH)).toBe(false);
    expect(correctable('2015', TYPO_MIN_WORD_LENGTH)).toBe(false);
  });
});
