import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { catalogParts, ShopProductGrid } from '@/app/[locale]/_parts/catalog';
import { RecentlyViewed } from '@/features/catalog/RecentlyViewed';
import { shopperContext } from '@/features/catalog/shopper-context';
import { RecommendationsPage } from '@/features/promotions/RecommendationsPage';
import { alternatesFor } from '@/lib/alternates';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'promotions.recommendations' });
  return { title: t('title'), description: t('metaDescription'), alternates: alternatesFor('/recommendations', locale) };
}

/** /recommendations: parts for the saved vehicle, recently viewed, popular in the market. */
export default async function RecommendationsRoute({ params }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  const { vehicle } = await shopperContext();
  return <RecommendationsPage locale={locale} vehicle={vehicle} RecentlyViewed={RecentlyViewed} ProductGrid={ShopProductGrid} SelectorTrigger={catalogParts.SelectorTrigger} />;
}
