import { cookies } from 'next/headers';
import { DEFAULT_STORE_NUMBER } from '@/lib/constants';
import type { Locale } from '@/lib/markets';
import type { ShelfUrlState } from '@/lib/shelf-query';
import { COOKIES } from '@/lib/storage-keys';
import { parseVehicleKey } from '@/lib/vehicle-key';
import { listShelf, type ShelfScope } from '@/server/catalog/shelf';
import { db } from '@/server/db/client';
import { fitmentForProducts } from '@/server/vehicles/fitment';
import { readGarage } from '@/server/vehicles/preferred';

/** A shelf page's data: the products of its scope under the URL's filters, with fitment for the saved vehicle. */
export async function loadShelf(scope: ShelfScope, locale: Locale, state: ShelfUrlState) {
  const jar = await cookies();
  const garage = await readGarage(db(), { get: (name) => jar.get(name)?.value });
  const vehicle = garage.preferred ? { name: garage.preferred.name, ref: parseVehicleKey(garage.preferred.key)! } : null;
  const storeNumber = jar.get(COOKIES.preferredStoreId)?.value;
  const store = storeNumber && storeNumber !== DEFAULT_STORE_NUMBER ? storeNumber : null;
  const shelf = await listShelf(db(), scope, locale, {
    page: state.page,
    sort: state.sort,
    filters: {
      brands: state.brands,
      minPrice: state.minPrice,
      maxPrice: state.maxPrice,
      fitsVehicle: state.fits && vehicle ? vehicle.ref : undefined,
      storeNumber: state.store && store ? store : undefined,
      attributes: state.attributes,
    },
  });
  const fitment = vehicle ? await fitmentForProducts(db(), shelf.items.map((p) => p.id), vehicle.ref) : null;
  return { shelf, fitment, vehicle, store };
}

export type LoadedShelf = Awaited<ReturnType<typeof loadShelf>>;
