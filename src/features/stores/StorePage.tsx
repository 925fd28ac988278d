import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { Icon, type IconName } from '@/components/Icon';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { Breadcrumbs } from '@/components/Breadcrumbs';
import { formatDay, zonedDay } from '@/lib/dates';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { formatStoreTime, weekdayName } from '@/lib/store-hours';
import { regionName } from '@/lib/regions';
import { regionPath, storePagePath, storeTelHref } from '@/lib/store-pages';
import { holidayDaysAhead } from '@/server/stores/holidays';
import { hoursOn, localTime, storeStatus } from '@/server/stores/hours';
import { searchStores, type Store, type StoreService } from '@/server/stores/queries';
import type { StoreLocation } from '@/server/stores/service';
import { MyStoreMark } from './MyStoreMark';
import { SetStoreForm } from './SetStoreForm';
import { storePageJsonLd } from './StorePageJsonLd';
import { storeStatusText } from '@/server/stores/status-text';

const NEARBY_STORES = 6;
/** A store page lists the holidays of the next two weeks. */
const HOLIDAY_DAYS_SHOWN = 14;
/** "domingo" heads a table row as "Domingo". */
const capitalize = (text: string, locale: Locale) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
const SERVICE_ICONS: Record<StoreService, IconName> = { loanATool: 'wrench', batteryTesting: 'battery', checkEngineLight: 'gauge', recycling: 'droplet' };

interface Props {
  locale: Locale;
  store: Store;
  origin: URL;
  now: Date;
  /** The shopper's chosen store number, if any. */
  preferred: string | null;
  /** The page cache fills the page for nobody: the browser marks the shopper's store (MyStoreMark). */
  deferred: boolean;
}

/** /store/{state}/{city}/{storeNumber}: address, phone, hours, services, pickup, nearby stores. */
export async function StorePage({ locale, store, origin, now, preferred, deferred }: Props) {
  const t = await getTranslations({ locale, namespace: 'storePages' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const to = (path: string) => localizedPath(path, locale);
  const here = to(storePagePath(store));
  const heading = t('store.heading', { number: store.storeNumber, city: store.city, state: store.state });
  const status = storeStatus(store.hours, store.timeZone, now, store.country);
  const today = localTime(now, store.timeZone).weekday;
  // The next two weeks' holidays, with the hours the store keeps then (the calendar the open state uses).
  const holidays = holidayDaysAhead(store.country, zonedDay(now, store.timeZone), HOLIDAY_DAYS_SHOWN).map(({ date, holiday }) => ({ date, holiday, hours: hoursOn(store.hours, store.country, date) }));
  const holidayNames = await getTranslations({ locale, namespace: 'stores.holidays.names' });
  const tel = storeTelHref(store.phone, store.country);
  const [statusText, nearby] = await Promise.all([
    storeStatusText(status, locale),
    searchStores({ latitude: store.latitude, longitude: store.longitude, limit: NEARBY_STORES + 1, country: getMarket(locale).country, now }),
  ]);
  const others = nearby.filter((s) => s.storeNumber !== store.storeNumber).slice(0, NEARBY_STORES);
  const myStoreMark = (
    <p data-testid="store-page-my-store" className="inline-flex min-h-11 items-center gap-2 font-semibold text-ok">
      <Icon name="check" className="h-5 w-5" />
      {t('store.myStore')}
    </p>
  );
  const setStoreForm = (
    <SetStoreForm storeNumber={store.storeNumber} locale={locale} returnTo={here} className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
      <Icon name="store" className="h-5 w-5" />
      {t('store.setStore')}
    </SetStoreForm>
  );

  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8">
      <PageView data={pageViewData(locale, 'others', 'storeDetail')} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: storePageJsonLd(store, { name: heading, url: new URL(here, origin).toString(), telephone: tel.slice(4) }) }} />
      <Breadcrumbs
        label={t('breadcrumbs')}
        items={[
          { name: t('home'), href: to('/') },
          { name: t('stores'), href: to('/store') },
          { name: regionName(store.country, store.state, locale), href: to(regionPath(store)) },
          { name: `${store.city}, ${t('state.storeLink', { number: store.storeNumber })}` },
        ]}
      />
      <h1 className="mt-2 text-2xl font-extrabold leading-tight md:text-3xl">{heading}</h1>
      <p data-testid="store-status" className={`mt-1 font-semibold ${status.isOpen ? 'text-ok' : 'text-brand-dark'}`}>
        {statusText}
      </p>

      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{t('store.address')}</h2>
          <address data-testid="store-address" className="mt-1 text-lg not-italic">
            {store.address1}
            <br />
            {store.address2 ? (
              <>
                {store.address2}
                <br />
              </>
            ) : null}
            {store.city}, {store.state} {store.postalCode}
          </address>
          <h2 className="mt-4 text-sm font-semibold uppercase tracking-wide text-muted">{t('store.phone')}</h2>
          <a href={tel} className="inline-flex min-h-11 items-center text-lg font-semibold underline underline-offset-2">
            {store.phone}
          </a>

          <div className="mt-4 flex flex-wrap gap-3">
            {deferred ? (
              <MyStoreMark storeNumber={store.storeNumber} mark={myStoreMark}>
                {setStoreForm}
              </MyStoreMark>
            ) : preferred === store.storeNumber ? (
              myStoreMark
            ) : (
              setStoreForm
            )}
            <a
              href={`https://www.google.com/maps/dir/?api=1&destination=${store.latitude},${store.longitude}`}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-ink px-4 font-semibold hover:bg-panel"
            >
              {t('store.directions')}
              <span className="sr-only"> ({common('newWindow')})</span>
            </a>
          </div>

          <section aria-labelledby="store-pickup" className="mt-6 flex gap-3 rounded-lg bg-panel p-4">
            <Icon name="pickup" className="h-6 w-6 shrink-0" />
            <div>
              <h2 id="store-pickup" className="font-bold">
                {t('store.pickupTitle')}
              </h2>
              <p className="text-sm">{store.bopusEnabled ? t('store.pickupAvailable') : t('store.pickupUnavailable')}</p>
            </div>
          </section>
        </div>

        <section aria-labelledby="store-hours">
          <h2 id="store-hours" className="text-xl font-bold">
            {t('store.hours')}
          </h2>
          <table aria-labelledby="store-hours" className="mt-2 w-full border-collapse">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('store.day')}</th>
                <th scope="col">{t('store.time')}</th>
              </tr>
            </thead>
            <tbody>
              {store.hours.map((day, i) => (
                <tr key={i} aria-current={i === today ? 'date' : undefined} className={`border-b border-line ${i === today ? 'bg-panel font-bold' : 'font-normal'}`}>
                  <th scope="row" className="px-2 py-2 text-left font-[weight:inherit]">
                    {capitalize(weekdayName(i, locale), locale)}
                    {i === today ? <span className="ml-2 rounded bg-ink px-1.5 py-0.5 text-xs text-white">{t('store.today')}</span> : null}
                  </th>
                  <td className="px-2 py-2 text-right tabular-nums">
                    {day ? t('store.timeRange', { open: formatStoreTime(day.open, locale), close: formatStoreTime(day.close, locale) }) : t('store.closedDay')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {holidays.length ? (
            <div data-testid="holiday-hours" className="mt-3 rounded-md bg-panel p-3 text-sm">
              <h3 className="font-bold">{t('store.holidayHours')}</h3>
              <ul>
                {holidays.map(({ date, holiday, hours }) => (
                  <li key={date} className="flex justify-between gap-3">
                    <span>{t('store.holidayDay', { holiday: holidayNames(holiday.key), day: formatDay(date, locale, 'weekday') })}</span>
                    <span className="tabular-nums">{hours ? t('store.timeRange', { open: formatStoreTime(hours.open, locale), close: formatStoreTime(hours.close, locale) }) : t('store.closedDay')}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className="mt-2 text-sm text-muted">{t('store.hoursNote')}</p>
        </section>
      </div>

      <section aria-labelledby="store-services" className="mt-10">
        <h2 id="store-services" className="text-xl font-bold">
          {t('store.services')}
        </h2>
        {store.services.length ? (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {store.services.map((service) => (
              <li key={service} className="flex gap-3">
                <Icon name={SERVICE_ICONS[service]} className="h-7 w-7 shrink-0 text-brand" />
                <div>
                  <h3 className="font-semibold">{t(`services.${service}.name`)}</h3>
                  <p className="text-sm text-muted">{t(`services.${service}.description`)}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted">{t('store.noServices')}</p>
        )}
      </section>

      <section aria-labelledby="store-nearby" className="mt-10">
        <h2 id="store-nearby" className="text-xl font-bold">
          {t('store.nearby')}
        </h2>
        {others.length ? (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((s) => (
              <NearbyStore key={s.storeNumber} store={s} locale={locale} label={t('state.storeLink', { number: s.storeNumber })} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted">{t('store.noNearby')}</p>
        )}
        <Link href={to('/store')} className="mt-4 inline-flex min-h-11 items-center font-semibold underline underline-offset-2">
          {t('store.findStores')}
        </Link>
      </section>
    </div>
  );
}

function NearbyStore({ store, locale, label }: { store: StoreLocation; locale: Locale; label: string }) {
  const distance = new Intl.NumberFormat(locale, { style: 'unit', unit: store.distance.unit === 'mi' ? 'mile' : 'kilometer', maximumFractionDigits: 1 }).format(store.distance.value);
  return (
    <li className="rounded-lg border border-line p-4">
      <div className="flex items-baseline justify-between gap-2">
        <Link href={localizedPath(storePagePath({ ...store, country: store.countryCode }), locale)} className="font-bold text-brand-dark underline-offset-2 hover:underline">
          {label}
        </Link>
        <span className="shrink-0 text-sm text-muted">{distance}</span>
      </div>
      <p>{store.address1}</p>
      {store.address2 ? <p>{store.address2}</p> : null}
      <p>
        {store.city}, {store.state}
      </p>
    </li>
  );
}
