import { createApiClient } from '@/lib/api-client';
import type { Locale } from '@/lib/markets';
import type { OrderQuote, PlacedOrder } from '@/server/orders/place-order';
import type { AddressCheckResult } from './AddressCheckDialog';

export type { OrderQuote, PlacedOrder };

/** Checkout's calls (spec §7): the quote for what the shopper chose, the address check, a gift card's balance, and the order commit with its Idempotency-Key. */
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
    commit: (body: Record<string, unknown>, idempotencyKey: string) => client.post<PlacedOrder>('/ecomm/b2c/v3/order/commit', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
  };
}
