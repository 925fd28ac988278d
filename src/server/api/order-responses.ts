import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { db } from '@/server/db/client';
import { lookupOrderAs, type OrderDetails } from '@/server/orders/lookup';
import { ApiError } from '@/server/platform/http';
import { clientKey, waitValues } from '@/server/platform/rate-limit';

export const LookupBody = z.object({ orderNumber: z.string().trim().max(20), emailOrZip: z.string().trim().min(1).max(254) });

/** The order a guest proves by its number and e-mail or ZIP; failures slow the caller down (lookupOrderAs), one answer for any wrong detail. */
export async function findTrackedOrder(request: NextRequest, proof: z.infer<typeof LookupBody>): Promise<OrderDetails> {
  const result = await lookupOrderAs(db(), clientKey(request.headers), proof.orderNumber, proof.emailOrZip);
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

/** An order as the lookup and cancel calls answer it: status, shipments with tracking and lines, payments. */
export function trackedOrderJson(found: OrderDetails) {
  const { order, shipments, payments } = found;
  return {
    orderNumber: order.orderNumber,
    orderType: order.orderType,
    status: order.status,
    placedAt: order.placedAt.toISOString(),
    currency: order.currency,
    totals: { subtotal: order.subtotal, discount: order.discount, coreTotal: order.coreTotal, shippingTotal: order.shippingTotal, tax: order.tax, taxIncluded: order.taxIncluded, total: order.total },
    shipments: shipments.map((s) => ({
      id: s.id,
      shipmentType: s.shipmentType,
      storeNumber: s.storeNumber,
      status: s.status,
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      estimatedDeliveryDate: s.estimatedDeliveryFrom && s.estimatedDeliveryTo ? { earliest: s.estimatedDeliveryFrom, latest: s.estimatedDeliveryTo } : null,
      lineItemList: s.lines.map((l) => ({ sku: l.sku, partNumber: l.partNumber, title: l.title, itemQuantity: l.quantity, unitPrice: l.unitPrice, corePrice: l.corePrice })),
    })),
    payments: payments.map((p) => ({ method: p.method, brand: p.brand, last4: p.last4, amount: p.amount, refundedAmount: p.refundedAmount, status: p.status })),
  };
}
