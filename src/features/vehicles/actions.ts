'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { GARAGE_COOKIE, VEHICLE_COOKIE_MAX_AGE_DAYS } from '@/lib/garage';
import { VehicleKeyInput } from '@/lib/vehicle-inputs';
import { parseVehicleKey } from '@/lib/vehicle-key';
import { db } from '@/server/db/client';
import { DAY_SECONDS } from '@/server/platform/http';
import { chooseVehicle } from '@/server/vehicles/preferred';

const UseVehicleForm = z.object({
  vehicleKey: VehicleKeyInput,
  // Only our own paths: never an open redirect.
  returnTo: z.string().regex(/^\/(?!\/)[^\s]*$/),
});

/** "Use this vehicle" from a page (VIN decoder, vehicle detail): works without JavaScript. */
export async function chooseVehicleAction(formData: FormData): Promise<void> {
  const form = UseVehicleForm.safeParse(Object.fromEntries(formData));
  if (!form.success) redirect('/');
  const jar = await cookies();
  const ref = parseVehicleKey(form.data.vehicleKey);
  const state = ref && (await chooseVehicle(db(), { get: (name) => jar.get(name)?.value }, ref));
  if (state) {
    const requestHeaders = await headers();
    const secure = requestHeaders.get('x-forwarded-proto') === 'https' || (requestHeaders.get('origin') ?? '').startsWith('https:');
    for (const [name, value] of Object.entries(state.cookies)) {
      if (value === '') jar.delete(name);
      else jar.set(name, value, { path: '/', maxAge: VEHICLE_COOKIE_MAX_AGE_DAYS * DAY_SECONDS, sameSite: 'lax', secure, httpOnly: name === GARAGE_COOKIE });
    }
  }
  redirect(form.data.returnTo);
}
