import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/Link';
import { Icon } from '@/components/Icon';
import { localizedPath, type Locale } from '@/lib/markets';
import { storeAddressLines } from '@/lib/store-address';
import { storePagePath } from '@/lib/store-pages';
import type { Availability, NearbyStock } from '@/server/inventory/availability';
import { storeByNumber } from '@/server/stores/queries';
import { pickupText } from '@/server/stores/pickup-text';
import { SetStoreForm } from './SetStoreForm';
import { OpenStoreModalTrigger } from './OpenStoreModalTrigger';

/** How many sister stores the product page lists. */
const NEARBY_SHOWN = 5;

/** The product page's store row: the shopper's store, the sister stores that have the part, or a prompt to choose a store. */
export async function StoreAvailability({ locale, availability, nearby, returnTo }: { locale: Locale; availability: Availability; nearby: NearbyStock[]; returnTo: string }) {
  const t = await getTranslations({ locale, namespace: 'stores.product' });
  const number = availability.storeNumber;
  // When it could be picked up there: the same words as the cart and checkout.
  const store = number ? await storeByNumber(number) : null;
  const pickupOffered = store?.bopusEnabled ?? true;
  const pickup = store?.bopusEnabled && availability.storeQuantity > 0 ? await pickupText(store, locale, new Date()) : null;
  const distance = (n: NearbyStock) => new Intl.NumberFormat(locale, { style: 'unit', unit: n.store.distance.unit === 'mi' ? 'mile' : 'kilometer', maximumFractionDigits: 1 }).format(n.store.distance.value);
  return (
    <div data-testid="store-availability" className="flex items-start gap-2 p-3">
      <Icon name="store" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t(pickupOffered ? 'pickUp' : 'atYourStore')}</p>
        {number ? (
          <>
            <p className={availability.storeQuantity > 0 ? 'text-ok' : 'text-muted'}>
              {availability.storeQuantity > 0 ? (pickup ? t('atStore', { count: availability.storeQuantity, store: number, when: pickup }) : t(pickupOffered ? 'inStock' : 'inStockOnly', { count: availability.storeQuantity, store: number })) : t('notAtStore', { store: number })}
            </p>
            {nearby.length ? (
              <details data-testid="nearby-stores" className="mt-2" open={availability.storeQuantity === 0}>
                <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-brand-dark">{t('nearbyHeading', { count: nearby.length })}</summary>
                <ul className="divide-y divide-line rounded-md border border-line text-sm">
                  {nearby.slice(0, NEARBY_SHOWN).map((n) => (
                    <li key={n.store.storeNumber} data-testid="nearby-store" className="flex flex-wrap items-center gap-2 p-2">
                      <div className="min-w-0 flex-1">
                        <Link href={localizedPath(storePagePath({ ...n.store, country: n.store.countryCode }), locale)} className="font-semibold hover:underline">
                          {t('storeLine', { store: n.store.storeNumber, distance: distance(n) })}
                        </Link>
                        <span className="block text-muted">{storeAddressLines(n.store).slice(0, -1).join(', ')}</span>
                        <span className="block text-ok">{t('quantity', { count: n.quantity })}</span>
                        {n.store.bopusEnabled ? null : <span className="block text-muted">{t('inStoreOnly')}</span>}
                      </div>
                      <SetStoreForm storeNumber={n.store.storeNumber} locale={locale} returnTo={returnTo} className="min-h-11 rounded-md border border-ink px-3 text-sm font-semibold hover:bg-panel">
                          {t('makeMyStore')}
                      </SetStoreForm>
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </>
        ) : (
          <OpenStoreModalTrigger>
            <Link href={localizedPath('/store', locale)} className="font-semibold text-brand-dark underline">
              {t('chooseStore')}
            </Link>
          </OpenStoreModalTrigger>
        )}
      </div>
    </div>
  );
}
