import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { localizedPath, type Locale } from '@/lib/markets';
import { FIRST_SHELF_PAGE, type ShelfUrlState } from '@/lib/shelf-query';
import { dealDepartments, dealBrands } from '@/server/catalog/queries';
import type { ShelfScope } from '@/server/catalog/shelf';
import { SHELF_SORTS } from './CategoryPage';
import { loadShelf } from './load-shelf';
import { ProductGrid } from './ProductGrid';
import type { CatalogParts } from './parts';
import { ShelfView } from './ShelfView';

/** The deals shelves of spec §2.1 and what each one holds. */
export const DEAL_SHELVES = ['hotDeal', 'clearance', 'localstoreadd', 'rebates'] as const;
const LANDING_DEALS = 8;

const percent = (share: number, locale: Locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);

function DealsFrame({ locale, seoUrl, title, intro, pageType, crumbs, parts, children }: { locale: Locale; seoUrl: string; title: string; intro?: string; pageType: string; crumbs: { name: string; href?: string }[]; parts: CatalogParts; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'deals', pageType)} />
      <Breadcrumbs label={title} items={crumbs} />
      <h1 className="mt-2 text-3xl font-extrabold">{title}</h1>
      {intro ? <p className="mt-2 max-w-3xl text-muted">{intro}</p> : null}
      <parts.Promos locale={locale} seoUrl={seoUrl} />
      {children}
    </div>
  );
}

async function DealLinks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'catalog.deals' });
  return (
    <ul className="mt-6 grid gap-3 md:grid-cols-2 lg:grid-cols-4">
      {DEAL_SHELVES.map((shelf) => (
        <li key={shelf}>
          <Link href={localizedPath(`/deals/${shelf}`, locale)} className="flex h-full flex-col rounded-lg border border-line p-4 hover:border-brand">
            <span className="text-lg font-bold">{t(`${shelf}.title`)}</span>
            <span className="mt-1 text-sm text-muted">{t(`${shelf}.intro`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

async function DepartmentDeals({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'catalog.deals' });
  const departments = await dealDepartments(locale);
  return (
    <section aria-labelledby="deal-departments" className="mt-10">
      <h2 id="deal-departments" className="text-xl font-bold">
        {t('byDepartment')}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
        {departments.map((d) => (
          <li key={d.slug}>
            <Link href={localizedPath(`/deals/${d.slug}`, locale)} className="flex h-full flex-col rounded-lg border border-line p-4 hover:border-brand">
              <span className="font-bold">{d.name}</span>
              <span className="mt-1 text-sm text-muted">{t('dealCount', { count: d.deals })}</span>
              <span className="mt-1 text-sm font-semibold text-brand-dark">{t('upTo', { percent: percent(d.bestDiscount, locale) })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /lp/deals and /deals/pages: where the deals are. */
export async function DealsLanding({ locale, pageType, parts }: { locale: Locale; pageType: 'dealsLanding' | 'dealPages'; parts: CatalogParts }) {
  const t = await getTranslations({ locale, namespace: 'catalog.deals' });
  const data = await loadShelf({ deal: 'hot' }, locale, FIRST_SHELF_PAGE, { limit: LANDING_DEALS });
  return (
    <DealsFrame locale={locale} seoUrl="/lp/deals" title={t('title')} intro={t('intro')} pageType={pageType} crumbs={[{ name: t('title') }]} parts={parts}>
      <DealLinks locale={locale} />
      <DepartmentDeals locale={locale} />
      <section aria-labelledby="top-deals" className="mt-10">
        <h2 id="top-deals" className="text-xl font-bold">
          {t('topDeals')}
        </h2>
        <ProductGrid items={data.shelf.items} locale={locale} fitment={data.fitment} availability={data.availability} vehicleName={data.vehicle?.name} AddToCart={parts.AddToCart} />
        <Link href={localizedPath('/deals/hotDeal', locale)} className="mt-4 inline-flex min-h-11 items-center rounded-md border border-ink px-4 font-semibold hover:bg-panel">
          {t('seeAll', { count: data.shelf.total })}
        </Link>
      </section>
    </DealsFrame>
  );
}

/** /deals/rebates: savings by brand, each leading to that brand's deals. */
export async function BrandSavingsPage({ locale, parts }: { locale: Locale; parts: CatalogParts }) {
  const t = await getTranslations({ locale, namespace: 'catalog.deals' });
  const brands = await dealBrands(locale);
  return (
    <DealsFrame locale={locale} seoUrl="/deals/rebates" title={t('rebates.title')} intro={t('rebates.intro')} pageType="rebates" crumbs={[{ name: t('title'), href: localizedPath('/lp/deals', locale) }, { name: t('rebates.title') }]} parts={parts}>
      <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
        {brands.map((b) => (
          <li key={b.slug}>
            <Link href={`${localizedPath('/deals/hotDeal', locale)}?brand=${b.slug}`} className="flex h-full flex-col rounded-lg border border-line p-4 hover:border-brand">
              <span className="font-bold">{b.name}</span>
              <span className="mt-1 text-sm text-muted">{t('dealCount', { count: b.deals })}</span>
              <span className="mt-1 text-sm font-semibold text-brand-dark">{t('upTo', { percent: percent(b.bestDiscount, locale) })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </DealsFrame>
  );
}

/** A shelf of deals: hot deals, clearance, the local store ad, or a department's or category's deals. */
export async function DealShelfPage({ locale, path, title, intro, pageType, scope, state, storeOnly = false, parts }: { locale: Locale; path: string; title: string; intro?: string; pageType: string; scope: ShelfScope; state: ShelfUrlState; storeOnly?: boolean; parts: CatalogParts }) {
  const t = await getTranslations({ locale, namespace: 'catalog.deals' });
  const data = await loadShelf({ ...scope, deal: scope.deal ?? 'sale' }, locale, storeOnly ? { ...state, store: true } : state);
  return (
    <DealsFrame locale={locale} seoUrl={path} title={title} intro={intro} pageType={pageType} crumbs={[{ name: t('title'), href: localizedPath('/lp/deals', locale) }, { name: title }]} parts={parts}>
      {storeOnly && !data.store ? <p className="mt-4 rounded-lg bg-alert p-3 text-sm">{t('localstoreadd.noStore')}</p> : null}
      <ShelfView locale={locale} path={localizedPath(path, locale)} state={state} data={data} sorts={SHELF_SORTS} AddToCart={parts.AddToCart} />
    </DealsFrame>
  );
}
