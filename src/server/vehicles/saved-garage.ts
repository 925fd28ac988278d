import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { GARAGE_MAX_VEHICLES } from '@/lib/garage';
import { DEFAULT_LOCALE, type Locale } from '@/lib/markets';
import { formatVehicleKey, parseVehicleKey, type VehicleRef } from '@/lib/vehicle-key';
import { garageVehicles } from './schema';
import { resolveVehicles, type ResolvedVehicle } from './service';

/**
 * A signed-in shopper's garage, in the database. Accounts (issue 7) call these: at sign-in
 * the guest's cookie garage is merged in, and from then on choices are saved here.
 */
/** The member's saved vehicles, preferred first, named in the shopper's words. */
export async function listSavedVehicles(executor: Executor, profileId: string, locale: Locale = DEFAULT_LOCALE): Promise<{ preferred: ResolvedVehicle | null; vehicles: ResolvedVehicle[] }> {
  const rows = await executor
    .select({ key: garageVehicles.vehicleKey, preferredAt: garageVehicles.preferredAt })
    .from(garageVehicles)
    .where(eq(garageVehicles.profileId, profileId))
    .orderBy(sql`${garageVehicles.preferredAt} DESC NULLS LAST`, desc(garageVehicles.addedAt));
  const vehicles = await resolveVehicles(
    executor,
    rows.map((r) => parseVehicleKey(r.key)).filter((r): r is VehicleRef => r !== null),
    locale,
  );
  return { preferred: rows[0]?.preferredAt ? (vehicles[0] ?? null) : null, vehicles };
}

/** Save a vehicle; `preferred` makes it the one the store shops for. */
export async function saveVehicle(executor: Executor, profileId: string, ref: VehicleRef, preferred = true): Promise<void> {
  const vehicleKey = formatVehicleKey(ref);
  const now = new Date();
  await executor
    .insert(garageVehicles)
    .values({ profileId, vehicleKey, preferredAt: preferred ? now : null })
    .onConflictDoUpdate({ target: [garageVehicles.profileId, garageVehicles.vehicleKey], set: preferred ? { preferredAt: now } : { vehicleKey } });
  await trim(executor, profileId);
}

export async function removeSavedVehicle(executor: Executor, profileId: string, vehicleKey: string): Promise<void> {
  await executor.delete(garageVehicles).where(and(eq(garageVehicles.profileId, profileId), eq(garageVehicles.vehicleKey, vehicleKey)));
}

/**
 * At sign-in: the guest's vehicles join the saved ones (nothing is lost or doubled); the
 * guest's current choice becomes the preferred vehicle.
 */
export async function mergeGuestGarage(executor: Executor, profileId: string, guest: VehicleRef[], guestPreferred: VehicleRef | null): Promise<void> {
  for (const ref of [...guest].reverse()) await saveVehicle(executor, profileId, ref, false);
  if (guestPreferred) await saveVehicle(executor, profileId, guestPreferred, true);
}

/** Keep the garage to its limit, dropping the vehicles least recently used. */
async function trim(executor: Executor, profileId: string): Promise<void> {
  await executor.execute(sql`
    DELETE FROM ${garageVehicles} WHERE profile_id = ${profileId} AND vehicle_key IN (
      SELECT vehicle_key FROM ${garageVehicles} WHERE profile_id = ${profileId}
      ORDER BY preferred_at DESC NULLS LAST, added_at DESC OFFSET ${GARAGE_MAX_VEHICLES})`);
}
