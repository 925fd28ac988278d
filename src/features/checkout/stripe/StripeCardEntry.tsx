'use client';

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useImperativeHandle, useMemo, type RefObject } from 'react';
import type { CardFrameHandle, CardTokenResult } from '@/components/CardFrame';
import type { Locale } from '@/lib/markets';
import { STRIPE_LOCALES, stripeFor } from './stripe-loader';

/**
 * The card entry when Stripe is the gateway (docs/decisions/056): Stripe's Payment Element, in
 * Stripe's own frames from js.stripe.com, so this page never sees a card number. Apple Pay and
 * Google Pay appear in it where the shopper's browser and the Stripe account offer them. Placing
 * the order asks it for the same thing the sandbox's card frame answers (CardFrameHandle): a
 * token, here the PaymentMethod Stripe created (pm_…), which the server authorises.
 *
 * Stripe.js is fetched from js.stripe.com only when this component renders (the `pure` entry
 * loads nothing on import), and the page's CSP allows it only with PAYMENT_GATEWAY=stripe.
 */

export interface StripeCardEntryProps {
  publishableKey: string;
  locale: Locale;
  /** What the card pays, in minor units: the wallets' payment sheet shows it. */
  amount: number;
  currency: 'USD' | 'MXN' | 'BRL';
  /** Filled with the entry's handle: placing the order calls `tokenize()`. */
  handle: RefObject<CardFrameHandle | null>;
}

export default function StripeCardEntry({ publishableKey, locale, amount, currency, handle }: StripeCardEntryProps) {
  const stripe = useMemo(() => stripeFor(publishableKey, locale), [publishableKey, locale]);
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'payment',
        // Deferred intent: the server creates and confirms the PaymentIntent with the PaymentMethod made here.
        paymentMethodCreation: 'manual',
        captureMethod: 'manual',
        // A wallet's sheet needs an amount above zero; the total is not known before shipping is chosen.
        amount: Math.max(amount, 1),
        currency: currency.toLowerCase(),
        allowedPaymentMethodTypes: ['card'],
        locale: STRIPE_LOCALES[locale],
        appearance: { theme: 'stripe', variables: { colorPrimary: '#c8102e', borderRadius: '6px', fontSizeBase: '16px' } },
      }}
    >
      <PaymentEntry handle={handle} />
    </Elements>
  );
}

function PaymentEntry({ handle }: { handle: RefObject<CardFrameHandle | null> }) {
  const stripe = useStripe();
  const elements = useElements();

  useImperativeHandle(
    handle,
    () => ({
      async tokenize(): Promise<CardTokenResult> {
        if (!stripe || !elements) return { type: 'error' };
        // Stripe checks the fields itself and shows what is wrong beside them, in the shopper's language.
        const submitted = await elements.submit();
        if (submitted.error) return submitted.error.type === 'validation_error' ? { type: 'invalid', fields: { card: submitted.error.code ?? 'invalid' } } : { type: 'error' };
        const created = await stripe.createPaymentMethod({ elements });
        if (created.error || !created.paymentMethod) {
          return created.error?.type === 'validation_error' || created.error?.type === 'card_error' ? { type: 'invalid', fields: { card: created.error.code ?? 'invalid' } } : { type: 'error' };
        }
        const card = created.paymentMethod.card;
        return { type: 'token', token: created.paymentMethod.id, brand: card?.brand ?? '', last4: card?.last4 ?? '' };
      },
    }),
    [stripe, elements],
  );

  return (
    <div data-testid="stripe-payment-element" className="min-h-[160px]">
      <PaymentElement options={{ layout: 'tabs', wallets: { applePay: 'auto', googlePay: 'auto' } }} />
    </div>
  );
}
