import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BrandIndexPage } from '@/features/catalog/BrandPages';
import { alternatesFor } from '@/lib/alternates';
import { getMarket } from '@/lib/markets';
import { listBrands } from '@/server/catalog/queries';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'catalog.brands' });
  return { title: t('title'), alternates: alternatesFor('/brands', locale) };
}

/** /brands: the brand index. */
export default async function BrandsRoute({ params }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  return <BrandIndexPage locale={locale} brands={await listBrands()} />;
}
