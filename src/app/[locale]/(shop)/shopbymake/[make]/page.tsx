import type { Metadata } from 'next';
import { Link } from '@/components/Link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { VehicleTooltipSlot } from '@/features/vehicles/VehicleTooltipSlot';
import { groupBy } from '@/lib/group-by';
import { alternatesFor } from '@/lib/alternates';
import { getMarket, localizedPath } from '@/lib/markets';
import { findMakeBySlug, listModelsOfMake } from '@/server/vehicles/queries';

type Params = Promise<{ locale: string; make: string }>;

async function load(params: Params) {
  const { locale: raw, make: slug } = await params;
  const locale = getMarket(raw).locale;
  const make = await findMakeBySlug(slug);
  if (!make) notFound();
  return { locale, make };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, make } = await load(params);
  const t = await getTranslations({ locale, namespace: 'vehicles.shopByMake' });
  return { title: t('modelsTitle', { make: make.name }), alternates: alternatesFor(`/shopbymake/${make.slug}`, locale) };
}

/** A make's models, by kind of vehicle, with the years we carry. */
export default async function MakePage({ params }: { params: Params }) {
  const { locale, make } = await load(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'vehicles' });
  const models = await listModelsOfMake(make.id);
  const byType = groupBy(models, (m) => m.vehicleType);
  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'catalog', 'shopByMake')} />
      <VehicleTooltipSlot locale={locale} />
      <Breadcrumbs label={t('shopByMake.title')} items={[{ name: t('shopByMake.title'), href: localizedPath('/shopbymake', locale) }, { name: make.name }]} />
      <h1 className="mt-2 text-3xl font-extrabold">{t('shopByMake.modelsTitle', { make: make.name })}</h1>
      {(['car', 'suv', 'truck', 'van'] as const)
        .filter((type) => byType.has(type))
        .map((type) => (
          <section key={type} aria-labelledby={`type-${type}`} className="mt-6">
            <h2 id={`type-${type}`} className="text-xl font-bold">
              {t(`types.${type}`)}
            </h2>
            <ul className="mt-3 grid gap-2 md:grid-cols-3 lg:grid-cols-4">
              {byType.get(type)!.map((model) => (
                <li key={model.id}>
                  <Link
                    href={localizedPath(`/shopbymodel/${make.slug}/${model.slug}`, locale)}
                    className="flex min-h-14 flex-col justify-center rounded-md border border-line px-4 py-2 hover:border-brand"
                  >
                    <span className="font-semibold">{model.name}</span>
                    <span className="text-sm text-muted">
                      {model.firstYear === model.lastYear ? t('shopByMake.year', { year: model.firstYear }) : t('shopByMake.years', { from: model.firstYear, to: model.lastYear })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
