import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SHELF_SORTS } from '@/features/catalog/CategoryPage';
import { BrandSavingsPage, DealShelfPage, DealsLanding } from '@/features/catalog/DealsPages';
import { catalogParts } from '@/app/[locale]/_parts/catalog';
import { alternatesFor } from '@/lib/alternates';
import { getMarket } from '@/lib/markets';
import { parseShelfUrl } from '@/lib/shelf-query';
import { decodeSegments } from '@/lib/input-text';
import { dealCategory } from '@/server/catalog/queries';
import { DEAL_SHELF_SCOPES } from '@/server/catalog/shelf-listing';

type Props = { params: Promise<{ locale: string; path: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const FIXED = DEAL_SHELF_SCOPES;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, path } = await params;
  const locale = getMarket(raw).locale;
  const t = await getTranslations({ locale, namespace: 'catalog.deals' });
  const [first] = path;
  const title = first && (first in FIXED || first === 'rebates') ? t(`${first as keyof typeof FIXED | 'rebates'}.title`) : t('title');
  return { title, alternates: alternatesFor(`/deals/${path.join('/')}`, locale) };
}

/** /deals/{cmsPath}/{optional slug} and the fixed deals shelves of spec §2.1. */
export default async function DealsRoute({ params, searchParams }: Props) {
  const { locale: raw, path } = await params;
  const locale = getMarket(raw).locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'catalog.deals' });
  const state = parseShelfUrl(await searchParams, SHELF_SORTS, locale);
  const [first, second, ...extra] = decodeSegments(path) ?? [];
  if (!first || extra.length) notFound();

  if (first === 'pages' && !second) return <DealsLanding locale={locale} pageType="dealPages" parts={catalogParts} />;
  if (first === 'rebates' && !second) return <BrandSavingsPage locale={locale} parts={catalogParts} />;
  if (first in FIXED && !second) {
    const shelf = first as keyof typeof FIXED;
    return (
      <DealShelfPage locale={locale} path={`/deals/${shelf}`} title={t(`${shelf}.title`)} intro={t(`${shelf}.intro`)} pageType={shelf} scope={{ deal: FIXED[shelf] }} state={state} storeOnly={shelf === 'localstoreadd'} parts={catalogParts} />
    );
  }
  const category = await dealCategory(first, second, locale);
  if (!category) notFound();
  return (
    <DealShelfPage
      locale={locale}
      path={`/deals/${[first, second].filter(Boolean).join('/')}`}
      title={t('inCategory', { category: category.name })}
      pageType="categoryDeals"
      scope={{ categoryId: category.id }}
      state={state}
      parts={catalogParts}
    />
  );
}
