import Form from 'next/form';
import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { formatMoney, money } from '@/lib/money';
import { getMarket, type Locale } from '@/lib/markets';
import { activeFilterCount, shelfUrlQuery, type ShelfSortName, type ShelfUrlState } from '@/lib/shelf-query';
import { FilterDrawer } from './FilterDrawer';
import type { LoadedShelf } from './load-shelf';
import type { AddToCartPart } from './parts';
import { ProductGrid } from './ProductGrid';
import { ShelfFilters, type ShelfFilterLabels } from './ShelfFilters';
import { VISIBLE_VALUES } from './shelf-filter-limits';
import { SubmitOnChange } from './SubmitOnChange';

interface Props {
  locale: Locale;
  /** The shelf's own localized path: filters, sort and pages are its query. */
  path: string;
  state: ShelfUrlState;
  data: LoadedShelf;
  sorts: readonly ShelfSortName[];
  keep?: Record<string, string>;
  hideBrands?: boolean;
  partTypes?: { id: number; name: string; count: number }[];
  AddToCart: AddToCartPart;
}

/** A shelf of products: filters (a sidebar on desktop, a drawer below), sort, the grid and its pages. */
/** The shelf's own filter form, which the Filter link targets without JavaScript. */
const FILTERS_FALLBACK_ID = 'filters';

export async function ShelfView({ locale, path, state, data, sorts, keep = {}, hideBrands, partTypes = [], AddToCart }: Props) {
  const t = await getTranslations({ locale, namespace: 'catalog' });
  const { shelf, fitment, availability, vehicle, store } = data;
  const href = (next: Partial<ShelfUrlState>) => {
    const query = shelfUrlQuery({ ...state, page: 1, ...next }, keep);
    return query ? `${path}?${query}` : path;
  };
  // Changing the sort keeps the filters and goes back to the first page.
  const keptBySort = [...new URLSearchParams(shelfUrlQuery({ ...state, page: 1, sort: 'relevance' }, keep))];
  const currency = getMarket(locale).currency;
  const price = (amount: number) => formatMoney(money(amount, currency), locale);
  const f = await getTranslations({ locale, namespace: 'catalog.filters' });
  const labels: ShelfFilterLabels = {
    ...Object.fromEntries((['title', 'availability', 'atStore', 'partType', 'brand', 'price', 'minPrice', 'maxPrice', 'priceHint', 'priceInvalid', 'apply', 'clear'] as const).map((key) => [key, f(key)])),
    // A template: on a cached page the browser learns the saved vehicle's name from the shell (ShelfFilters).
    fits: f('fits', { vehicle: '{vehicle}' }),
    more: f('more', { count: Math.max(0, shelf.facets.brands.length - VISIBLE_VALUES) }),
    symbol: getMarket(locale).currencySymbol,
  } as ShelfFilterLabels;
  const filterProps = { locale, action: path, labels, state, facets: shelf.facets, keep, vehicleName: vehicle?.name ?? null, storeChosen: !!store, hideBrands, partTypes };
  const brandName = new Map(shelf.facets.brands.map((b) => [b.slug, b.name]));
  const attributeLabel = new Map(shelf.facets.attributes.flatMap((f) => f.values.map((v) => [`${f.key}:${v.value}`, `${f.name}: ${v.label}`])));
  const chips = [
    ...(state.fits && vehicle ? [{ label: t('filters.fits', { vehicle: vehicle.name }), href: href({ fits: false }) }] : []),
    ...(state.store && store ? [{ label: t('filters.atStore'), href: href({ store: false }) }] : []),
    ...state.brands.map((b) => ({ label: brandName.get(b) ?? b, href: href({ brands: state.brands.filter((x) => x !== b) }) })),
    ...(state.minPrice !== undefined || state.maxPrice !== undefined
      ? [{ label: `${state.minPrice !== undefined ? price(state.minPrice) : ''} – ${state.maxPrice !== undefined ? price(state.maxPrice) : ''}`, href: href({ minPrice: undefined, maxPrice: undefined }) }]
      : []),
    ...(state.partTypes ?? []).map((id) => ({ label: partTypes.find((p) => p.id === id)?.name ?? String(id), href: href({ partTypes: state.partTypes!.filter((x) => x !== id) }) })),
    ...state.attributes.map((a) => ({ label: attributeLabel.get(`${a.key}:${a.value}`) ?? a.value, href: href({ attributes: state.attributes.filter((x) => x !== a) }) })),
  ];

  return (
    <div className="mt-4 lg:grid lg:grid-cols-[260px_minmax(0,1fr)] lg:gap-8">
      {/* Wide screens show the filters beside the shelf; narrower ones slide them in, or, without JavaScript, show them here when the Filter link targets them. */}
      <aside id={FILTERS_FALLBACK_ID} className="mb-4 hidden target:block lg:mb-0 lg:block" aria-label={t('filters.title')}>
        <h2 className="text-lg font-bold">{t('filters.title')}</h2>
        <SubmitOnChange>
          <ShelfFilters id="shelf-filters" {...filterProps} />
        </SubmitOnChange>
      </aside>
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted" role="status">
            {t('shelf.count', { count: shelf.total })}
          </p>
          {/* On a phone the controls take a row of their own, and the sort box the room the Filter button leaves: its longest option ("Preço: menor para maior") shows whole. */}
          <div className="flex w-full items-center gap-2 sm:w-auto">
            <FilterDrawer labels={{ open: t('filters.open'), title: t('filters.title'), close: t('filters.close'), apply: t('filters.apply') }} count={activeFilterCount(state)} formId="shelf-filters-drawer" fallbackId={FILTERS_FALLBACK_ID}>
              <ShelfFilters id="shelf-filters-drawer" {...filterProps} />
            </FilterDrawer>
            <Form action={path} className="flex min-w-0 flex-1 items-center gap-2">
              {keptBySort.map(([name, value], i) => (
                <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
              ))}
              <label htmlFor="sort" className="sr-only text-sm font-semibold md:not-sr-only">
                {t('shelf.sortBy')}
              </label>
              <SubmitOnChange className="min-w-0 flex-1 sm:flex-none">
                <select id="sort" name="sort" defaultValue={state.sort} className="h-10 w-full min-w-0 rounded-md border border-line bg-white px-2 text-sm sm:w-auto">
                  {sorts.map((s) => (
                    <option key={s} value={s}>
                      {t(`shelf.sort.${s}`)}
                    </option>
                  ))}
                </select>
              </SubmitOnChange>
              <noscript>
                <button type="submit" className="h-10 rounded-md border border-ink px-3 text-sm font-semibold">
                  {t('shelf.apply')}
                </button>
              </noscript>
            </Form>
          </div>
        </div>
        {state.unreadPrices ? (
          // Said on the page too: on a phone the filters are in a closed drawer.
          <p role="alert" data-testid="price-filter-error" className="mt-3 rounded-md bg-alert px-3 py-2 text-sm font-semibold">
            {f('priceInvalid')}
          </p>
        ) : null}
        {chips.length ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('filters.applied')}>
            {chips.map((chip) => (
              <li key={chip.label}>
                <Link href={chip.href} className="inline-flex min-h-9 items-center gap-1 rounded-full border border-line bg-panel px-3 text-sm hover:border-ink" aria-label={t('filters.remove', { filter: chip.label })}>
                  {chip.label} <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {shelf.items.length ? (
          <ProductGrid items={shelf.items} locale={locale} fitment={fitment} availability={availability} vehicleName={vehicle?.name} AddToCart={AddToCart} />
        ) : (
          <p className="mt-6 text-muted">{chips.length ? t('filters.nothing') : t('shelf.empty')}</p>
        )}
        {shelf.pages > 1 ? (
          <nav aria-label={t('shelf.pagination')} className="mt-6 flex items-center justify-center gap-3">
            {state.page > 1 ? (
              <Link href={href({ page: state.page - 1 })} rel="prev" className="inline-flex min-h-11 items-center rounded-md border border-line px-4 font-semibold hover:border-ink">
                {t('shelf.previous')}
              </Link>
            ) : null}
            <span className="text-sm">{t('shelf.page', { page: state.page, pages: shelf.pages })}</span>
            {state.page < shelf.pages ? (
              <Link href={href({ page: state.page + 1 })} rel="next" className="inline-flex min-h-11 items-center rounded-md border border-line px-4 font-semibold hover:border-ink">
                {t('shelf.next')}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </div>
  );
}
