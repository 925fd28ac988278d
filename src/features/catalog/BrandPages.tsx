import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { groupBy } from '@/lib/group-by';
import { localizedPath, type Locale } from '@/lib/markets';
import type { ShelfUrlState } from '@/lib/shelf-query';
import type { BrandSummary } from '@/server/catalog/browse';
import { brandPartTypes } from '@/server/catalog/queries';
import { SHELF_SORTS } from './CategoryPage';
import { loadShelf } from './load-shelf';
import type { CatalogParts } from './parts';
import { ShelfView } from './ShelfView';

const initial = (name: string) => {
  const letter = name.normalize('NFD').charAt(0).toUpperCase();
  return /[A-Z]/.test(letter) ? letter : '#';
};

/** /brands: every brand, grouped by initial, with a jump list. */
export async function BrandIndexPage({ locale, brands }: { locale: Locale; brands: BrandSummary[] }) {
  const t = await getTranslations({ locale, namespace: 'catalog.brands' });
  const groups = [...groupBy(brands, (b) => initial(b.name))];
  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'catalog', 'brandIndex')} />
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      <p className="mt-2 text-muted">{t('intro', { count: brands.length })}</p>
      <nav aria-label={t('jump')} className="mt-4 flex flex-wrap gap-1">
        {groups.map(([letter]) => (
          <a key={letter} href={`#brands-${letter}`} className="inline-flex h-10 w-10 items-center justify-center rounded border border-line font-semibold hover:border-ink">
            {letter}
          </a>
        ))}
      </nav>
      {groups.map(([letter, list]) => (
        <section key={letter} id={`brands-${letter}`} aria-labelledby={`brands-${letter}-title`} className="mt-8">
          <h2 id={`brands-${letter}-title`} className="border-b border-line pb-1 text-xl font-bold">
            {letter}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 md:grid-cols-4 lg:grid-cols-6">
            {list.map((brand) => (
              <li key={brand.slug}>
                <Link href={localizedPath(`/brands/${brand.slug}`, locale)} className="flex min-h-11 flex-col justify-center rounded px-2 hover:bg-panel">
                  <span className="font-semibold">{brand.name}</span>
                  <span className="text-xs text-muted">{t('products', { count: brand.products })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** /brands/{brand}: the brand's products, with its part types as links to brand-filtered shelves. */
export async function BrandShelfPage({ locale, brand, state, parts }: { locale: Locale; brand: { id: number; slug: string; name: string }; state: ShelfUrlState; parts: CatalogParts }) {
  const t = await getTranslations({ locale, namespace: 'catalog.brands' });
  const to = (path: string) => localizedPath(path, locale);
  const [data, types] = await Promise.all([loadShelf({ brandId: brand.id }, locale, state), brandPartTypes(brand.id, locale)]);
  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'catalog', 'brandShelf')} />
      <Breadcrumbs label={brand.name} items={[{ name: t('title'), href: to('/brands') }, { name: brand.name }]} />
      <h1 className="mt-2 text-3xl font-extrabold">{brand.name}</h1>
      <parts.Promos locale={locale} seoUrl={`/brands/${brand.slug}`} />
      <section aria-label={t('partTypes', { brand: brand.name })} className="mt-4">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-wrap md:overflow-visible md:px-0">
          {types.slice(0, 24).map((type) => (
            <li key={type.id}>
              <Link href={to(`${type.path}/${brand.slug}`)} className="inline-flex min-h-9 items-center whitespace-nowrap rounded-full border border-line px-3 text-sm hover:border-ink">
                {type.name} <span className="ml-1 text-xs text-muted">({type.products})</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ShelfView locale={locale} path={to(`/brands/${brand.slug}`)} state={state} data={data} sorts={SHELF_SORTS} hideBrands AddToCart={parts.AddToCart} />
    </div>
  );
}
