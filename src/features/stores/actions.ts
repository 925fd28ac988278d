'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { getMarket, type Locale, LOCALES } from '@/lib/markets';
import { writeStoreCookies } from '@/server/stores/preferred';
import { choosePreferredStore } from '@/server/stores/use-cases';
import { actionIsHttps } from '@/server/platform/http';
import { safeRedirectPath } from '@/lib/sign-in-flow';

const SetStoreForm = z.object({
  storeNumber: z.string().regex(/^\d{1,6}$/),
  locale: z.enum(LOCALES),
  // Only our own paths: never an open redirect.
  returnTo: z.string().transform((path) => safeRedirectPath(path, '/')),
});

/** "Set as my store" from a page (locator, store page, product page): works without JavaScript. */
export async function setStoreAction(formData: FormData): Promise<void> {
  const form = SetStoreForm.safeParse(Object.fromEntries(formData));
  if (!form.success) redirect('/');
  const { store, cookies: values } = await choosePreferredStore(form.data.storeNumber, getMarket(form.data.locale as Locale).country).catch(() => ({ store: null, cookies: {} }));
  if (store) {
    const requestHeaders = await headers();
    const secure = actionIsHttps(requestHeaders);
    writeStoreCookies(await cookies(), values, secure);
  }
  redirect(form.data.returnTo);
}
