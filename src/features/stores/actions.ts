'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { LOCALES } from '@/lib/markets';
import { safeRedirectPath } from '@/lib/sign-in-flow';
import { PreferredStoreBody } from '@/lib/store-inputs';
import { actionIsHttps } from '@/server/platform/http';
import { setPreferredStore } from '@/server/stores/use-cases';

const SetStoreForm = PreferredStoreBody.extend({
  locale: z.enum(LOCALES),
  // Only our own paths: never an open redirect.
  returnTo: z.string().transform((path) => safeRedirectPath(path, '/')),
});

/** "Set as my store" from a page (locator, store page, product page): works without JavaScript; a store that cannot be chosen changes nothing. */
export async function setStoreAction(formData: FormData): Promise<void> {
  const form = SetStoreForm.safeParse(Object.fromEntries(formData));
  if (!form.success) redirect('/');
  const chosen = await setPreferredStore({ locale: form.data.locale, secure: actionIsHttps(await headers()) }, form.data).catch(() => null);
  if (chosen) {
    const jar = await cookies();
    for (const c of chosen.cookies) jar.set(c.name, c.value, c.options);
  }
  redirect(form.data.returnTo);
}
