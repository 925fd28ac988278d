'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { VehicleKeyInput } from '@/lib/vehicle-inputs';
import { parseVehicleKey } from '@/lib/vehicle-key';
import { writeGarageCookies } from '@/server/vehicles/preferred';
import { chooseVehicle, saveVehicle } from '@/server/vehicles/use-cases';
import { currentMember } from '@/server/customers/member';
import { actionIsHttps } from '@/server/platform/http';
import { safeRedirectPath } from '@/lib/sign-in-flow';

const UseVehicleForm = z.object({
  vehicleKey: VehicleKeyInput,
  // Only our own paths: never an open redirect.
  returnTo: z.string().transform((path) => safeRedirectPath(path, '/')),
});

/** "Use this vehicle" from a page (VIN decoder, vehicle detail): works without JavaScript. */
export async function chooseVehicleAction(formData: FormData): Promise<void> {
  const form = UseVehicleForm.safeParse(Object.fromEntries(formData));
  if (!form.success) redirect('/');
  const jar = await cookies();
  const ref = parseVehicleKey(form.data.vehicleKey);
  const state = ref && (await chooseVehicle({ get: (name) => jar.get(name)?.value }, ref));
  if (state) {
    const requestHeaders = await headers();
    const secure = actionIsHttps(requestHeaders);
    writeGarageCookies(jar, state.cookies, secure);
    const member = await currentMember();
    if (member) await saveVehicle(member.id, ref);
  }
  redirect(form.data.returnTo);
}
