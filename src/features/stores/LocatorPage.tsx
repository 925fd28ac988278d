import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/Icon';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { STORE_SEARCH_DEFAULT_RADIUS } from '@/lib/constants';
import { fill } from '@/lib/fill';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { storePagePath } from '@/lib/store-pages';
import { refusalOf } from '@/server/platform/domain-error';
import { locateCity, locatePostalCode, storeSearchConfig, type StoreLocation } from '@/server/stores/service';
import { findStoreLocations } from '@/server/stores/queries';
import { SetStoreForm } from './SetStoreForm';
import { storeModalLabels } from './labels';
import { LocatorLocateButton } from './LocatorLocateButton';
import { locationQuery } from './store-api';
import { StoreResultCard } from './StoreResultCard';

export interface LocatorQuery {
  q?: string;
  lat?: number;
  lng?: number;
}

type Outcome = { stores: StoreLocation[] } | { error: 'notFound' | 'unavailable' } | null;

async function searchFor(query: LocatorQuery, locale: Locale): Promise<Outcome> {
  const country = getMarket(locale).country;
  const text = query.q?.trim();
  if (!text && (query.lat === undefined || query.lng === undefined)) return null;
  const centre = text ? (locationQuery(text).startsWith('zip=') ? locatePostalCode(text, country) : locateCity(text, country)) : { latitude: query.lat!, longitude: query.lng! };
  if (!centre) return { error: 'notFound' };
  try {
    return { stores: await findStoreLocations({ ...centre, country }, storeSearchConfig()) };
  } catch (error) {
    if (refusalOf(error)) return { error: 'unavailable' };
    throw error;
  }
}

/**
 * /store: find stores by ZIP, city or location and set one as my store; works without JavaScript.
 * `myStore` is the shopper's chosen store number (null while the default store stands in), read
 * by the page alongside the search.
 */
export async function LocatorPage({ locale, query, directory, myStore }: { locale: Locale; query: LocatorQuery; directory: React.ReactNode; myStore: Promise<string | null> }) {
  const t = await getTranslations({ locale, namespace: 'stores.locator' });
  const labels = await storeModalLabels(locale);
  const [myStoreNumber, outcome] = await Promise.all([myStore, searchFor(query, locale)]);
  const unit = getMarket(locale).country === 'US' ? labels.miles : labels.kilometres;
  const returnTo = localizedPath('/store', locale) + (query.q ? `?q=${encodeURIComponent(query.q)}` : query.lat !== undefined ? `?lat=${query.lat}&lng=${query.lng}` : '');

  return (
    <div className="mx-auto max-w-[1100px] px-4 py-8">
      <PageView data={pageViewData(locale, 'others', 'storeLocator')} />
      <h1 className="text-2xl font-extrabold md:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-muted">{t('intro')}</p>

      <form method="get" role="search" className="mt-4 flex max-w-xl flex-col gap-2">
        <label htmlFor="locator-q" className="text-sm font-semibold">
          {labels.searchLabel}
        </label>
        <div className="flex gap-2">
          <input
            id="locator-q"
            name="q"
            defaultValue={query.q ?? ''}
            required
            placeholder={labels.searchPlaceholder}
            autoComplete="postal-code"
            enterKeyHint="search"
            className="min-h-11 min-w-0 flex-1 rounded-md border border-line px-3"
          />
          <button type="submit" className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
            {labels.search}
          </button>
        </div>
      </form>
      <LocatorLocateButton label={labels.useLocation} locatingLabel={labels.locating} failedLabel={labels.locationUnavailable} />

      <section aria-live="polite" aria-label={labels.resultsHeading} className="mt-4">
        {outcome && 'error' in outcome ? (
          <p role="alert" className="font-semibold text-brand-dark">
            {outcome.error === 'notFound' ? labels.notFound : labels.unavailable}
          </p>
        ) : null}
        {outcome && 'stores' in outcome && !outcome.stores.length ? <p>{fill(labels.noResults, { distance: fill(unit, { value: STORE_SEARCH_DEFAULT_RADIUS }) })}</p> : null}
        {outcome && 'stores' in outcome && outcome.stores.length ? (
          <>
            <h2 className="mb-2 text-lg font-bold">{t('results', { count: outcome.stores.length })}</h2>
            <ul className="divide-y divide-line rounded-lg border border-line">
              {outcome.stores.map((store) => (
                <li key={store.storeNumber}>
                  <StoreResultCard
                    store={store}
                    labels={labels}
                    locale={locale}
                    href={localizedPath(storePagePath({ ...store, country: store.countryCode }), locale)}
                    action={
                      store.storeNumber === myStoreNumber ? (
                        <span className="inline-flex min-h-11 items-center gap-1 font-semibold text-ok">
                          <Icon name="check" className="h-5 w-5" />
                          {labels.myStore}
                        </span>
                      ) : (
                        <SetStoreForm storeNumber={store.storeNumber} locale={locale} returnTo={returnTo} className="min-h-11 w-full rounded-md border border-ink px-3 font-semibold hover:bg-panel sm:w-auto">
                            {labels.setStore}
                        </SetStoreForm>
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section className="mt-10">{directory}</section>
    </div>
  );
}
