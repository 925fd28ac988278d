import type { VehicleRef } from '@/lib/vehicle-key';

/** The answer to "does this part fit my vehicle?" (spec §3 vehicleFitment, plus the two plain outcomes). */
export type Fitment = 'FITS' | 'NEEDS_MORE_INFO' | 'DOES_NOT_FIT' | 'UNIVERSAL';

export interface Application {
  engineId: number | null;
  submodelId: number | null;
}

/**
 * Decide from the product's applications to this base vehicle. An application with no
 * engine or submodel fits the whole base vehicle. One limited to an engine (or submodel)
 * fits when the shopper's matches, fails when it differs, and needs more information when
 * the shopper has not said.
 */
export function decideFitment(applications: Application[], vehicle: VehicleRef, universal = false): Fitment {
  if (universal) return 'UNIVERSAL';
  let needsMore = false;
  for (const app of applications) {
    const engine = attribute(app.engineId, vehicle.engineId);
    const submodel = attribute(app.submodelId, vehicle.submodelId);
    if (engine === 'match' && submodel === 'match') return 'FITS';
    if (engine !== 'differs' && submodel !== 'differs') needsMore = true;
  }
  return needsMore ? 'NEEDS_MORE_INFO' : 'DOES_NOT_FIT';
}

function attribute(required: number | null, known: number | undefined): 'match' | 'unknown' | 'differs' {
  if (required === null) return 'match';
  if (known === undefined) return 'unknown';
  return required === known ? 'match' : 'differs';
}
