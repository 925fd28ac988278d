'use client';

import { lazy, Suspense } from 'react';
import type { StripeCardEntryProps } from './StripeCardEntry';

/** Stripe's Payment Element in a chunk of its own: a store on the sandbox gateway never downloads it. */
const StripeCardEntry = lazy(() => import('./StripeCardEntry'));

/** The card entry of checkout's payment step when Stripe is the gateway (CheckoutForm shows it instead of the sandbox's card frame). */
export function StripePayment(props: StripeCardEntryProps) {
  return (
    <Suspense fallback={<div className="min-h-[160px] animate-pulse rounded-md bg-neutral-100" aria-busy="true" />}>
      <StripeCardEntry {...props} />
    </Suspense>
  );
}
