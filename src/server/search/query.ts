import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import type { Locale } from '@/lib/markets';
import { PREFIX_COMPLETIONS_MAX, TYPO_MIN_SIMILARITY, TYPO_MIN_WORD_LENGTH } from './constants';
import { synonymsOf } from './synonyms';
import { correctable } from './text';

/**
 * The SQL pieces searches and suggestions share: the text search language of a locale, the
 * tsquery of some words, typo correction against the index's words, and the vehicle conditions.
 */

const CONFIGS: Record<Locale, string> = { 'en-US': 'english', 'es-MX': 'spanish', 'pt-BR': 'portuguese' };

/** The locale as an SQL literal: the per-market partial indexes are chosen by it. Locales are a closed set. */
export const localeLiteral = (locale: Locale): SQL => sql.raw(`'${locale}'`);
const config = (locale: Locale): SQL => sql.raw(`'${CONFIGS[locale]}'::regconfig`);

/**
 * One word's query: the word stemmed in the locale's language, in English (every market also
 * searches English words), or as written (brands, part numbers). A stop word of either
 * language asks for nothing (an empty tsquery, which && and || skip), so "juego de balatas"
 * needs no "de" in the document.
 */
function wordQuery(locale: Locale, word: string): SQL {
  const cfg = config(locale);
  return sql`(CASE WHEN numnode(plainto_tsquery(${cfg}, ${word})) = 0 OR numnode(plainto_tsquery('english', ${word})) = 0 THEN ''::tsquery
    ELSE plainto_tsquery(${cfg}, ${word}) || plainto_tsquery('english', ${word}) || plainto_tsquery('simple', ${word}) END)`;
}

/** The word being typed: itself or any index word it begins ("brake pa" asks for "pad", "part"...). */
function typedWordQuery(locale: Locale, word: string, completions: string[]): SQL {
  const alternatives = [...new Set([word, ...completions])].map((w) => {
    const cfg = config(locale);
    return sql`plainto_tsquery(${cfg}, ${w}) || plainto_tsquery('english', ${w}) || plainto_tsquery('simple', ${w})`;
  });
  return sql`(${sql.join(alternatives, sql` || `)})`;
}

/**
 * All the words (or, with `any`, at least one). With `completions`, the last word is being
 * typed and may also be any of them. A word with synonyms in the market (synonyms.ts) may be
 * any of them instead. Words are letters and digits only.
 */
export function textQuery(locale: Locale, words: string[], options: { any: boolean; completions?: string[] }): SQL {
  const parts = words.map((word, i) => {
    if (options.completions && i === words.length - 1) return typedWordQuery(locale, word, options.completions);
    const alternatives = synonymsOf(locale, word);
    if (alternatives.length === 0) return wordQuery(locale, word);
    return sql`(${sql.join([word, ...alternatives].map((w) => wordQuery(locale, w)), sql` || `)})`;
  });
  return sql`(${sql.join(parts, options.any ? sql` || ` : sql` && `)})`;
}

export interface UnderstoodQuery {
  /** The words to search for, typos replaced. */
  words: string[];
  /** The corrected text when a word was replaced. */
  correctedText?: string;
  /** With prefixLast: the index words the last word begins (itself included when it is one), most frequent first. */
  completions?: string[];
  /** The words (of `words`) the index has (as typed, by stem, corrected, or a stop word that asks for nothing); the rest are noise to it. */
  known: string[];
}

/**
 * Replace typos: a word that is not in the locale's index (as typed, by stem in the locale's
 * language or in English, or, for the word being typed, as the start of one) becomes the index
 * word it is with two neighbouring letters swapped back, else the index word most like it by
 * trigram similarity, if one is close enough. With `prefixLast`,
 * the last word is being typed: the index words it begins are listed, so that the query can
 * ask for them by name (a GIN prefix scan of a short word would read much of the index).
 */
export async function understand(executor: Executor, locale: Locale, words: string[], options: { prefixLast: boolean }): Promise<UnderstoodQuery> {
  // A word with synonyms is a word shoppers use: never replaced by a near one, and known.
  const hasSynonyms = (w: string) => synonymsOf(locale, w).length > 0;
  const candidates = words.filter((w) => correctable(w, TYPO_MIN_WORD_LENGTH) && !hasSynonyms(w));
  const last = options.prefixLast ? (words.at(-1) ?? '') : '';
  const loc = localeLiteral(locale);
  const cfg = config(locale);
  // Every word is looked up; only the correctable ones (long enough, no digits) may be replaced by a near one.
  const [checked, completions] = await Promise.all([
    words.length
      ? executor.execute<{ word: string; known: boolean; correction: string | null }>(sql`
          WITH w AS MATERIALIZED (
            SELECT w.word, w.word = ANY (${sql.param(candidates)}::text[]) AS correctable,
              EXISTS (SELECT 1 FROM search_terms t WHERE t.locale = ${loc} AND t.term = w.word) AS exact,
              numnode(plainto_tsquery(${cfg}, w.word)) = 0 OR numnode(plainto_tsquery('english', w.word)) = 0 OR EXISTS (
                SELECT 1 FROM search_terms t WHERE t.locale = ${loc} AND (
                  t.stem = coalesce((tsvector_to_array(to_tsvector(${cfg}, w.word)))[1], w.word)
                  OR t.stem_english = coalesce((tsvector_to_array(to_tsvector('english', w.word)))[1], w.word))) AS stemmed,
              -- The word being typed is known when a term starts with it: asked apart, and for it alone. In the OR above,
              -- every word's prefix range was read (a brand's three letters start some 28,000 part numbers) and dropped.
              w.word = ${last} AND EXISTS (
                SELECT 1 FROM search_terms t WHERE t.locale = ${loc} AND t.term ~>=~ w.word AND t.term ~<~ (w.word || chr(1114111))) AS typing
            FROM unnest(${sql.param(words)}::text[]) AS w(word))
          SELECT w.word, w.exact OR w.stemmed OR w.typing AS known,
            CASE WHEN w.exact OR w.typing OR NOT w.correctable
              THEN NULL
              -- Two neighbouring letters swapped ("fliter") share few trigrams with the word meant: an index
              -- word that is the typed one with one such swap undone comes first, the most used of them. It
              -- wins over a stem that merely matches ("frieo" stems as "frio", cold, where "freio" was meant).
              ELSE coalesce((
                SELECT t.term FROM search_terms t
                WHERE t.locale = ${loc} AND t.term IN (
                  SELECT overlay(w.word PLACING substr(w.word, i + 1, 1) || substr(w.word, i, 1) FROM i FOR 2)
                  FROM generate_series(1, length(w.word) - 1) AS i)
                ORDER BY t.frequency DESC, t.term
                LIMIT 1), CASE WHEN w.stemmed THEN NULL ELSE (
                SELECT t.term FROM search_terms t
                WHERE t.locale = ${loc} AND t.term % w.word AND similarity(t.term, w.word) >= ${TYPO_MIN_SIMILARITY}
                ORDER BY similarity(t.term, w.word) DESC, t.frequency DESC, t.term
                LIMIT 1) END)
            END AS correction
          FROM w`)
      : Promise.resolve({ rows: [] as { word: string; known: boolean; correction: string | null }[] }),
    last
      ? executor.execute<{ term: string }>(sql`
          SELECT term FROM search_terms
          WHERE locale = ${loc} AND term ~>=~ ${last} AND term ~<~ ${`${last}\u{10FFFF}`}
          ORDER BY term = ${last} DESC, frequency DESC, term
          LIMIT ${PREFIX_COMPLETIONS_MAX}`)
      : Promise.resolve({ rows: [] as { term: string }[] }),
  ]);
  const corrections = new Map(checked.rows.filter((r) => r.correction).map((r) => [r.word, r.correction!]));
  const found = completions.rows.map((r) => r.term);
  const present = new Set([...checked.rows.filter((r) => r.known).map((r) => r.word), ...words.filter(hasSynonyms)]);
  const understood: UnderstoodQuery = { words, known: words.filter((w) => present.has(w)) };
  if (corrections.size) {
    const corrected = words.map((w) => corrections.get(w) ?? w);
    understood.words = [...new Set(corrected)];
    understood.correctedText = corrected.join(' ');
    understood.known = [...new Set(words.flatMap((w) => (corrections.has(w) ? [corrections.get(w)!] : present.has(w) ? [w] : [])))];
  }
  if (last && !corrections.has(last)) understood.completions = found;
  return understood;
}

/**
 * Relevance beyond matching: how well each part type's name (in the locale, or in English a
 * little less) and each brand name match the query. Part types and brands are few, so these
 * are computed whole and joined, instead of ranking every matching document.
 */
export function scoreTables(locale: Locale, words: string[]): SQL {
  const loc = localeLiteral(locale);
  // A shopper's word for a part is scored as the catalogue's word for it ("pastillas" as "balatas").
  const normalizedQuery = words.map((w) => synonymsOf(locale, w)[0] ?? w).join(' ');
  return sql`pts AS MATERIALIZED (
      SELECT part_type_id AS id, max(CASE WHEN locale = ${loc} THEN 1 ELSE 0.9 END * similarity(normalized, ${normalizedQuery})) AS score
      FROM search_phrases WHERE kind = 0 AND locale IN (${loc}, 'en-US') GROUP BY part_type_id),
    bs AS MATERIALIZED (
      SELECT brand_id AS id, CASE WHEN word_similarity(normalized, ${normalizedQuery}) >= 0.6 THEN 0.5 * word_similarity(normalized, ${normalizedQuery}) ELSE 0 END AS score
      FROM search_phrases WHERE kind = 1 AND locale = ${loc})`;
}

/** Exact (hit 2) and prefix (hit 1) part-number matches; empty when the query has no part-number candidates. */
export function partNumberHits(keys: string[]): SQL {
  const longest = [...keys].sort((a, b) => b.length - a.length)[0] ?? '';
  return sql`pn AS MATERIALIZED (
      SELECT product_id, max(hit) AS hit FROM (
        SELECT product_id, 2 AS hit FROM search_part_numbers WHERE key = ANY (${sql.param(keys)}::text[])
        UNION ALL
        (SELECT product_id, 1 FROM search_part_numbers WHERE key LIKE ${`${longest}%`} AND ${longest.length > 0} ORDER BY key LIMIT 50)
      ) x GROUP BY product_id)`;
}
