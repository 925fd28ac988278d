import type { Metadata } from 'next';
import { Link } from '@/components/Link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { loadMakeModel } from '@/features/vehicles/load-vehicle-page';
import { VehicleTooltipSlot } from '@/features/vehicles/VehicleTooltipSlot';
import { alternatesFor } from '@/lib/alternates';
import { localizedPath } from '@/lib/markets';
import { yearsOfModel } from '@/server/vehicles/queries';

type Params = Promise<{ locale: string; make: string; model: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, make, model } = await loadMakeModel(params);
  const t = await getTranslations({ locale, namespace: 'vehicles.shopByModel' });
  return { title: t('yearsTitle', { make: make.name, model: model.name }), alternates: alternatesFor(`/shopbymodel/${make.slug}/${model.slug}`, locale) };
}

/** A model's years, each leading to its vehicle page. */
export default async function ModelPage({ params }: { params: Params }) {
  const { locale, make, model } = await loadMakeModel(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'vehicles' });
  const years = await yearsOfModel(model.id);
  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'catalog', 'shopByModel')} />
      <VehicleTooltipSlot locale={locale} />
      <Breadcrumbs
        label={t('shopByMake.title')}
        items={[{ name: t('shopByMake.title'), href: localizedPath('/shopbymake', locale) }, { name: make.name, href: localizedPath(`/shopbymake/${make.slug}`, locale) }, { name: model.name }]}
      />
      <h1 className="mt-2 text-3xl font-extrabold">{t('shopByModel.yearsTitle', { make: make.name, model: model.name })}</h1>
      <ul className="mt-6 grid grid-cols-3 gap-2 md:grid-cols-6 lg:grid-cols-10">
        {years.map((year) => (
          <li key={year}>
            <Link
              href={localizedPath(`/shopbymodel/${make.slug}/${model.slug}/${year}`, locale)}
              className="flex min-h-12 items-center justify-center rounded-md border border-line font-semibold hover:border-brand hover:text-brand-dark"
            >
              {year}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
