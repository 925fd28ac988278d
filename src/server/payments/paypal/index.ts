import { env } from '@/server/platform/env';
import { BuiltinPayPal } from './builtin';
import type { PayPalProvider } from './provider';
import { paypalSdkClient, PayPalSdkProvider } from './sdk';

export type { PayPalOrder, PayPalProvider } from './provider';
export { PayPalError } from './provider';

const globalPayPal = globalThis as unknown as { __paypalProvider?: PayPalProvider | null };

/**
 * The configured PayPal (docs/decisions/060): the built-in stand-in with PAYPAL_ENVIRONMENT=builtin,
 * PayPal's sandbox or live REST API with `sandbox` / `live` (the boot check refused to start
 * without their credentials), none when unset: checkout does not offer PayPal then.
 */
export function paypalProvider(): PayPalProvider | null {
  if (globalPayPal.__paypalProvider !== undefined) return globalPayPal.__paypalProvider;
  const { PAYPAL_ENVIRONMENT, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID } = env();
  if (!PAYPAL_ENVIRONMENT) return (globalPayPal.__paypalProvider = null);
  if (PAYPAL_ENVIRONMENT === 'builtin') return (globalPayPal.__paypalProvider = new BuiltinPayPal());
  const client = paypalSdkClient({ environment: PAYPAL_ENVIRONMENT, clientId: PAYPAL_CLIENT_ID!, clientSecret: PAYPAL_CLIENT_SECRET! });
  return (globalPayPal.__paypalProvider = new PayPalSdkProvider(client, PAYPAL_ENVIRONMENT, PAYPAL_WEBHOOK_ID!));
}

/** Whether checkout offers PayPal. */
export const paypalConfigured = (): boolean => paypalProvider() !== null;

/** The built-in stand-in when it is the PayPal in use (its approval page exists only then), else null. */
export function builtinPayPal(): BuiltinPayPal | null {
  const provider = paypalProvider();
  return provider?.environment === 'builtin' ? (provider as BuiltinPayPal) : null;
}

/** For tests and scripts: use this provider (null: no PayPal) instead of the configured one; undefined goes back to the configuration. */
export function usePayPalProvider(provider: PayPalProvider | null | undefined): void {
  globalPayPal.__paypalProvider = provider;
}
