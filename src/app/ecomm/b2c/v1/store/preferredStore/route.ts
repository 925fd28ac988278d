import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { storeDetailsView } from '@/server/api/store-responses';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, isHttps, privateJson, requestLocale } from '@/server/platform/http';
import { writeStoreCookies } from '@/server/stores/preferred';
import { choosePreferredStore } from '@/server/stores/use-cases';
import { toLocation } from '@/server/stores/service';
import { distanceUnit } from '@/server/stores/geo';

const PreferredStoreBody = z.object({ storeNumber: z.string().trim().regex(/^\d{1,6}$/, 'Enter a store number') });

/**
 * POST /ecomm/b2c/v1/store/preferredStore { storeNumber }: the shopper's store (spec §7),
 * remembered in the preferredStoreId and preferredZipCode cookies. Signed-in shoppers will
 * also keep it in their profile once accounts exist (issue 7).
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const { locale, market } = requestLocale(request);
    const body = PreferredStoreBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const { store, cookies } = await choosePreferredStore(body.data.storeNumber, market.country);
    const now = new Date();
    const response = privateJson({
      storeNumber: store.storeNumber,
      storeDetails: await storeDetailsView(store, locale, now),
      store: toLocation(store, { value: 0, unit: distanceUnit(market.country) }, now),
    });
    writeStoreCookies(response.cookies, cookies, isHttps(request));
    return response;
  });
}
