import type { NextRequest } from 'next/server';
import { PreferredStoreBody } from '@/lib/store-inputs';
import { storeDetailsView } from '@/server/api/store-responses';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, isHttps, privateJson, requestLocale } from '@/server/platform/http';
import { distanceUnit } from '@/server/stores/geo';
import { toLocation } from '@/server/stores/service';
import { setPreferredStore } from '@/server/stores/use-cases';

/**
 * POST /ecomm/b2c/v1/store/preferredStore { storeNumber }: the shopper's store (spec §7),
 * remembered in the preferredStoreId and preferredZipCode cookies (the setPreferredStore use
 * case, which the "Set as my store" form calls too).
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const { locale, market } = requestLocale(request);
    const body = PreferredStoreBody.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const { store, cookies } = await setPreferredStore({ locale, secure: isHttps(request) }, body.data);
    const now = new Date();
    const response = privateJson({
      storeNumber: store.storeNumber,
      storeDetails: await storeDetailsView(store, locale, now),
      store: toLocation(store, { value: 0, unit: distanceUnit(market.country) }, now),
    });
    for (const c of cookies) response.cookies.set(c.name, c.value, c.options);
    return response;
  });
}
