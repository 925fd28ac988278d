import { useTranslations } from 'next-intl';
import { formatDayWindow } from '@/lib/dates';
import type { Locale } from '@/lib/markets';
import { useCheckoutMessage } from './CheckoutSection';
import type { CheckoutAction } from './checkout-state';
import type { OrderQuote } from './checkout-api';

/** The shipping methods the quote offers for the shipping address, with price and arrival window (or why not). */
export function ShippingMethods(props: { quote: OrderQuote | null; method: string; locale: Locale; format: (amount: number) => string; dispatch: (action: CheckoutAction) => void }) {
  const t = useTranslations('checkout');
  const tAll = useTranslations();
  const message = useCheckoutMessage();
  const { quote, method, dispatch } = props;
  return (
    <fieldset className="mt-4">
      <legend className="mb-2 font-semibold">{t('shipping.title')}</legend>
      {quote?.options.length ? (
        <ul className="flex flex-col gap-2">
          {quote.options.map((o) => (
            <li key={o.method}>
              <label className={`flex min-h-11 items-start gap-2 rounded-md border p-3 text-sm ${method === o.method ? 'border-ink' : 'border-line'} ${o.available ? '' : 'text-muted'}`}>
                <input type="radio" name="shippingMethod" value={o.method} disabled={!o.available} checked={method === o.method} onChange={() => dispatch({ type: 'chose', field: 'method', value: o.method })} className="mt-0.5 h-5 w-5" />
                <span className="flex-1">
                  <span className="flex justify-between gap-2 font-semibold">
                    <span>{tAll(o.nameKey as never)}</span>
                    <span>{o.price.amount === 0 ? t('shipping.free') : props.format(o.price.amount)}</span>
                  </span>
                  <span className="block text-muted">
                    {o.available && o.delivery ? t('shipping.arrivesWindow', { window: formatDayWindow(o.delivery.earliest, o.delivery.latest, props.locale) }) : o.reason ? message(o.reason) : null}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('form.enterStateForOptions')}</p>
      )}
    </fieldset>
  );
}
