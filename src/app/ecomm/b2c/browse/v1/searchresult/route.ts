import type { NextRequest } from 'next/server';
import { searchResultAnswer } from '@/server/api/listing-responses';
import { badRequest, handle, parseQuery } from '@/server/platform/http';
import { SearchResultQuery } from '@/server/search/search-results';

/**
 * GET /ecomm/b2c/browse/v1/searchresult?searchText=&country=[&page=][&pageSize=][&sort=][&brands=][&partTypes=]
 * [&minPrice=][&maxPrice=][&vehicleId=][&ignoreVehicleSpecificProductsCheck=]: the spec's search result call (§2.1, §7),
 * ranked as the /searchresult page ranks it.
 */
export function GET(request: NextRequest) {
  return handle(async () => {
    const query = parseQuery(SearchResultQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return searchResultAnswer(request, query.data);
  });
}
