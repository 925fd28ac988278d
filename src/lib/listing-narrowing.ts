/**
 * Whether a catalogue URL lists products narrowed to the shopper (docs/decisions/042): to the saved
 * vehicle (`fits=1` on shelves, `ignoreVehicleSpecificProductsCheck=false` on search results, spec
 * §2.1) or to the preferred store's shelf (`store=1`). Which products such a page lists comes from
 * the shopper's cookies, which a page-cache fill does not have: the page cache renders these per
 * request instead of storing them (one shared copy could not be right for every shopper).
 */
export function narrowsToShopper(query: URLSearchParams): boolean {
  return query.get('fits') === '1' || query.get('store') === '1' || query.get('ignoreVehicleSpecificProductsCheck') === 'false';
}
