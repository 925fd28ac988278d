import type { NextRequest } from 'next/server';
import { badRequest, handle, parseQuery } from '@/server/platform/http';
import { AutocompleteQuery, autocompleteSuggestions } from '@/server/api/suggest-request';

/**
 * GET /external/product-discovery/autocomplete/v1/suggestions?country=&customerType=B2C&salesChannel=ECOMM&searchTerm=[&vehicleId=][&preview=]
 * (spec §7): generalSuggestions and productTitleSuggestions for the search box.
 */
export function GET(request: NextRequest) {
  return handle(async () => {
    const query = parseQuery(AutocompleteQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return autocompleteSuggestions(request, query.data);
  });
}
