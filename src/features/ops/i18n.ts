import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { isLocale, type Locale } from '@/lib/markets';

/** The back office's language before sign-in (the switch on the sign-in page); after it, the member's own (staff_members.locale). */
export const OPS_LOCALE_COOKIE = 'redline.ops.locale';

/** The language of this back-office request: the member's when signed in, else the cookie's, else English. */
export async function opsLocale(memberLocale?: string | null): Promise<Locale> {
  if (isLocale(memberLocale)) return memberLocale;
  const chosen = (await cookies()).get(OPS_LOCALE_COOKIE)?.value;
  return isLocale(chosen) ? chosen : 'en-US';
}

/** The `ops` messages in that language (server components and actions). */
export async function opsTranslations(locale: Locale) {
  return getTranslations({ locale, namespace: 'ops' });
}
