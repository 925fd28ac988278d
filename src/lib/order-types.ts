/** The spec's order types (§3): online orders, store sales, counter purchases, returns and adjustments. */
export const ORDER_TYPES = ['STOREORDER', 'ONLINEORDER', 'INSTOREORDER', 'RETURN', 'Adjustment'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export function isOrderType(value: unknown): value is OrderType {
  return typeof value === 'string' && (ORDER_TYPES as readonly string[]).includes(value);
}
