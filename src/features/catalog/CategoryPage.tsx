import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { localizedPath, type Locale } from '@/lib/markets';
import { SHELF_SORT_NAMES, type ShelfUrlState } from '@/lib/shelf-query';
import type { PageType } from '@/server/catalog/pages';
import { loadShelf } from './load-shelf';
import type { CatalogParts } from './parts';
import { ShelfView } from './ShelfView';

/** Shelves sort by these; "discount" belongs to deals. */
export const SHELF_SORTS = SHELF_SORT_NAMES.filter((s) => s !== 'discount');

type CategoryPageType = Extract<PageType, { type: 'category' }>;
type ProductShelfType = Extract<PageType, { type: 'productShelf' }>;

/** A category page: a grouping page lists its categories; a leaf page is a shelf of products. */
export async function CategoryPage({ page, locale, state, parts }: { page: CategoryPageType; locale: Locale; state: ShelfUrlState; parts: CatalogParts }) {
  const t = await getTranslations({ locale, namespace: 'catalog.shelf' });
  const { category, ancestors, children, leaf } = page;
  const to = (path: string) => localizedPath(path, locale);
  const crumbs = [...ancestors.map((a) => ({ name: a.name, href: to(a.path) })), { name: category.name }];
  const data = leaf ? await loadShelf({ categoryId: category.id }, locale, state) : null;

  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'category', page.kind)} />
      {leaf ? <parts.VehicleTooltip locale={locale} /> : null}
      <Breadcrumbs label={category.name} items={crumbs} />
      <h1 className="mt-2 text-3xl font-extrabold">{category.name}</h1>
      <parts.Promos locale={locale} seoUrl={category.path} />
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
      {data ? <ShelfView locale={locale} path={to(category.path)} state={state} data={data} sorts={SHELF_SORTS} AddToCart={parts.AddToCart} /> : null}
    </div>
  );
}

/** A part type's shelf (the product shelf page type), or one brand's part type (the filter page type). */
export async function ProductShelfPage({ page, locale, state, parts }: { page: ProductShelfType; locale: Locale; state: ShelfUrlState; parts: CatalogParts }) {
  const t = await getTranslations({ locale, namespace: 'catalog' });
  const to = (path: string) => localizedPath(path, locale);
  const { partType, trail, brand } = page;
  const data = await loadShelf({ partTypeId: partType.id, brandId: brand?.id }, locale, state);
  const title = brand ? t('shelf.brandPartType', { brand: brand.name, partType: partType.name }) : partType.name;
  const crumbs = [...trail.map((c) => ({ name: c.name, href: to(c.path) })), ...(brand ? [{ name: partType.name, href: to(partType.path) }] : []), { name: brand ? brand.name : partType.name }];
  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'catalog', page.kind)} />
      <parts.VehicleTooltip locale={locale} />
      <Breadcrumbs label={title} items={crumbs} />
      <h1 className="mt-2 text-3xl font-extrabold">{title}</h1>
      <parts.Promos locale={locale} seoUrl={brand ? `${partType.path}/${brand.slug}` : partType.path} />
      <ShelfView locale={locale} path={to(brand ? `${partType.path}/${brand.slug}` : partType.path)} state={state} data={data} sorts={SHELF_SORTS} hideBrands={!!brand} AddToCart={parts.AddToCart} />
    </div>
  );
}
