import { createApiClient } from '@/lib/api-client';
import type { Locale } from '@/lib/markets';
import type { OrderQuote, PlacedOrder } from '@/server/orders/place-order';
import type { AuthenticationChallenge } from '@/server/payments/gateway';
import type { AddressCheckResult } from './AddressCheckDialog';

export type { AuthenticationChallenge, OrderQuote, PlacedOrder };

/** The commit's answer: the order placed (201), or the card's bank asking the shopper to authenticate first (202, decision 059). */
export type CommitAnswer = PlacedOrder | { authenticationRequired: AuthenticationChallenge };

/**
 * Checkout's calls (spec §7): the quote for what the shopper chose, the address check, a gift
 * card's balance, the order commit with its Idempotency-Key, and the sandbox bank's 3-D Secure
 * answer (the built-in gateway only).
 */
export function checkoutApi(locale: Locale) {
  const client = createApiClient({
    locale,
    aces: false,
    viewportWidth: () => window.innerWidth,
    reverifyCart: async () => {
      await client.post('/ecomm/b2c/v1/order/verifyForCheckout', {});
    },
  });
  return {
    quote: (body: { pickupLineIds: number[]; shippingMethod: string; state?: string }) => client.post<OrderQuote>('/ecomm/b2c/v1/order/shipmentOptions', body),
    verify: () => client.post<{ problems: { lineId: number; problem: string }[]; verified: boolean }>('/ecomm/b2c/v1/order/verifyForCheckout', {}),
    validateAddress: (body: Record<string, string>) => client.post<AddressCheckResult>('/ecomm/b2c/v1/order/addressValidation', body),
    giftCardBalance: (body: { cardNumber: string; pin: string }) => client.post<{ balance: number; currency: string; last4: string }>('/ecomm/b2c/v1/giftcard/balance', body),
    commit: (body: Record<string, unknown>, idempotencyKey: string) => client.post<CommitAnswer>('/ecomm/b2c/v3/order/commit', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    sandboxAuthentication: (authorizationId: string, outcome: 'complete' | 'fail') =>
      client.post<{ status: string }>(`/payments/sandbox/v1/authentications/${encodeURIComponent(authorizationId)}`, { outcome }),
  };
}
