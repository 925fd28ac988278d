import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/lib/markets';
import { marketRegions } from '@/server/stores/queries';

/** The market's states and territories with their store counts, each a link to its store list. */
export async function StateDirectory({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'storePages' });
  const regions = await marketRegions(locale);
  return (
    <section aria-labelledby="state-directory-title" className="mt-8">
      <h2 id="state-directory-title" className="text-xl font-bold">
        {t('directory.title')}
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {regions.map((region) => (
          <li key={region.slug}>
            <Link href={localizedPath(`/store/${region.slug}`, locale)} className="flex min-h-11 items-center justify-between gap-2 rounded px-2 hover:bg-panel">
              <span className="font-semibold">{region.name}</span>
              <span className="text-sm text-muted">{t('storeCount', { count: region.stores })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
