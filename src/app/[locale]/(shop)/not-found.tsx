import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorFallback, HomeLink } from '@/features/errors/ErrorFallback';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { getMarket, localizedPath } from '@/lib/markets';

export default async function NotFound() {
  const locale = getMarket(await getLocale()).locale;
  const t = await getTranslations({ locale, namespace: 'errors' });
  return (
    <>
      <PageView data={pageViewData(locale, 'others', '404')} />
      <ErrorFallback testId="not-found" heading={t('notFoundHeading')} body={t('notFoundBody')} actions={<HomeLink href={localizedPath('/', locale)} label={t('goHome')} />} />
    </>
  );
}
