import type { NextRequest } from 'next/server';
import { PageTypeQuery } from '@/lib/catalog-inputs';
import { pageTypeView } from '@/server/api/catalog-responses';
import { shopperRequest } from '@/server/api/shopper-request';
import { resolvePageType } from '@/server/catalog/queries';
import { badRequest, cacheableJson, errorResponse, handle, parseQuery } from '@/server/platform/http';
import { getMarket } from '@/lib/markets';

/** GET /ecomm/b2c/browse/v1/page-type?canonicalPath=&country=: what the catch-all path shows (spec §7). */
export function GET(request: NextRequest) {
  return handle(async () => {
    const query = parseQuery(PageTypeQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    const { locale, aces } = shopperRequest(request);
    if (getMarket(locale).countryCode !== query.data.country) {
      return errorResponse(400, { errorCode: 'COUNTRY_MISMATCH', errorMessageKey: 'error_country_mismatch', errorMessageDefault: 'The country does not match the locale' });
    }
    const page = await resolvePageType(query.data.canonicalPath, locale);
    return cacheableJson(pageTypeView(page, { locale, aces, intcmp: query.data.intcmp }));
  });
}
