import { COOKIES } from './storage-keys';
import { formatVehicleKey, parseVehicleKey, type VehicleRef } from './vehicle-key';

/** How many vehicles a guest's garage keeps (the cookie stays small). */
export const GARAGE_MAX_VEHICLES = 10;
/** Ours: the guest's garage, vehicle keys separated by "|", most recently chosen first. */
export const GARAGE_COOKIE = 'garageVehicles';
export const VEHICLE_COOKIE_MAX_AGE_DAYS = 365;

export function parseGarage(value: string | null | undefined): VehicleRef[] {
  const seen = new Set<string>();
  const refs: VehicleRef[] = [];
  for (const part of (value ?? '').split('|')) {
    const ref = parseVehicleKey(part);
    if (!ref) continue;
    const key = formatVehicleKey(ref);
    if (seen.has(key)) continue;
    seen.add(key);
    refs.push(ref);
  }
  return refs.slice(0, GARAGE_MAX_VEHICLES);
}

export function serializeGarage(refs: VehicleRef[]): string {
  return refs.map(formatVehicleKey).join('|');
}

/** Choosing a vehicle puts it first; the same base vehicle is replaced by the newer choice. */
export function withVehicle(garage: VehicleRef[], ref: VehicleRef): VehicleRef[] {
  const rest = garage.filter((v) => v.baseVehicleId !== ref.baseVehicleId);
  return [ref, ...rest].slice(0, GARAGE_MAX_VEHICLES);
}

export function withoutVehicle(garage: VehicleRef[], key: string): VehicleRef[] {
  return garage.filter((v) => formatVehicleKey(v) !== key);
}

export interface PreferredVehicleNames {
  key: string;
  year: number;
  make: string;
  model: string;
  engine?: string;
}

/**
 * Spec §3: the preferred-vehicle cookies (year, make, model, engine, id) and the user's
 * vehicle count. With no vehicle, they are cleared (empty value, expired).
 */
export function preferredVehicleCookies(vehicle: PreferredVehicleNames | null, vehicleCount: number): Record<string, string> {
  return {
    [COOKIES.preferredVehicleYear]: vehicle ? String(vehicle.year) : '',
    [COOKIES.preferredVehicleMake]: vehicle?.make ?? '',
    [COOKIES.preferredVehicleModel]: vehicle?.model ?? '',
    [COOKIES.preferredVehicleEngine]: vehicle?.engine ?? '',
    [COOKIES.preferredVehicleId]: vehicle?.key ?? '',
    [COOKIES.userVehicleCount]: String(vehicleCount),
  };
}
