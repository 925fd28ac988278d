import { commerceData, majorUnits } from '@/lib/analytics';

/** Orders whose purchase was pushed from this browser (a reloaded confirmation page pushes nothing new). */
export const PURCHASES_SEEN_KEY = 'analyticsPurchases';

export interface PurchaseOrder {
  orderNumber: string;
  currency: string;
  /** Minor units. */
  total: number;
  tax: number;
  shipping: number;
  discount: number;
  promoCode: string | null;
  lines: { sku: string; name: string; brand: string; unitPrice: number; quantity: number }[];
}

/** The purchase event's data (GA4 shape): transaction id, value and amounts in major units, currency, items. */
export function purchaseData(order: PurchaseOrder) {
  const money = commerceData(order.currency, order.lines, order.total);
  const major = (amount: number) => majorUnits(amount, order.currency);
  return {
    transaction_id: order.orderNumber,
    orderNumber: order.orderNumber,
    ...money,
    tax: major(order.tax),
    shipping: major(order.shipping),
    ...(order.discount ? { discount: major(order.discount) } : {}),
    ...(order.promoCode ? { coupon: order.promoCode } : {}),
  };
}
