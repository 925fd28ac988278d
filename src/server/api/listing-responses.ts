import type { NextRequest } from 'next/server';
import { DEFAULT_STORE_NUMBER } from '@/lib/constants';
import { localizedPath, type Locale } from '@/lib/markets';
import { giftCardDestination, isGiftCardSearch } from '@/lib/search-text';
import { COOKIES } from '@/lib/storage-keys';
import { parseVehicleKey, type VehicleRef } from '@/lib/vehicle-key';
import { productImageUrl } from '@/server/catalog/service';
import type { ProductCard, Shelf } from '@/server/catalog/shelf';
import { attributeFilters, shelfAt, shelfListing, type ShelfListingQueryData } from '@/server/catalog/shelf-listing';
import { readDb } from '@/server/db/client';
import { cacheableJson, errorResponse, privateJson, requestLocale } from '@/server/platform/http';
import { searchOptionsFromQuery, type SearchResultQueryData } from '@/server/search/search-results';
import { searchProducts, type SearchResult } from '@/server/search/service';
import { fitmentForProducts, type Fitment } from '@/server/vehicles/fitment';
import { vehicleFor } from './request-vehicle';

/**
 * The JSON listing calls (docs/decisions/043): GET /ecomm/b2c/browse/v1/searchresult and
 * GET /ecomm/b2c/browse/v1/shelf. Thin adapters over the search and shelf use cases: they pick
 * the vehicle and store the call asks about (named in the URL, or the shopper's own from the
 * cookies), shape the answer, and choose its caching: public for a CDN when the answer depends
 * on the URL alone, `private, no-store` when it depends on the shopper's cookies.
 */

/** A listed product: the card a page shows, with where its page and image are. */
export function listingItem(card: ProductCard, locale: Locale, fitment: Fitment | null) {
  return {
    id: card.id,
    itemId: card.sku,
    partNumber: card.partNumber,
    brandName: card.brand,
    title: card.title,
    partTerminologyId: String(card.partTypeId),
    position: card.position,
    price: card.price,
    imageUrl: productImageUrl(card, locale),
    productSeoUrl: localizedPath(`/products/${card.slug}`, locale),
    vehicleFit: fitment,
  };
}

function countryMismatch(): Response {
  return errorResponse(400, { errorCode: 'COUNTRY_MISMATCH', errorMessageKey: 'error_country_mismatch', errorMessageDefault: 'The country does not match the locale' });
}

function paging(query: { page: number; pageSize: number }, result: { total: number; pages: number }) {
  return { page: query.page, pageSize: query.pageSize, total: result.total, pages: result.pages };
}

/** The shopper's preferred store from the cookies; none while the default store stands in (as the pages read it). */
function cookieStore(request: NextRequest): string | null {
  const number = request.cookies.get(COOKIES.preferredStoreId)?.value;
  return number && /^\d{1,10}$/.test(number) && number !== DEFAULT_STORE_NUMBER ? number : null;
}

/** The vehicle a listing asks about: named (checked against the data), the saved one when asked, or none. */
async function listingVehicle(request: NextRequest, named: string | undefined, useSaved: boolean): Promise<{ vehicle: VehicleRef | null; fromCookies: boolean }> {
  if (named) return vehicleFor(request, parseVehicleKey(named), undefined);
  if (useSaved) return vehicleFor(request, null, undefined);
  return { vehicle: null, fromCookies: false };
}

/** GET /ecomm/b2c/browse/v1/searchresult for its parsed query. */
export async function searchResultAnswer(request: NextRequest, query: SearchResultQueryData): Promise<Response> {
  const { locale, market } = requestLocale(request);
  if (query.country !== market.countryCode) return countryMismatch();
  const base = { searchText: query.searchText, locale, currency: market.currency, sort: query.sort };
  if (isGiftCardSearch(query.searchText)) {
    // Spec §2.1: the page sends these searches to the gift card page (or home); the call says where, and lists nothing.
    const body = { ...base, redirectUrl: localizedPath(giftCardDestination(locale), locale), ...paging(query, { total: 0, pages: 1 }), correctedText: null, allWords: true, narrowed: false, vehicleFallback: false, items: [], facets: { brands: [], partTypes: [], price: null } };
    return cacheableJson(body);
  }
  const { vehicle, fromCookies } = await listingVehicle(request, query.vehicleId, query.ignoreVehicleSpecificProductsCheck === false);
  const result: SearchResult = await searchProducts(readDb(), searchOptionsFromQuery(query, locale, vehicle));
  const body = {
    ...base,
    redirectUrl: null,
    ...paging(query, result),
    correctedText: result.correctedText ?? null,
    allWords: result.allWords,
    narrowed: result.narrowed,
    vehicleFallback: result.vehicleFallback,
    items: result.items.map((item) => listingItem(item, locale, vehicle ? (item.fitment ?? null) : null)),
    facets: result.facets,
  };
  return fromCookies || query.preview === 'true' ? privateJson(body) : cacheableJson(body);
}

/** GET /ecomm/b2c/browse/v1/shelf for its parsed query. */
export async function shelfListingAnswer(request: NextRequest, query: ShelfListingQueryData): Promise<Response> {
  const { locale, market } = requestLocale(request);
  if (query.country !== market.countryCode) return countryMismatch();
  const place = await shelfAt(readDb(), query.path, locale);
  if (!place) return errorResponse(404, { errorCode: 'SHELF_NOT_FOUND', errorMessageKey: 'error_shelf_notFound', errorMessageDefault: 'No such shelf' });
  const { vehicle, fromCookies: vehicleFromCookies } = await listingVehicle(request, query.vehicleId, query.fits === true);
  // The local store ad lists only what a store has: the one named, else the shopper's.
  const storeFromCookies = !query.storeId && (query.store === true || place.storeOnly);
  const store = query.storeId ?? (storeFromCookies ? cookieStore(request) : null);
  const shelf: Shelf = await shelfListing(readDb(), {
    scope: place.scope,
    locale,
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    brands: query.brands,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    attributes: attributeFilters(query.attr),
    fitsVehicle: vehicle,
    storeNumber: store,
  });
  const fitment = vehicle ? await fitmentForProducts(readDb(), shelf.items.map((i) => i.id), vehicle) : null;
  const body = {
    shelf: { path: localizedPath(place.path, locale), pageType: place.pageType, name: place.name, storeNumber: store },
    locale,
    currency: market.currency,
    sort: query.sort,
    ...paging(query, shelf),
    items: shelf.items.map((item) => listingItem(item, locale, fitment?.get(item.id) ?? null)),
    facets: shelf.facets,
  };
  return vehicleFromCookies || storeFromCookies || query.preview === 'true' ? privateJson(body) : cacheableJson(body);
}
