import { z } from 'zod';
import { paramText } from '@/lib/input-text';
import { commaList, flag, listingParams, PRICE_RANGE_ISSUE, priceRangeInOrder } from '@/lib/listing-inputs';
import type { Locale } from '@/lib/markets';
import { SEARCH_TEXT_MAX_CHARACTERS, sanitizeSearchText } from '@/lib/search-text';
import type { ShelfUrlState } from '@/lib/shelf-query';
import { VehicleKeyInput } from '@/lib/vehicle-inputs';
import type { VehicleRef } from '@/lib/vehicle-key';
import type { SearchOptions, SearchSort } from './service';

/**
 * The search results use case is searchProducts (service.ts): the /searchresult page
 * (features/catalog/SearchResultsPage.tsx) and the JSON call (GET /ecomm/b2c/browse/v1/searchresult)
 * both call it, each with the options its adapter reads here, so their ranking is the same by
 * construction.
 */

export const SEARCH_SORTS = ['relevance', 'price-asc', 'price-desc', 'name'] as const satisfies readonly SearchSort[];

/**
 * The search page's options from its URL: narrowed to the saved vehicle when the search asks
 * (`ignoreVehicleSpecificProductsCheck=false`, spec §2.1) or the shopper ticked "fits my
 * vehicle"; a shelf-only sort (discount) reads as the best match.
 */
export function searchOptionsFromPage(text: string, locale: Locale, state: ShelfUrlState, vehicle: VehicleRef | null): SearchOptions {
  return {
    text,
    locale,
    vehicle,
    page: state.page,
    sort: state.sort === 'discount' ? 'relevance' : state.sort,
    filters: { brands: state.brands, minPrice: state.minPrice, maxPrice: state.maxPrice, partTypeIds: state.partTypes },
  };
}

/** The page narrows to the saved vehicle when the search asks for it or the shopper ticked "fits my vehicle". */
export function pageNarrowsToVehicle(vehicleCheck: boolean, state: Pick<ShelfUrlState, 'fits'>): boolean {
  return vehicleCheck || state.fits;
}

/**
 * GET /ecomm/b2c/browse/v1/searchresult: the page's `searchText` and
 * `ignoreVehicleSpecificProductsCheck` (spec §2.1), its filters (lists comma-separated, prices in
 * minor units), a vehicle named by `vehicleId`, the sort, the page and its size.
 */
export const SearchResultQuery = z
  .object({
    ...listingParams,
    /** Spec §5: sanitised as the search box does; nothing searchable left is a 400. */
    searchText: paramText()
      .max(SEARCH_TEXT_MAX_CHARACTERS)
      .transform((v) => sanitizeSearchText(v))
      .pipe(z.string().min(1)),
    sort: z.enum(SEARCH_SORTS).default('relevance'),
    /** Part type ids. */
    partTypes: commaList(paramText().regex(/^\d{1,9}$/).transform(Number)).optional(),
    /** Narrow to this vehicle (parts that fit it or every vehicle) and tell each result's fitment. */
    vehicleId: VehicleKeyInput.optional(),
    /** `false`: narrow to the shopper's saved vehicle (from the cookies), as the page does; the answer is the shopper's own. */
    ignoreVehicleSpecificProductsCheck: flag.optional(),
  })
  .refine(priceRangeInOrder, PRICE_RANGE_ISSUE);

export type SearchResultQueryData = z.infer<typeof SearchResultQuery>;

/** The JSON call's options: the same use case, with the vehicle its adapter chose (named, saved, or none). */
export function searchOptionsFromQuery(query: SearchResultQueryData, locale: Locale, vehicle: VehicleRef | null): SearchOptions {
  return {
    text: query.searchText,
    locale,
    vehicle,
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    filters: { brands: query.brands, minPrice: query.minPrice, maxPrice: query.maxPrice, partTypeIds: query.partTypes },
  };
}
