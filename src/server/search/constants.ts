import { LISTING_PAGE_SIZE } from '@/lib/listing-inputs';

/**
 * Search's own limits. The spec's search numbers (3 and 5 characters, 5 product suggestions)
 * are in src/lib/constants.ts; these are ours, named once here.
 */

/** Results per page, as on the shelves (docs/decisions/009). */
export const SEARCH_PAGE_SIZE = LISTING_PAGE_SIZE;

/** Query completions in the suggestions drawer. */
export const GENERAL_SUGGESTIONS_MAX = 8;

/** Words of a query beyond this are ignored (bounds the query's cost). */
export const SEARCH_MAX_WORDS = 8;

/** A part-number key needs this many letters and digits (and a digit) to be looked up. */
export const PART_NUMBER_MIN_CHARACTERS = 4;

/** Words shorter than this are never corrected ("for", "de", "kit"). */
export const TYPO_MIN_WORD_LENGTH = 4;

/** The trigram similarity a correction needs to the word typed. */
export const TYPO_MIN_SIMILARITY = 0.4;

/**
 * When no product has every word, products with some of them are offered as the closest matches only
 * if at least this share of the words are the index's own (as typed, by stem or corrected): a query
 * that is mostly noise ("<img src=x onerror=alert(1)>") has no closest matches, it has no results.
 */
export const FALLBACK_MIN_KNOWN_SHARE = 0.5;

/** How close a general suggestion must be, by trigram word similarity, when it does not start with the text. */
export const SUGGESTION_MIN_WORD_SIMILARITY = 0.5;

/** The word being typed in the search box stands for at most this many index words it begins. */
export const PREFIX_COMPLETIONS_MAX = 12;

/** Product suggestions look first in this many (part type, brand) groups whose names best match the text. */
export const SUGGESTION_GROUPS = 12;

/** The part-type and brand score from which the best groups' products are the product suggestions, even fewer than 5. */
export const SUGGESTION_NAME_MATCH = 0.3;

/** Search results matching at least this many products are kept in the response cache (300 s); smaller ones are cheap to compute again. */
export const SEARCH_CACHE_MIN_MATCHES = 2_000;

/** The response cache's keys for search results. */
export const SEARCH_CACHE_PREFIX = 'search:results:';
