import { sanitizeSearchText } from '@/lib/search-text';
import { SEARCH_MAX_WORDS, PART_NUMBER_MIN_CHARACTERS } from './constants';

/**
 * How search reads what a shopper typed. These mirror the SQL functions of migration 0003
 * (search_normalize, search_part_number_key) for the catalogue's Latin alphabets, so that a
 * query and the documents it is compared with are normalised alike.
 */

/** Letters unaccent folds that Unicode decomposition does not. */
const FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th' };

/** Lower case, without accents: "Cerámicas" -> "ceramicas", "Ölfilter" -> "olfilter". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđłþ]/g, (ch) => FOLDS[ch] ?? ch);
}

/**
 * The words of a query: sanitised as the search box does (spec §5), folded, split on
 * anything but letters and digits, duplicates dropped, at most SEARCH_MAX_WORDS.
 */
export function queryWords(text: string): string[] {
  const words = foldText(sanitizeSearchText(text))
    .split(/[^\p{L}\p{Nd}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
}

/** A part number as compared: upper case, letters and digits only ("sto-101 234" -> "STO101234"). */
export function partNumberKey(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{Nd}]+/gu, '')
    .toUpperCase();
}

/**
 * The part-number keys a query may mean: the whole text run together ("STO 101-234") and each
 * space-separated token ("STO101234 brake pads"), when it holds a digit and is long enough to
 * be a part number rather than a word.
 */
export function partNumberCandidates(text: string): string[] {
  const clean = sanitizeSearchText(text);
  const keys = [clean, ...clean.split(' ')].map(partNumberKey).filter((key) => key.length >= PART_NUMBER_MIN_CHARACTERS && /\d/.test(key));
  return [...new Set(keys)];
}

/** Whether a word may be a typo worth correcting: long enough, and no digits (sizes, years, part numbers are not words). */
export function correctable(word: string, minLength: number): boolean {
  return Array.from(word).length >= minLength && !/\d/.test(word);
}
