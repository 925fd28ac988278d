import { z } from 'zod';
import { paramText } from './input-text';
import { COUNTRY_CODES } from './markets';
import { FILTER_SLUG, MAX_FILTER_VALUES, MAX_PAGE } from './shelf-query';

/**
 * The query parameters the JSON listing calls share (the search results call and the shelf
 * listing, docs/decisions/043): a page and its size, the brand and price filters, the country.
 * Stricter than a page's URL (lib/shelf-query.ts), which reads a bad value as its default so
 * that a shopper's link always opens: a client is told, with a 400 naming the parameter.
 * Lists are comma-separated (`brands=acme,maxgrip`): a parameter sent twice is refused
 * (QueryInput).
 */

/** Products per page unless the call asks: the pages' own 24 (docs/decisions/009). */
export const LISTING_PAGE_SIZE = 24;
/** The most products one listing call returns (docs/decisions/043). */
export const LISTING_PAGE_SIZE_MAX = 96;
/** The highest price a filter may name, in minor units (the page's filter reads at most 7 digits of major units). */
export const LISTING_PRICE_MAX = 999_999_999;

/** A whole number within bounds, written as digits only. */
export const wholeNumber = (min: number, max: number) =>
  paramText()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A comma-separated list of values, each by `item`, without repeats, at most `max` of them; empty items are ignored. */
export const commaList = <T extends z.ZodType<unknown, string>>(item: T, max = MAX_FILTER_VALUES) =>
  paramText()
    .max(2000)
    .transform((text) => [...new Set(text.split(',').map((v) => v.trim()).filter(Boolean))])
    .pipe(z.array(item).max(max));

/** `true` or `false`, as the spec's query flags are written. */
export const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const listingParams = {
  country: z.enum(COUNTRY_CODES),
  page: wholeNumber(1, MAX_PAGE - 1).default(1),
  pageSize: wholeNumber(1, LISTING_PAGE_SIZE_MAX).default(LISTING_PAGE_SIZE),
  /** Brand slugs. */
  brands: commaList(z.string().regex(FILTER_SLUG)).optional(),
  /** Minor units of the market's currency, on the price the shopper pays (the sale price when there is one). */
  minPrice: wholeNumber(0, LISTING_PRICE_MAX).optional(),
  maxPrice: wholeNumber(0, LISTING_PRICE_MAX).optional(),
  preview: z.enum(['true', 'false']).optional(),
};

/** A price range runs low to high: the issue names `maxPrice`. */
export function priceRangeInOrder(q: { minPrice?: number; maxPrice?: number }): boolean {
  return q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice;
}
export const PRICE_RANGE_ISSUE = { message: 'validation.request.invalid', path: ['maxPrice'] };
