import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { Icon } from '@/components/Icon';
import { localizedPath, type Locale } from '@/lib/markets';
import { shelfUrlQuery, type ShelfUrlState } from '@/lib/shelf-query';
import { searchProducts } from '@/server/search/queries';
import { pageNarrowsToVehicle, searchOptionsFromPage } from '@/server/search/search-results';
import { availabilityFor } from '@/server/inventory/queries';
import { SHELF_SORTS } from './CategoryPage';
import { DEPARTMENTS } from './departments';
import type { CatalogParts } from './parts';
import { ShelfView } from './ShelfView';
import { shopperContext } from './shopper-context';

export const VEHICLE_CHECK_PARAM = 'ignoreVehicleSpecificProductsCheck';

/**
 * /searchresult: products ranked by relevance over title, part number, brand and part type,
 * narrowed to the saved vehicle when the search asks for it (spec §2.1), with facets.
 */
export async function SearchResultsPage({ locale, text, state, vehicleCheck, parts }: { locale: Locale; text: string; state: ShelfUrlState; vehicleCheck: boolean; parts: CatalogParts }) {
  const t = await getTranslations({ locale, namespace: 'catalog.search' });
  const home = await getTranslations({ locale, namespace: 'home' });
  const { vehicle: preferred, store, deferred } = await shopperContext();
  const narrow = !!preferred && pageNarrowsToVehicle(vehicleCheck, state);
  const result = await searchProducts(searchOptionsFromPage(text, locale, state, narrow ? preferred.ref : null));
  const path = localizedPath('/searchresult', locale);
  const keep: Record<string, string> = { searchText: text, ...(vehicleCheck ? { [VEHICLE_CHECK_PARAM]: 'false' } : {}) };
  const fitment = new Map(result.items.flatMap((i) => (i.fitment ? [[i.id, i.fitment] as const] : [])));
  const data = {
    shelf: { total: result.total, pages: result.pages, items: result.items, facets: { brands: result.facets.brands, attributes: [], price: result.facets.price } },
    fitment: narrow ? fitment : null,
    availability: await availabilityFor(result.items.map((i) => i.id), locale, store),
    vehicle: preferred,
    store: null,
    deferred,
  };
  const href = (query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;
  // Nothing matches the words (not merely the filters): said so, and what is offered instead is labelled as suggestions, not matches.
  const nothing = result.total === 0 && !shelfUrlQuery({ ...state, page: 1, sort: 'relevance' });

  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'catalog', 'searchResults')} />
      <h1 className="text-2xl font-extrabold md:text-3xl" data-testid="search-heading">
        {nothing ? t('noResultsTitle', { text }) : t('title', { text })}
      </h1>
      {result.correctedText ? (
        <p data-testid="corrected-text" className="mt-2 text-muted">
          {t('corrected', { text: result.correctedText })}
        </p>
      ) : null}
      {!result.allWords && result.total > 0 ? (
        <p data-testid="closest-matches" className="mt-2 text-muted">
          {t('someWords')}
        </p>
      ) : null}
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
      {nothing ? (
        <div className="mt-6" data-testid="search-nothing">
          <p className="text-lg">{t('nothing', { text })}</p>
          <p className="mt-2 text-muted">{t('nothingHint')}</p>
          <section aria-labelledby="search-suggestions-title" className="mt-8" data-testid="search-suggestions">
            <h2 id="search-suggestions-title" className="text-xl font-bold">
              {t('suggestionsTitle')}
            </h2>
            <p className="mt-1 text-sm text-muted">{t('suggestionsIntro')}</p>
            <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-7">
              {DEPARTMENTS.map((d) => (
                <li key={d.slug}>
                  <Link
                    href={localizedPath(`/${d.slug}`, locale)}
                    className="flex h-full min-h-24 flex-col items-center justify-center gap-2 rounded-lg border border-line bg-white p-3 text-center font-semibold hover:border-brand hover:text-brand-dark"
                  >
                    <Icon name={d.icon} className="h-8 w-8 text-brand" />
                    <span className="text-sm">{home(`departments.${d.slug}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : (
        <ShelfView locale={locale} path={path} state={state} data={data} sorts={SHELF_SORTS} keep={keep} partTypes={result.facets.partTypes} AddToCart={parts.AddToCart} />
      )}
    </div>
  );
}
