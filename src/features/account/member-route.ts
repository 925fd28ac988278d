import { setRequestLocale } from 'next-intl/server';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { requireMember, type Member } from '@/server/customers/member';

/** A protected account route (spec §2.3): the locale from the URL, and the member or a redirect to sign-in and back to `path`. */
export async function memberRoute(params: Promise<{ locale: string }>, path: string): Promise<{ locale: Locale; member: Member }> {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  return { locale, member: await requireMember(locale, localizedPath(path, locale)) };
}
