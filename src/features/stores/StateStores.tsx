import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { groupBy } from '@/lib/group-by';
import { localizedPath, type Locale } from '@/lib/markets';
import { citySlug, storePagePath, storeTelHref } from '@/lib/store-pages';
import type { Region } from '@/server/stores/directory';
import { storeStatus } from '@/server/stores/hours';
import type { Store } from '@/server/stores/queries';
import { storeStatusText } from '@/server/stores/status-text';

/** /store/{state}: the state's stores grouped by city, each with its open state and a link to its page. */
export async function StateStores({ locale, region, stores, now }: { locale: Locale; region: Region; stores: Store[]; now: Date }) {
  const t = await getTranslations({ locale, namespace: 'storePages' });
  const to = (path: string) => localizedPath(path, locale);
  const cities = [...groupBy(stores, (s) => s.city)];
  const statuses = new Map(await Promise.all(stores.map(async (s) => [s.storeNumber, await statusOf(s, locale, now)] as const)));
  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'others', 'storeState')} />
      <Breadcrumbs label={t('breadcrumbs')} items={[{ name: t('home'), href: to('/') }, { name: t('stores'), href: to('/store') }, { name: region.name }]} />
      <h1 className="mt-2 text-3xl font-extrabold">{t('state.title', { region: region.name })}</h1>
      <p className="mt-2 text-muted">{t('state.intro', { count: stores.length, region: region.name })}</p>
      {cities.length > 1 ? (
        <nav aria-label={region.name} className="mt-4 flex flex-wrap gap-2">
          {cities.map(([city, list]) => (
            <a key={city} href={`#${cityAnchor(city)}`} className="inline-flex min-h-9 items-center rounded-full border border-line px-3 text-sm hover:border-ink">
              {city} <span className="ml-1 text-xs text-muted">({list.length})</span>
            </a>
          ))}
        </nav>
      ) : null}
      <div className="mt-4 gap-6 sm:columns-2 lg:columns-3">
        {cities.map(([city, list]) => (
          <section key={city} id={cityAnchor(city)} aria-labelledby={`${cityAnchor(city)}-title`} className="break-inside-avoid pt-6 scroll-mt-24">
            <h2 id={`${cityAnchor(city)}-title`} className="border-b border-line pb-1 text-xl font-bold">
              {city}
            </h2>
            <ul className="mt-3 grid gap-3">
              {list.map((store) => {
                const status = statuses.get(store.storeNumber)!;
                return (
                  <li key={store.storeNumber} className="rounded-lg border border-line p-4">
                    <Link href={to(storePagePath(store))} className="font-bold text-brand-dark underline-offset-2 hover:underline">
                      {t('state.storeLink', { number: store.storeNumber })}
                    </Link>
                    <address className="mt-1 not-italic">
                      {store.address1}
                      {store.address2 ? <br /> : null}
                      {store.address2}
                      <br />
                      {store.city}, {store.state} {store.postalCode}
                    </address>
                    <a href={storeTelHref(store.phone, store.country)} className="mt-1 inline-flex min-h-9 items-center underline-offset-2 hover:underline">
                      {store.phone}
                    </a>
                    <p className={`text-sm font-semibold ${status.isOpen ? 'text-ok' : 'text-muted'}`}>{status.text}</p>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

async function statusOf(store: Store, locale: Locale, now: Date) {
  const status = storeStatus(store.hours, store.timeZone, now, store.country);
  return { isOpen: status.isOpen, text: await storeStatusText(status, locale) };
}

const cityAnchor = (city: string) => `city-${citySlug(city)}`;
