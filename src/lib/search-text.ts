import { getMarket, localizedPath, type Locale } from './markets';

/**
 * Search text rules (spec §2.1, §5 Search). Isomorphic: the header's search box uses them in
 * the browser, and the search results page can apply the same ones to a submit made without
 * JavaScript.
 */

/** Spec §5: the configurable special characters a search may keep besides letters, digits and spaces. */
export const SEARCH_ALLOWED_SPECIAL_CHARACTERS = "-./&'\"";

/** The header input's maxlength; sanitised text is cut to it as well, so URLs and cookies stay bounded. */
export const SEARCH_TEXT_MAX_CHARACTERS = 100;

const LETTER_OR_DIGIT = /^[\p{L}\p{M}\p{Nd}]$/u;
const WHITESPACE = /^\s$/u;

/**
 * Keeps only Unicode letters (with their combining marks), decimal digits, spaces and the
 * allowed special characters; any run of whitespace becomes one space; the ends are trimmed.
 * Text is NFC-normalised first so that "e" + combining acute and "é" are the same letter.
 */
export function sanitizeSearchText(text: string, allowed: string = SEARCH_ALLOWED_SPECIAL_CHARACTERS): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (LETTER_OR_DIGIT.test(ch) || allowed.includes(ch)) out += ch;
    else if (WHITESPACE.test(ch)) out += ' ';
  }
  return Array.from(out.replace(/ {2,}/g, ' ').trim()).slice(0, SEARCH_TEXT_MAX_CHARACTERS).join('').trim();
}

/** Spec §2.1: "giftcard" or "giftcards", once everything but letters is stripped, in any case. */
export function isGiftCardSearch(text: string): boolean {
  const letters = text.normalize('NFC').replace(/[^\p{L}]/gu, '').toLowerCase();
  return letters === 'giftcard' || letters === 'giftcards';
}

/**
 * Where a gift-card search goes, as an app path (not yet localised): the gift card landing page
 * in the US, otherwise home (`features.giftCardLanding`). The spec sends Mexico home; Brazil goes
 * home too because the spec names only the US landing page as a search destination, although
 * /giftCard is served (and BRL cards exist) there as well.
 */
export function giftCardDestination(locale: Locale): string {
  return getMarket(locale).features.giftCardLanding ? '/giftCard' : '/';
}

/**
 * The localised address a search goes to (spec §2.1): /searchresult?searchText=… with
 * &ignoreVehicleSpecificProductsCheck=false when a vehicle is saved, or the gift card
 * destination. The text is sanitised first; null when nothing is left to search for.
 * Encoded as the header form encodes it (spaces as "+"), so both paths give the same URL.
 */
export function searchResultHref(text: string, locale: Locale, hasVehicle: boolean): string | null {
  const searchText = sanitizeSearchText(text);
  if (!searchText) return null;
  if (isGiftCardSearch(searchText)) return localizedPath(giftCardDestination(locale), locale);
  const query = new URLSearchParams({ searchText });
  if (hasVehicle) query.set('ignoreVehicleSpecificProductsCheck', 'false');
  return `${localizedPath('/searchresult', locale)}?${query.toString()}`;
}
