import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { isLocale, LOCALES, type Locale } from '@/lib/markets';
import { signedInStaff } from './session';

/** The back office's language before sign-in (the switch on the sign-in page); after it, the member's own (staff_members.locale). */
export const OPS_LOCALE_COOKIE = 'redline.ops.locale';

/** The language of this back-office request: the member's when signed in, else the cookie's, else the browser's first language we have, else English. */
export async function opsLocale(memberLocale?: string | null): Promise<Locale> {
  if (isLocale(memberLocale)) return memberLocale;
  const chosen = (await cookies()).get(OPS_LOCALE_COOKIE)?.value;
  if (isLocale(chosen)) return chosen;
  const accepted = ((await headers()).get('accept-language') ?? '').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase());
  for (const tag of accepted) {
    const match = LOCALES.find((l) => l.toLowerCase() === tag) ?? LOCALES.find((l) => l.slice(0, 2) === tag.slice(0, 2));
    if (match) return match;
  }
  return 'en-US';
}

/** The language every back-office page and action of this request speaks (once per request). */
export const opsRequestLocale = cache(async (): Promise<Locale> => opsLocale((await signedInStaff())?.member.locale));

/** The `ops` messages in that language (server components and actions). */
export async function opsTranslations(locale: Locale) {
  return getTranslations({ locale, namespace: 'ops' });
}

/** A key of the `ops` messages (what `opsTranslations`' function takes). */
export type OpsMessageKey = Parameters<Awaited<ReturnType<typeof opsTranslations>>>[0];

/** A back-office page's `generateMetadata`: its title in the staff member's language (the layout adds the back office's name). */
export function opsMetadata(key: OpsMessageKey) {
  return async (): Promise<Metadata> => ({ title: (await opsTranslations(await opsRequestLocale()))(key) });
}
