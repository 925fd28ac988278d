import type { NextRequest } from 'next/server';
import { SkuDetailsQuery } from '@/lib/catalog-inputs';
import { skuDetails } from '@/server/api/sku-details';
import { badRequest, handle, parseQuery, privateJson, requestLocale } from '@/server/platform/http';

/**
 * GET /ecomm/b2c/browse/v1/sku-details?productIds=1,2,3[&nearby=1][&locale=]: the shopper's parts of
 * a cached catalogue page (spec §7 browse sku-details; docs/decisions/042): fitment to the saved
 * vehicle and availability at the preferred store, from the shopper's cookies. Never cached.
 */
export function GET(request: NextRequest) {
  return handle(async () => {
    const { locale } = requestLocale(request);
    const query = parseQuery(SkuDetailsQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return privateJson(await skuDetails({ get: (name) => request.cookies.get(name)?.value }, locale, query.data));
  });
}
