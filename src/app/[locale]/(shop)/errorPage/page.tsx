import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ErrorFallback, HomeLink } from '@/features/errors/ErrorFallback';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { getMarket, localizedPath } from '@/lib/markets';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: t('errorPageTitle'), robots: { index: false } };
}

/** Where failed page-type lookups and server redirects send the shopper (spec §2.5). */
export default async function ErrorPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'errors' });
  return (
    <>
      <PageView data={pageViewData(locale, 'others', 'errorPage')} />
      <ErrorFallback testId="error-page" heading={t('errorPageHeading')} body={t('errorPageBody')} actions={<HomeLink href={localizedPath('/', locale)} label={t('goHome')} />} />
    </>
  );
}
