import type { Metadata } from 'next';
import { Link } from '@/components/Link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Icon } from '@/components/Icon';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { chooseVehicleAction } from '@/features/vehicles/actions';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { loadMakeModel } from '@/features/vehicles/load-vehicle-page';
import { alternatesFor } from '@/lib/alternates';
import { localizedPath } from '@/lib/markets';
import { formatVehicleKey } from '@/lib/vehicle-key';
import { listEngines, yearsOfModel } from '@/server/vehicles/queries';

type Params = Promise<{ locale: string; make: string; model: string; year: string }>;

const DEPARTMENTS = ['parts', 'interior-accessories', 'exterior-accessories', 'truck-and-towing', 'tools-and-equipment', 'fluids-and-chemicals', 'performance'] as const;

async function load(params: Params) {
  const { locale, make, model } = await loadMakeModel(params);
  const raw = (await params).year;
  // A model year has four digits; a longer number would overflow the base vehicle's id (year × 100000 + model).
  const year = Number(raw);
  const choice = /^\d{4}$/.test(raw) ? await listEngines(year, make.id, model.id) : null;
  if (!choice) notFound();
  return { locale, make, model, year, choice };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, make, model, year } = await load(params);
  const t = await getTranslations({ locale, namespace: 'vehicles.detail' });
  return { title: t('title', { year, make: make.name, model: model.name }), alternates: alternatesFor(`/shopbymodel/${make.slug}/${model.slug}/${year}`, locale) };
}

/** The vehicle-detail page: engines and trims of one year's model, and where to shop for it. */
export default async function VehicleDetailPage({ params }: { params: Params }) {
  const { locale, make, model, year, choice } = await load(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'vehicles' });
  const home = await getTranslations({ locale, namespace: 'home' });
  const here = localizedPath(`/shopbymodel/${make.slug}/${model.slug}/${year}`, locale);
  const otherYears = (await yearsOfModel(model.id)).filter((y) => y !== year);
  const shopButton = (vehicleKey: string, label: string, primary: boolean) => (
    <form action={chooseVehicleAction}>
      <input type="hidden" name="vehicleKey" value={vehicleKey} />
      <input type="hidden" name="returnTo" value={here} />
      <button
        type="submit"
        className={`inline-flex min-h-11 items-center gap-2 rounded-md px-4 font-semibold ${primary ? 'bg-brand text-white hover:bg-brand-dark' : 'border border-ink hover:bg-panel'}`}
      >
        {label}
      </button>
    </form>
  );

  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'catalog', 'vehicleDetail')} />
      <Breadcrumbs
        label={t('shopByMake.title')}
        items={[
          { name: t('shopByMake.title'), href: localizedPath('/shopbymake', locale) },
          { name: make.name, href: localizedPath(`/shopbymake/${make.slug}`, locale) },
          { name: model.name, href: localizedPath(`/shopbymodel/${make.slug}/${model.slug}`, locale) },
          { name: String(year) },
        ]}
      />
      <h1 className="mt-2 text-3xl font-extrabold">{t('detail.title', { year, make: make.name, model: model.name })}</h1>
      <div className="mt-4">{shopButton(formatVehicleKey({ baseVehicleId: choice.baseVehicleId }), t('detail.setVehicle'), true)}</div>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="engines">
          <h2 id="engines" className="text-xl font-bold">
            {t('detail.engines')}
          </h2>
          {choice.engines.length ? (
            <ul className="mt-3 divide-y divide-line rounded-md border border-line">
              {choice.engines.map((engine) => (
                <li key={engine.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <span className="font-semibold">{engine.name}</span>
                  {shopButton(formatVehicleKey({ baseVehicleId: choice.baseVehicleId, engineId: engine.id }), t('selector.select'), false)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-muted">{t('detail.noEngines')}</p>
          )}
        </section>
        {choice.submodels.length ? (
          <section aria-labelledby="trims">
            <h2 id="trims" className="text-xl font-bold">
              {t('detail.submodels')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {choice.submodels.map((s) => (
                <li key={s.id} className="rounded-full bg-panel px-3 py-1 text-sm font-medium">
                  {s.name}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <section aria-labelledby="departments" className="mt-10">
        <h2 id="departments" className="text-xl font-bold">
          {t('detail.shopDepartments')}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-2 md:grid-cols-4 lg:grid-cols-7">
          {DEPARTMENTS.map((slug) => (
            <li key={slug}>
              <Link href={localizedPath(`/${slug}`, locale)} className="flex min-h-14 items-center gap-2 rounded-md border border-line px-3 text-sm font-semibold hover:border-brand">
                <Icon name="wrench" className="h-5 w-5 text-brand" />
                {home(`departments.${slug}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {otherYears.length ? (
        <section aria-labelledby="other-years" className="mt-10">
          <h2 id="other-years" className="text-xl font-bold">
            {t('detail.otherYears')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {otherYears.map((y) => (
              <li key={y}>
                <Link href={localizedPath(`/shopbymodel/${make.slug}/${model.slug}/${y}`, locale)} className="inline-flex min-h-10 items-center rounded-md border border-line px-3 font-semibold hover:border-brand">
                  {y}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
