import Link from 'next/link';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/features/analytics/PageView';
import { pageViewData } from '@/features/analytics/page-view';
import { Breadcrumbs } from '@/features/vehicles/Breadcrumbs';
import { VehicleTooltipSlot } from '@/features/vehicles/VehicleTooltipSlot';
import { localizedPath, type Locale } from '@/lib/markets';
import { parseVehicleKey } from '@/lib/vehicle-key';
import { listShelfProducts, type PageType, type ShelfSort } from '@/server/catalog/pages';
import { partImageUrl } from '@/server/catalog/service';
import { db } from '@/server/db/client';
import { fitmentForProducts } from '@/server/vehicles/fitment';
import { readGarage } from '@/server/vehicles/preferred';
import { ProductCardView } from './ProductCardView';

const SORTS: ShelfSort[] = ['relevance', 'price-asc', 'price-desc', 'name'];

export function parseShelfQuery(query: Record<string, string | string[] | undefined>): { page: number; sort: ShelfSort } {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const page = Number(first(query.page));
  const sort = first(query.sort) as ShelfSort;
  return { page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1, sort: SORTS.includes(sort) ? sort : 'relevance' };
}

/** A category page: a grouping page lists its categories; a leaf page is a shelf of products. */
export async function CategoryPage({ page, locale, query }: { page: Extract<PageType, { type: 'category' }>; locale: Locale; query: { page: number; sort: ShelfSort } }) {
  const t = await getTranslations({ locale, namespace: 'catalog.shelf' });
  const { category, ancestors, children, leaf } = page;
  const to = (path: string) => localizedPath(path, locale);
  const crumbs = [...ancestors.map((a) => ({ name: a.name, href: to(a.path) })), { name: category.name }];

  let shelf = null;
  if (leaf) {
    const jar = await cookies();
    const [products, garage] = await Promise.all([
      listShelfProducts(db(), category.id, locale, query),
      readGarage(db(), { get: (name) => jar.get(name)?.value }),
    ]);
    const vehicle = garage.preferred;
    const fitment = vehicle ? await fitmentForProducts(db(), products.items.map((p) => p.id), parseVehicleKey(vehicle.key)!) : null;
    const pageHref = (n: number) => `${to(category.path)}?${new URLSearchParams({ ...(query.sort !== 'relevance' ? { sort: query.sort } : {}), page: String(n) })}`;
    shelf = (
      <>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">{t('count', { count: products.total })}</p>
          <form method="get" action={to(category.path)} className="flex items-center gap-2">
            <label htmlFor="sort" className="text-sm font-semibold">
              {t('sortBy')}
            </label>
            <select id="sort" name="sort" defaultValue={query.sort} className="h-10 rounded-md border border-line bg-white px-2 text-sm">
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`sort.${s}`)}
                </option>
              ))}
            </select>
            <button type="submit" className="h-10 rounded-md border border-ink px-3 text-sm font-semibold hover:bg-panel">
              {t('apply')}
            </button>
          </form>
        </div>
        {products.items.length ? (
          <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
            {products.items.map((product) => (
              <li key={product.id}>
                <ProductCardView product={product} locale={locale} imageUrl={partImageUrl(product.partTypeId, locale)} fitment={fitment?.get(product.id)} vehicleName={vehicle?.name} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 text-muted">{t('empty')}</p>
        )}
        {products.pages > 1 ? (
          <nav aria-label={t('pagination')} className="mt-6 flex items-center justify-center gap-3">
            {query.page > 1 ? (
              <Link href={pageHref(query.page - 1)} rel="prev" className="inline-flex min-h-11 items-center rounded-md border border-line px-4 font-semibold hover:border-ink">
                {t('previous')}
              </Link>
            ) : null}
            <span className="text-sm">{t('page', { page: query.page, pages: products.pages })}</span>
            {query.page < products.pages ? (
              <Link href={pageHref(query.page + 1)} rel="next" className="inline-flex min-h-11 items-center rounded-md border border-line px-4 font-semibold hover:border-ink">
                {t('next')}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'category', leaf ? 'leafCategory' : 'categoryGrouping')} />
      {leaf ? <VehicleTooltipSlot locale={locale} /> : null}
      <Breadcrumbs label={category.name} items={crumbs} />
      <h1 className="mt-2 text-3xl font-extrabold">{category.name}</h1>
      {children.length ? (
        <section aria-label={t('subcategories')} className="mt-6">
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
            {children.map((child) => (
              <li key={child.id}>
                <Link href={to(child.path)} className="flex min-h-16 items-center rounded-lg border border-line px-4 font-semibold hover:border-brand hover:text-brand-dark">
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {shelf}
    </div>
  );
}
