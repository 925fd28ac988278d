/**
 * A shopper's vehicle as one short string, for cookies and URLs: the base vehicle id,
 * then the engine and submodel ids when known, e.g. "201502469", "201502469.12",
 * "201502469.12.3" or "201502469..3".
 */
export interface VehicleRef {
  baseVehicleId: number;
  engineId?: number;
  submodelId?: number;
}

/** The one definition of a well-formed key; inputs validate against it too. */
export const VEHICLE_KEY_PATTERN = /^(\d{5,9})(?:\.(\d{0,9})(?:\.(\d{1,9}))?)?$/;

export function formatVehicleKey(ref: VehicleRef): string {
  const { baseVehicleId, engineId, submodelId } = ref;
  if (submodelId) return `${baseVehicleId}.${engineId ?? ''}.${submodelId}`;
  if (engineId) return `${baseVehicleId}.${engineId}`;
  return String(baseVehicleId);
}

export function parseVehicleKey(value: string | null | undefined): VehicleRef | null {
  const match = VEHICLE_KEY_PATTERN.exec(value ?? '');
  if (!match) return null;
  const ref: VehicleRef = { baseVehicleId: Number(match[1]) };
  if (match[2]) ref.engineId = Number(match[2]);
  if (match[3]) ref.submodelId = Number(match[3]);
  return ref;
}

/** Base vehicle ids are year * 100000 + vPIC model id. */
export function baseVehicleId(year: number, modelId: number): number {
  return year * 100_000 + modelId;
}

export function yearOfBaseVehicle(id: number): number {
  return Math.floor(id / 100_000);
}
