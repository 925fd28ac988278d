import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResetPasswordForm } from '@/features/account/auth/ResetPasswordForm';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { messagesFor } from '@/i18n/catalogues';
import { decodeSegment } from '@/lib/input-text';
import { getMarket, localizedPath } from '@/lib/markets';

type Props = { params: Promise<{ locale: string; code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'account.signIn' });
  // The link's code never goes to another site; a form posted here still says where it comes from
  // (with no-referrer the browser sends Origin: null, which Next refuses for a form without JavaScript).
  return { title: t('reset.title'), robots: { index: false, follow: false }, referrer: 'same-origin' };
}

/** /resetPassword/[code] (spec §2.3): choose a new password from the e-mailed link. */
export default async function ResetPasswordRoute({ params }: Props) {
  const { locale: raw, code } = await params;
  const locale = getMarket(raw).locale;
  setRequestLocale(locale);
  // A malformed escape is no token we sent: the not-found page, never a 500.
  const token = decodeSegment(code);
  if (token === null) notFound();
  const t = await getTranslations({ locale, namespace: 'account.signIn' });
  const messages = await messagesFor(locale);
  return (
    <div className="mx-auto w-full max-w-[900px] px-4 py-8">
      <PageView data={pageViewData(locale, 'myzone', 'resetPassword')} />
      <h1 className="mb-4 text-2xl font-extrabold md:text-3xl">{t('reset.title')}</h1>
      <NextIntlClientProvider locale={locale} messages={{ account: { signIn: messages.account.signIn } }}>
        <ResetPasswordForm locale={locale} token={token} signInHref={localizedPath('/signin', locale)} />
      </NextIntlClientProvider>
    </div>
  );
}
