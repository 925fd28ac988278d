import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/features/analytics/PageView';
import { pageViewData } from '@/features/analytics/page-view';
import { localizedPath, type Locale } from '@/lib/markets';
import { shelfUrlQuery, type ShelfUrlState } from '@/lib/shelf-query';
import { db } from '@/server/db/client';
import { availabilityFor } from '@/server/stores/availability';
import { searchProducts } from '@/server/search/service';
import { SHELF_SORTS } from './CategoryPage';
import { ShelfView } from './ShelfView';
import { shopperContext } from './shopper-context';

export const VEHICLE_CHECK_PARAM = 'ignoreVehicleSpecificProductsCheck';

/**
 * /searchresult: products ranked by relevance over title, part number, brand and part type,
 * narrowed to the saved vehicle when the search asks for it (spec §2.1), with facets.
 */
export async function SearchResultsPage({ locale, text, state, vehicleCheck }: { locale: Locale; text: string; state: ShelfUrlState; vehicleCheck: boolean }) {
  const t = await getTranslations({ locale, namespace: 'catalog.search' });
  const { vehicle: preferred, store } = await shopperContext();
  const narrow = !!preferred && (vehicleCheck || state.fits);
  const result = await searchProducts(db(), {
    text,
    locale,
    vehicle: narrow ? preferred.ref : null,
    page: state.page,
    sort: state.sort === 'discount' ? 'relevance' : state.sort,
    filters: { brands: state.brands, minPrice: state.minPrice, maxPrice: state.maxPrice, partTypeIds: state.partTypes },
  });
  const path = localizedPath('/searchresult', locale);
  const keep: Record<string, string> = { searchText: text, ...(vehicleCheck ? { [VEHICLE_CHECK_PARAM]: 'false' } : {}) };
  const fitment = new Map(result.items.flatMap((i) => (i.fitment ? [[i.id, i.fitment] as const] : [])));
  const data = {
    shelf: { total: result.total, pages: result.pages, items: result.items, facets: { brands: result.facets.brands, attributes: [], price: result.facets.price } },
    fitment: narrow ? fitment : null,
    availability: await availabilityFor(db(), result.items.map((i) => i.id), locale, store),
    vehicle: preferred,
    store: null,
  };
  const href = (query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'catalog', 'searchResults')} />
      <h1 className="text-2xl font-extrabold md:text-3xl">{t('title', { text })}</h1>
      {result.correctedText ? (
        <p data-testid="corrected-text" className="mt-2 text-muted">
          {t('corrected', { text: result.correctedText })}
        </p>
      ) : null}
      {!result.allWords ? <p className="mt-2 text-muted">{t('someWords')}</p> : null}
      {preferred && result.narrowed ? (
        <p data-testid="vehicle-narrowing" className="mt-3 rounded-lg bg-ok/10 p-3 text-sm">
          {t('narrowed', { vehicle: preferred.name })}{' '}
          <Link href={href({ searchText: text, [VEHICLE_CHECK_PARAM]: 'true' })} className="font-semibold underline">
            {t('showAll')}
          </Link>
        </p>
      ) : null}
      {preferred && result.vehicleFallback ? <p className="mt-3 rounded-lg bg-alert p-3 text-sm">{t('noneFit', { vehicle: preferred.name })}</p> : null}
      {preferred && !narrow ? (
        <p className="mt-3 text-sm">
          <Link href={href({ searchText: text, [VEHICLE_CHECK_PARAM]: 'false' })} className="font-semibold text-brand-dark underline">
            {t('onlyFitting', { vehicle: preferred.name })}
          </Link>
        </p>
      ) : null}
      {result.total === 0 && !shelfUrlQuery({ ...state, page: 1, sort: 'relevance' }) ? (
        <div className="mt-6">
          <p className="text-lg">{t('nothing', { text })}</p>
          <p className="mt-2 text-muted">{t('nothingHint')}</p>
        </div>
      ) : (
        <ShelfView locale={locale} path={path} state={state} data={data} sorts={SHELF_SORTS} keep={keep} partTypes={result.facets.partTypes} />
      )}
    </div>
  );
}
