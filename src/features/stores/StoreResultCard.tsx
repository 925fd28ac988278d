import type { ReactNode } from 'react';
import { Icon } from '@/components/Icon';
import { fill } from '@/lib/fill';
import type { Locale } from '@/lib/markets';
import { storeAddressLines } from '@/lib/store-address';
import { formatStoreTime } from '@/lib/store-hours';
import { storeTelHref } from '@/lib/store-pages';
import type { StoreModalLabels } from './labels';
import type { StoreLocation } from './store-api';

/** One store in a list of search results (the store modal and the /store locator); `action` is its "set as my store" control. */
export function StoreResultCard({ store, labels, locale, href, action }: { store: StoreLocation; labels: StoreModalLabels; locale: Locale; href: string; action: ReactNode }) {
  const distance = fill(store.distance.unit === 'mi' ? labels.miles : labels.kilometres, {
    value: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(store.distance.value),
  });
  const today = store.todayHours;
  return (
    <article data-testid="store-result" data-store-number={store.storeNumber} className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-start sm:gap-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline justify-between gap-x-2">
          <a href={href} className="font-bold text-ink underline-offset-2 hover:underline">
            {fill(labels.storeNumber, { number: store.storeNumber })}
          </a>
          <span className="text-muted">{distance}</span>
        </p>
        <address data-testid="store-address" className="not-italic">
          {storeAddressLines(store).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <p className="mt-1 flex flex-wrap items-center gap-x-2">
          <span className={`inline-flex items-center gap-1 font-semibold ${store.closed.isClosed ? 'text-brand-dark' : 'text-ok'}`}>
            <Icon name="clock" className="h-4 w-4" />
            {store.closed.isClosed ? labels.closedNow : labels.openNow}
          </span>
          <span className="text-muted">{today ? fill(labels.todayHours, { open: formatStoreTime(today.open, locale), close: formatStoreTime(today.close, locale) }) : labels.closedToday}</span>
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-muted">
          <a href={storeTelHref(store.phone, store.countryCode)} aria-label={fill(labels.call, { phone: store.phone })} className="inline-flex items-center gap-1 underline-offset-2 hover:underline">
            <Icon name="phone" className="h-4 w-4" />
            {store.phone}
          </a>
          <span className="inline-flex items-center gap-1">
            <Icon name="pickup" className="h-4 w-4" />
            {store.bopusEnabled ? labels.pickup : labels.noPickup}
          </span>
        </p>
      </div>
      <div className="mt-2 shrink-0 sm:mt-0">{action}</div>
    </article>
  );
}
