import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignInPage } from '@/features/account/auth/SignInPage';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ redirect_url?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'account.signIn' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/** /signinnotcheckout (spec §2.2). */
export default async function SignInNotCheckoutRoute({ params, searchParams }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  const { redirect_url } = await searchParams;
  return <SignInPage locale={locale} variant="notcheckout" redirectUrl={typeof redirect_url === 'string' ? redirect_url : undefined} />;
}
