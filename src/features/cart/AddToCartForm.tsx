'use client';

import { Link } from '@/components/Link';
import { useEffect } from 'react';
import { BusyButton } from '@/components/BusyButton';
import { Icon } from '@/components/Icon';
import { useKeptForm } from '@/components/useKeptForm';
import { ANALYTICS_EVENTS, commerceData } from '@/lib/analytics';
import { MAX_LINE_QUANTITY } from '@/lib/constants';
import { recordAction } from '@/lib/client-log';
import { pushEvent } from '@/lib/data-layer';
import type { Locale } from '@/lib/markets';
import { addToCartAction, type AddToCartState } from './actions';

export interface AddToCartLabels {
  add: string;
  adding: string;
  quantity: string;
  viewCart: string;
}

/** "Add to cart" with a quantity (product page) or without (shelf tile); says what happened next to the button. */
export function AddToCartForm({ sku, locale, labels, cartHref, compact = false }: { sku: string; locale: Locale; labels: AddToCartLabels; cartHref: string; compact?: boolean }) {
  const { state, pending, formProps } = useKeptForm<AddToCartState | null>(addToCartAction, null);
  const message = state?.message ?? '';
  useEffect(() => {
    if (!state) return;
    if (state.added) pushEvent(ANALYTICS_EVENTS.addToCart, commerceData(state.added.currency, [state.added.line]));
    else if (!state.ok) recordAction('CART_ADD_FAILURE', { sku });
  }, [state, sku]);
  return (
    <form {...formProps} className={`relative z-10 ${compact ? 'mt-2' : 'mt-4'}`}>
      <input type="hidden" name="skuId" value={sku} />
      <input type="hidden" name="locale" value={locale} />
      <div className="flex gap-2">
        {compact ? null : (
          <label className="flex flex-col text-sm font-semibold">
            <span className="sr-only">{labels.quantity}</span>
            <select name="quantity" defaultValue="1" aria-label={labels.quantity} className="min-h-12 rounded-md border border-line bg-white px-3 text-base">
              {Array.from({ length: MAX_LINE_QUANTITY }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </select>
          </label>
        )}
        <BusyButton
          type="submit"
          busy={pending}
          data-testid="add-to-cart"
          className={`inline-flex flex-1 items-center justify-center gap-2 rounded-md bg-brand font-semibold text-white hover:bg-brand-dark ${compact ? 'min-h-11 px-3 text-sm' : 'min-h-12 px-5'}`}
        >
          <Icon name="cart" className="h-5 w-5" />
          {pending ? labels.adding : labels.add}
        </BusyButton>
      </div>
      <p role="status" aria-live="polite" className={`text-sm ${state?.ok ? 'text-ok' : 'text-brand-dark'} ${message ? 'mt-2' : ''}`}>
        {message}
        {state?.ok ? (
          <>
            {' '}
            <Link href={cartHref} className="font-semibold underline">
              {labels.viewCart}
            </Link>
          </>
        ) : null}
      </p>
    </form>
  );
}
