import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DealsLanding } from '@/features/catalog/DealsPages';
import { catalogParts } from '@/app/[locale]/_parts/catalog';
import { alternatesFor } from '@/lib/alternates';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'catalog.deals' });
  return { title: t('title'), description: t('intro'), alternates: alternatesFor('/lp/deals', locale) };
}

/** /lp/deals: the deals landing page. */
export default async function DealsLandingRoute({ params }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  return <DealsLanding locale={locale} pageType="dealsLanding" parts={catalogParts} />;
}
