import { cookies } from 'next/headers';
import { cache } from 'react';
import { DEFAULT_STORE_NUMBER } from '@/lib/constants';
import { COOKIES } from '@/lib/storage-keys';
import { parseVehicleKey } from '@/lib/vehicle-key';
import { readGarage } from '@/server/vehicles/queries';

/** The shopper's saved vehicle and chosen store (null while the default store stands in), once per request. */
export const shopperContext = cache(async () => {
  const jar = await cookies();
  const garage = await readGarage({ get: (name) => jar.get(name)?.value });
  const vehicle = garage.preferred ? { name: garage.preferred.name, ref: parseVehicleKey(garage.preferred.key)! } : null;
  const storeNumber = jar.get(COOKIES.preferredStoreId)?.value;
  return { vehicle, store: storeNumber && storeNumber !== DEFAULT_STORE_NUMBER ? storeNumber : null };
});
