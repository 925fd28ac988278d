import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SHELF_SORTS } from '@/features/catalog/CategoryPage';
import { SearchResultsPage, VEHICLE_CHECK_PARAM } from '@/features/catalog/SearchResultsPage';
import { catalogParts } from '@/app/[locale]/_parts/catalog';
import { getMarket, localizedPath } from '@/lib/markets';
import { giftCardDestination, isGiftCardSearch, sanitizeSearchText } from '@/lib/search-text';
import { parseShelfUrl } from '@/lib/shelf-query';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'catalog.search' });
  const text = sanitizeSearchText(first((await searchParams).searchText));
  return { title: t('title', { text }), robots: { index: false, follow: true } };
}

/** /searchresult?searchText=: the search results page; gift-card searches go to the gift-card page or home. */
export default async function SearchResultRoute({ params, searchParams }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  const query = await searchParams;
  const text = sanitizeSearchText(first(query.searchText));
  if (isGiftCardSearch(text)) redirect(localizedPath(giftCardDestination(locale), locale));
  if (!text) {
    const t = await getTranslations({ locale, namespace: 'catalog.search' });
    return <p className="mx-auto max-w-[1400px] px-4 py-10 text-lg">{t('empty')}</p>;
  }
  return <SearchResultsPage locale={locale} text={text} state={parseShelfUrl(query, SHELF_SORTS, locale)} vehicleCheck={first(query[VEHICLE_CHECK_PARAM]) === 'false'} parts={catalogParts} />;
}
