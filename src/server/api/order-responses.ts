import type { OrderDetails } from '@/server/orders/lookup';

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
