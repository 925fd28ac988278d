import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { ShopProductGrid } from '@/app/[locale]/_parts/catalog';
import { CircularSection } from '@/features/promotions/CircularSection';
import { alternatesFor } from '@/lib/alternates';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'promotions.circular' });
  return { title: t('title'), description: t('metaDescription'), alternates: alternatesFor('/circular', locale) };
}

/** /circular: this week's circular in the market. */
export default async function CircularPage({ params }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  return (
    <div className="mx-auto w-full max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'deals', 'circular')} />
      <CircularSection locale={locale} headingLevel={1} ProductGrid={ShopProductGrid} />
    </div>
  );
}
