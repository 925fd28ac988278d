import { env } from '@/server/platform/env';

/** What the shopper's browser needs for Stripe's Payment Element: the publishable key, or null when Stripe is not the gateway. */
export function stripeBrowserConfig(): { publishableKey: string } | null {
  const { PAYMENT_GATEWAY, STRIPE_PUBLISHABLE_KEY } = env();
  return PAYMENT_GATEWAY === 'stripe' && STRIPE_PUBLISHABLE_KEY ? { publishableKey: STRIPE_PUBLISHABLE_KEY } : null;
}
