import { GARAGE_COOKIE, parseGarage, preferredVehicleCookies, serializeGarage, VEHICLE_COOKIE_MAX_AGE_DAYS, withoutVehicle, withVehicle } from '@/lib/garage';
import { DEFAULT_LOCALE, type Locale } from '@/lib/markets';
import { COOKIES } from '@/lib/storage-keys';
import { parseVehicleKey, type VehicleRef } from '@/lib/vehicle-key';
import type { CookieReader, CookieWriter } from '@/server/platform/cookie-jar';
import type { Executor } from '@/server/db/client';
import { listSavedVehicles } from './saved-garage';
import { resolveVehicle, resolveVehicles, type ResolvedVehicle } from './service';

/** A guest's vehicles live in cookies: the garage list and the preferred-vehicle cookies of spec §3. */
export interface GarageState {
  preferred: ResolvedVehicle | null;
  vehicles: ResolvedVehicle[];
  /** Cookies to write (an empty value means delete). */
  cookies: Record<string, string>;
}

function stateCookies(garage: VehicleRef[], preferred: ResolvedVehicle | null): Record<string, string> {
  return {
    [GARAGE_COOKIE]: serializeGarage(garage),
    ...preferredVehicleCookies(preferred && { key: preferred.key, year: preferred.year, make: preferred.make, model: preferred.model, engine: preferred.engine }, garage.length),
  };
}

/** The shopper's vehicles, named in the shopper's words (the engine's fuel and cylinders: lib/engine-names.ts). */
export async function readGarage(executor: Executor, cookies: CookieReader, locale: Locale = DEFAULT_LOCALE): Promise<Omit<GarageState, 'cookies'>> {
  const garage = parseGarage(cookies.get(GARAGE_COOKIE));
  const vehicles = await resolveVehicles(executor, garage, locale);
  const preferredKey = cookies.get(COOKIES.preferredVehicleId);
  const preferred = vehicles.find((v) => v.key === preferredKey) ?? vehicles[0] ?? null;
  return { preferred, vehicles };
}

/**
 * Choose a vehicle: it must exist (and be of the make given, if one is); it joins the garage
 * first and becomes the preferred one. Keys that no longer resolve drop out of the garage.
 */
export async function chooseVehicle(executor: Executor, cookies: CookieReader, ref: VehicleRef, makeId?: number): Promise<GarageState | null> {
  const vehicle = await resolveVehicle(executor, ref);
  if (!vehicle || (makeId !== undefined && vehicle.makeId !== makeId)) return null;
  const garage = withVehicle(parseGarage(cookies.get(GARAGE_COOKIE)), parseVehicleKey(vehicle.key)!);
  const vehicles = await resolveVehicles(executor, garage);
  return { preferred: vehicle, vehicles, cookies: stateCookies(vehicles.map((v) => parseVehicleKey(v.key)!), vehicle) };
}

/** Remove a vehicle; when it was the preferred one, the next in the garage takes its place. */
export async function removeGarageVehicle(executor: Executor, cookies: CookieReader, key: string): Promise<GarageState> {
  const garage = withoutVehicle(parseGarage(cookies.get(GARAGE_COOKIE)), key);
  const vehicles = await resolveVehicles(executor, garage);
  const preferredKey = cookies.get(COOKIES.preferredVehicleId);
  const preferred = vehicles.find((v) => v.key === preferredKey && v.key !== key) ?? vehicles[0] ?? null;
  const kept = vehicles.map((v) => parseVehicleKey(v.key)!);
  return { preferred, vehicles, cookies: stateCookies(kept, preferred) };
}

/** The cookies that show a member's saved garage (after sign-in the header shows the account's vehicles). */
export async function savedGarageCookies(executor: Executor, profileId: string): Promise<Record<string, string>> {
  const { preferred, vehicles } = await listSavedVehicles(executor, profileId);
  return stateCookies(
    vehicles.map((v) => parseVehicleKey(v.key)!),
    preferred ?? vehicles[0] ?? null,
  );
}

/**
 * Write a garage state's cookies: a year, Lax, Secure over https; only the garage list is
 * HttpOnly (the preferred-vehicle cookies are the spec's, readable by scripts). An empty
 * value deletes the cookie.
 */
export function writeGarageCookies(jar: CookieWriter, cookies: Record<string, string>, secure: boolean): void {
  for (const [name, value] of Object.entries(cookies)) {
    jar.set(name, value, { path: '/', maxAge: value ? VEHICLE_COOKIE_MAX_AGE_DAYS * 86_400 : 0, sameSite: 'lax', secure, httpOnly: name === GARAGE_COOKIE });
  }
}
