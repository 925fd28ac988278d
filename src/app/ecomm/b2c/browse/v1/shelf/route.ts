import type { NextRequest } from 'next/server';
import { shelfListingAnswer } from '@/server/api/listing-responses';
import { ShelfListingQuery } from '@/server/catalog/shelf-listing';
import { badRequest, handle, parseQuery } from '@/server/platform/http';

/**
 * GET /ecomm/b2c/browse/v1/shelf?path=&country=[&page=][&pageSize=][&sort=][&brands=][&minPrice=][&maxPrice=][&attr=]
 * [&vehicleId=|&fits=true][&storeId=|&store=true]: a shelf's products under its filters, as its page lists them.
 */
export function GET(request: NextRequest) {
  return handle(async () => {
    const query = parseQuery(ShelfListingQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return shelfListingAnswer(request, query.data);
  });
}
