import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Locale } from '@/lib/markets';

/** Stripe.js's language for each storefront locale. */
export const STRIPE_LOCALES: Record<Locale, StripeElementLocale> = { 'en-US': 'en', 'es-MX': 'es-419', 'pt-BR': 'pt-BR' };

const loaded = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js per key and language for the page's life: loadStripe must not run on every render. */
export function stripeFor(publishableKey: string, locale: Locale): Promise<Stripe | null> {
  const key = `${publishableKey}:${locale}`;
  if (!loaded.has(key)) loaded.set(key, loadStripe(publishableKey, { locale: STRIPE_LOCALES[locale] }));
  return loaded.get(key)!;
}

/**
 * The bank's 3-D Secure challenge of a PaymentIntent the server confirmed (decision 059): Stripe.js
 * shows it in its own modal and resolves when the shopper has finished with it, passed or not.
 * What came of it is the server's to read (it retrieves the intent); only a failure to show it at
 * all is thrown.
 */
export async function handleStripeChallenge(publishableKey: string, locale: Locale, clientSecret: string): Promise<void> {
  const stripe = await stripeFor(publishableKey, locale);
  if (!stripe) throw new Error('Stripe.js could not be loaded');
  await stripe.handleNextAction({ clientSecret });
}
