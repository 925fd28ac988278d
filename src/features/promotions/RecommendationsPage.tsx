import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { localizedPath, type Locale } from '@/lib/markets';
import { partsForVehicle, popularInMarket } from '@/server/recommendations/queries';
import type { VehicleRef } from '@/lib/vehicle-key';
import { fitmentForProducts } from '@/server/vehicles/queries';
import type { ProductGridPart, SelectorTriggerPart } from './parts';

/** /recommendations: parts that fit the shopper's saved vehicle, what this browser viewed lately, and what sells in the market. */
export async function RecommendationsPage({
  locale,
  vehicle,
  RecentlyViewed,
  ProductGrid,
  SelectorTrigger,
}: {
  locale: Locale;
  /** The shopper's saved vehicle. */
  vehicle: { name: string; ref: VehicleRef } | null;
  /** What this browser viewed lately (features/catalog). */
  RecentlyViewed: ComponentType<{ locale: Locale; title: string }>;
  ProductGrid: ProductGridPart;
  SelectorTrigger: SelectorTriggerPart;
}) {
  const t = await getTranslations({ locale, namespace: 'promotions.recommendations' });
  const [fitting, popular] = await Promise.all([vehicle ? partsForVehicle(locale, vehicle.ref) : [], popularInMarket(locale)]);
  const fitment = vehicle ? await fitmentForProducts([...fitting, ...popular].map((p) => p.id), vehicle.ref) : null;
  return (
    <div className="mx-auto w-full max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'catalog', 'recommendations')} />
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      <section aria-labelledby="for-vehicle" className="mt-6" data-testid="recommended-for-vehicle">
        {vehicle ? (
          <>
            <h2 id="for-vehicle" className="text-2xl font-bold">
              {t('forVehicle', { vehicle: vehicle.name })}
            </h2>
            {fitting.length ? <ProductGrid items={fitting} locale={locale} fitment={fitment} vehicleName={vehicle.name} /> : <p className="mt-2 text-muted">{t('none')}</p>}
          </>
        ) : (
          // A div, not a p: the trigger wraps its link in a div, which a paragraph cannot hold (the browser would split it, and hydration fail).
          <div id="for-vehicle" className="flex flex-wrap items-center gap-3 rounded-lg bg-panel p-4">
            <span>{t('noVehicle')}</span>
            <SelectorTrigger source="recommendations">
              <Link href={localizedPath('/shopbymake', locale)} className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
                {t('addVehicle')}
              </Link>
            </SelectorTrigger>
          </div>
        )}
      </section>
      <div className="-mx-4">
        <RecentlyViewed locale={locale} title={t('recentlyViewed')} />
      </div>
      <section aria-labelledby="popular" className="mt-8" data-testid="recommended-popular">
        <h2 id="popular" className="text-2xl font-bold">
          {t('popular')}
        </h2>
        {popular.length ? <ProductGrid items={popular} locale={locale} fitment={fitment} vehicleName={vehicle?.name} /> : <p className="mt-2 text-muted">{t('none')}</p>}
      </section>
    </div>
  );
}
