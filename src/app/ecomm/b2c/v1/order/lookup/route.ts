import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { db } from '@/server/db/client';
import { lookupOrder, orderLookupLimiter } from '@/server/orders/queries';
import { ApiError, badRequest, handle, privateJson } from '@/server/platform/http';
import { clientKey } from '@/server/platform/rate-limit';

const LookupBody = z.object({ orderNumber: z.string().trim().max(20), emailOrZip: z.string().trim().min(1).max(254) });

/**
 * POST /ecomm/b2c/v1/order/lookup { orderNumber, emailOrZip }: the order lookup of spec §7
 * (track order) — the order, its shipments with statuses and tracking, its lines. One answer
 * for a wrong number and a wrong proof; rate-limited per caller.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const limit = orderLookupLimiter.take(clientKey(request.headers));
    if (!limit.allowed) {
      throw new ApiError(429, { errorCode: 'RATE_LIMITED', errorMessageKey: 'trackOrder.tooMany', errorMessageDefault: 'Too many lookups; wait a minute' });
    }
    const body = LookupBody.safeParse(await request.json().catch(() => null));
    if (!body.success) return badRequest(body.error.issues);
    const found = await lookupOrder(db(), body.data.orderNumber, body.data.emailOrZip);
    if (!found) throw new ApiError(404, { errorCode: 'ORDER_NOT_FOUND', errorMessageKey: 'trackOrder.notFound', errorMessageDefault: 'No order with those details' });
    const { order, shipments, payments } = found;
    return privateJson({
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
      payments: payments.map((p) => ({ method: p.method, brand: p.brand, last4: p.last4, amount: p.amount, status: p.status })),
    });
  });
}
