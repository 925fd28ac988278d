import type { CancelOrderInput, TrackOrderInput } from '@/lib/order-inputs';
import { db } from '@/server/db/client';
import { paymentGateway, type PaymentGateway } from '@/server/payments/gateway';
import { ApiError } from '@/server/platform/http';
import { waitValues } from '@/server/platform/rate-limit';
import { lookupOrder, lookupOrderAs, type OrderDetails } from './lookup';
import { cancelForShopper } from './shopper-cancel';

/**
 * Track an order, whichever way it was asked (POST /ecomm/b2c/v1/order/lookup or the
 * /trackOrder form): the order a guest proves by its number and e-mail or ZIP. Failures slow
 * the caller (`callerKey`) down; one answer for any wrong detail (not found), and a wait when
 * there were too many (both thrown with the spec's envelope for the adapter's one mapping).
 */
export async function trackOrder(callerKey: string, proof: TrackOrderInput): Promise<OrderDetails> {
  const result = await lookupOrderAs(db(), callerKey, proof.orderNumber, proof.emailOrZip);
  if (result.kind === 'wait') {
    throw new ApiError(
      429,
      { errorCode: 'RATE_LIMITED', errorMessageKey: 'trackOrder.tooManyWait', errorMessageDefault: "Too many searches didn't find an order. Please try again later.", errorMessageValues: waitValues(result.retryAfterSeconds) },
      { 'Retry-After': String(result.retryAfterSeconds) },
    );
  }
  if (result.kind === 'notFound') throw new ApiError(404, { errorCode: 'ORDER_NOT_FOUND', errorMessageKey: 'trackOrder.notFound', errorMessageDefault: 'No order with those details' });
  return result.order;
}

/**
 * The shopper cancels the whole order, or one shipping group (`shipmentId`), while nothing of it
 * has been prepared (decision 013); the money goes back to what paid. Proved like trackOrder.
 * Answers whether it was cancelled and the order as it is now (unchanged when it was not).
 */
export async function cancelTrackedOrder(callerKey: string, input: CancelOrderInput, gateway: PaymentGateway = paymentGateway()): Promise<{ cancelled: boolean; order: OrderDetails }> {
  const found = await trackOrder(callerKey, input);
  if (!(await cancelForShopper(found, gateway, input.shipmentId))) return { cancelled: false, order: found };
  return { cancelled: true, order: (await lookupOrder(db(), input.orderNumber, input.emailOrZip)) ?? found };
}
