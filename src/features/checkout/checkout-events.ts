'use client';

import { useCallback, useEffect, useMemo, useRef } from 'react';
import { ANALYTICS_EVENTS, commerceData } from '@/lib/analytics';
import { pushEvent } from '@/lib/data-layer';

interface Line {
  sku: string;
  title: string;
  brand: string;
  quantity: number;
  unitPrice: number;
}

/** Spec §1 key actions at checkout: begin_checkout once the form shows, then add_shipping_info and add_payment_info when the shopper places the order with a (new) choice. */
export function useCheckoutEvents(currency: string, lines: Line[]) {
  const data = useCallback(
    (total?: number) => commerceData(currency, lines.map((l) => ({ sku: l.sku, name: l.title, brand: l.brand, unitPrice: l.unitPrice, quantity: l.quantity })), total),
    [currency, lines],
  );
  const begun = useRef(false);
  const lastShipping = useRef<string | null>(null);
  const lastPayment = useRef<string | null>(null);

  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    pushEvent(ANALYTICS_EVENTS.beginCheckout, data());
  }, [data]);

  return useMemo(
    () => ({
      /** `pickup` when nothing ships, else the shipping method. */
      shippingChosen(tier: string, quote: { total: number } | null) {
        if (lastShipping.current === tier) return;
        lastShipping.current = tier;
        pushEvent(ANALYTICS_EVENTS.addShippingInfo, { ...data(quote?.total), shipping_tier: tier });
      },
      paymentChosen(type: 'card' | 'saved_card' | 'gift_card' | 'rewards' | 'pix' | 'boleto' | 'oxxo' | 'paypal', quote: { total: number } | null) {
        if (lastPayment.current === type) return;
        lastPayment.current = type;
        pushEvent(ANALYTICS_EVENTS.addPaymentInfo, { ...data(quote?.total), payment_type: type });
      },
    }),
    [data],
  );
}
