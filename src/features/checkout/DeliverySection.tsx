import { useTranslations } from 'next-intl';
import { Link } from '@/components/Link';
import { CheckoutSection } from './CheckoutSection';
import type { CheckoutAction } from './checkout-state';

/** Where each line goes: picked up at the preferred store (when it has them), or shipped. */
export function DeliverySection(props: {
  lines: { lineId: number; title: string; quantity: number; pickupAvailable: boolean }[];
  store: { number: string; address: string; pickup: string; pickupOffered: boolean } | null;
  /** The store locator, to choose a store that takes pickup orders. */
  storesHref: string;
  pickup: number[];
  dispatch: (action: CheckoutAction) => void;
}) {
  const t = useTranslations('checkout.form');
  const { lines, store, storesHref, pickup, dispatch } = props;
  return (
    <CheckoutSection id="delivery" title={t('delivery')}>
      <ul className="divide-y divide-line">
        {lines.map((line) => (
          <li key={line.lineId} data-testid="checkout-line" className="py-3">
            <p className="font-semibold">
              {line.quantity} × {line.title}
            </p>
            <fieldset className="mt-2 flex flex-col gap-1 sm:flex-row sm:gap-4">
              <legend className="sr-only">{t('deliveryFor', { title: line.title })}</legend>
              <label className={`flex min-h-11 items-center gap-2 text-sm ${line.pickupAvailable ? '' : 'text-muted'}`}>
                <input
                  type="radio"
                  name={`fulfilment-${line.lineId}`}
                  disabled={!line.pickupAvailable}
                  checked={pickup.includes(line.lineId)}
                  onChange={() => dispatch({ type: 'fulfilment', lineId: line.lineId, pickup: true })}
                  className="h-5 w-5"
                />
                {store ? (line.pickupAvailable ? t('pickupAt', { store: store.number, when: store.pickup }) : t(store.pickupOffered ? 'pickupUnavailable' : 'pickupNotOffered', { store: store.number })) : t('noStore')}
              </label>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`fulfilment-${line.lineId}`}
                  checked={!pickup.includes(line.lineId)}
                  onChange={() => dispatch({ type: 'fulfilment', lineId: line.lineId, pickup: false })}
                  className="h-5 w-5"
                />
                {t('shipToHome')}
              </label>
            </fieldset>
          </li>
        ))}
      </ul>
      {store && pickup.length ? <p className="mt-2 text-sm text-muted">{t('pickupWhere', { address: store.address })}</p> : null}
      {/* A store that sells in person only: say so once, and where to choose one that takes pickup orders. */}
      {store && !store.pickupOffered ? (
        <p className="mt-2 text-sm">
          <Link href={storesHref} className="font-semibold underline">
            {t('chooseStoreWithPickup')}
          </Link>
        </p>
      ) : null}
    </CheckoutSection>
  );
}
