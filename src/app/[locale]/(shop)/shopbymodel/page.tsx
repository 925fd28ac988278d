import type { Metadata } from 'next';
import { Link } from '@/components/Link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { VehicleTooltipSlot } from '@/features/vehicles/VehicleTooltipSlot';
import { alternatesFor } from '@/lib/alternates';
import { getMarket, localizedPath } from '@/lib/markets';
import { listAllMakes, listModelsOfMake } from '@/server/vehicles/queries';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'vehicles.shopByModel' });
  return { title: t('title'), description: t('intro'), alternates: alternatesFor('/shopbymodel', locale) };
}

/** Every model, by make: one crawlable page of links. */
export default async function ShopByModelPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'vehicles.shopByModel' });
  const makes = await listAllMakes();
  const models = await Promise.all(makes.map((make) => listModelsOfMake(make.id)));
  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'catalog', 'shopByModel')} />
      <VehicleTooltipSlot locale={locale} />
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t('intro')}</p>
      <div className="mt-6 columns-1 gap-8 md:columns-3 lg:columns-4">
        {makes.map((make, i) => (
          <section key={make.id} aria-labelledby={`make-${make.slug}`} className="mb-6 break-inside-avoid">
            <h2 id={`make-${make.slug}`} className="border-b border-line pb-1 text-lg font-bold">
              <Link href={localizedPath(`/shopbymake/${make.slug}`, locale)} className="hover:text-brand-dark">
                {make.name}
              </Link>
            </h2>
            <ul className="mt-1">
              {models[i]!.map((model) => (
                <li key={model.id}>
                  <Link href={localizedPath(`/shopbymodel/${make.slug}/${model.slug}`, locale)} className="inline-flex min-h-8 items-center text-sm hover:text-brand-dark hover:underline">
                    {model.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
