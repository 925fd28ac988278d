import { z } from 'zod';
import { VEHICLE_KEY_PATTERN } from './vehicle-key';

/** Inputs of the vehicle calls, shared by the selector, the pages and the route handlers. */
const FIRST_YEAR = 1990;
const digits = (max: number) =>
  z.coerce
    .string()
    .regex(/^\d{1,10}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().positive().max(max));

const year = z.coerce
  .string()
  .regex(/^\d{4}$/, 'Expected a four-digit year')
  .transform(Number)
  .pipe(z.number().min(FIRST_YEAR).max(new Date().getFullYear() + 2));
const id = digits(2_000_000_000);
/** vPIC model ids stay below 100000, which keeps base vehicle ids (year * 100000 + model) unambiguous. */
const modelId = digits(99_999);

export const MakesQuery = z.object({ year });
export const ModelsQuery = z.object({ year, makeId: id });
export const EnginesQuery = z.object({ year, makeId: id, modelId });

export const VehicleKeyInput = z.string().regex(VEHICLE_KEY_PATTERN, 'Not a vehicle key');

/** Choose a vehicle: by its key, or by year, make, model and optionally engine and submodel. */
export const ChooseVehicleBody = z.union([
  z.object({ vehicleKey: VehicleKeyInput }),
  z.object({ year, makeId: id, modelId, engineId: id.optional(), submodelId: id.optional() }),
]);
export type ChooseVehicleBody = z.infer<typeof ChooseVehicleBody>;
