import type { Metadata } from 'next';
import { Link } from '@/components/Link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { VehicleTooltipSlot } from '@/features/vehicles/VehicleTooltipSlot';
import { groupBy } from '@/lib/group-by';
import { alternatesFor } from '@/lib/alternates';
import { getMarket, localizedPath } from '@/lib/markets';
import { listAllMakes } from '@/server/vehicles/queries';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'vehicles.shopByMake' });
  return { title: t('title'), description: t('intro'), alternates: alternatesFor('/shopbymake', locale) };
}

/** Every make we carry parts for, A to Z. */
export default async function ShopByMakePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'vehicles.shopByMake' });
  const makes = await listAllMakes();
  const byLetter = groupBy(makes, (m) => m.name[0]!.toUpperCase());
  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'catalog', 'shopByMake')} />
      <VehicleTooltipSlot locale={locale} />
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t('intro')}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-3 lg:grid-cols-4">
        {[...byLetter.entries()].map(([letter, group]) => (
          <section key={letter} aria-labelledby={`letter-${letter}`}>
            <h2 id={`letter-${letter}`} className="border-b border-line pb-1 text-lg font-bold text-brand-dark">
              {letter}
            </h2>
            <ul className="mt-2 space-y-1">
              {group.map((make) => (
                <li key={make.id}>
                  <Link href={localizedPath(`/shopbymake/${make.slug}`, locale)} className="inline-flex min-h-9 items-center font-medium hover:text-brand-dark hover:underline">
                    {make.name}
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
