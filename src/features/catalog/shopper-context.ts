import { cookies } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { getMarket } from '@/lib/markets';
import { DEFAULT_STORE_NUMBER } from '@/lib/constants';
import { COOKIES } from '@/lib/storage-keys';
import { parseVehicleKey } from '@/lib/vehicle-key';
import { isPageCacheFill } from '@/server/platform/page-fill';
import { readGarage } from '@/server/vehicles/queries';

/**
 * The shopper's saved vehicle and chosen store (null while the default store stands in), once per
 * request. While the page cache fills a page (docs/decisions/040, 042) there is no shopper: both are
 * null and `deferred` says the browser loads the shopper's parts (ShopperParts) instead.
 */
export const shopperContext = cache(async () => {
  if (await isPageCacheFill()) return { vehicle: null, store: null, deferred: true };
  const jar = await cookies();
  const garage = await readGarage({ get: (name) => jar.get(name)?.value }, getMarket(await getLocale()).locale);
  const vehicle = garage.preferred ? { name: garage.preferred.name, ref: parseVehicleKey(garage.preferred.key)! } : null;
  const storeNumber = jar.get(COOKIES.preferredStoreId)?.value;
  return { vehicle, store: storeNumber && storeNumber !== DEFAULT_STORE_NUMBER ? storeNumber : null, deferred: false };
});
