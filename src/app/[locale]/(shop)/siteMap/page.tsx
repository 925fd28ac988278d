import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteMapPage } from '@/features/catalog/SiteMapPage';
import { alternatesFor } from '@/lib/alternates';
import { getMarket } from '@/lib/markets';
import { siteMapTree } from '@/server/catalog/queries';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'catalog.siteMap' });
  return { title: t('title'), alternates: alternatesFor('/siteMap', locale) };
}

/** /siteMap: every department, category and part type as plain links. */
export default async function SiteMapRoute({ params }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  return <SiteMapPage locale={locale} tree={await siteMapTree(locale)} />;
}
