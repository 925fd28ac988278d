import type { Executor } from '@/server/db/client';
import { productRefs } from '@/server/catalog/product-ids';
import { wholeVehicleApplications } from '@/server/vehicles/fitment';

/** A product and a base vehicle it fits whatever the engine: for the suggestion tests and the search benchmark. */
export interface FittingSample {
  productId: number;
  partNumber: string;
  slug: string;
  baseVehicleId: number;
  year: number;
  makeId: number;
  modelId: number;
}

/** Up to `limit` products applied to a whole base vehicle, spread over the catalogue (every `step`-th application). */
export async function fittingSamples(executor: Executor, limit = 1, step = 1): Promise<FittingSample[]> {
  const applications = await wholeVehicleApplications(executor, limit, step);
  const refs = await productRefs(
    executor,
    applications.map((a) => a.productId),
  );
  return applications.flatMap((a) => {
    const ref = refs.get(a.productId);
    return ref ? [{ ...a, partNumber: ref.partNumber, slug: ref.slug }] : [];
  });
}
