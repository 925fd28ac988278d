import { ANALYTICS_EVENTS } from '@/lib/analytics';

/** One product line as an analytics event needs it; prices in minor units. */
export interface ActivityLine {
  sku: string;
  name: string;
  brand: string;
  unitPrice: number;
  quantity: number;
}

/**
 * What a cart form did, for the data layer and the failure log (spec §1, §8). It travels with
 * the cart notice through the redirect back to /cart; `id` lets the page push it only once.
 */
export interface CartActivity {
  id: string;
  change?: { event: typeof ANALYTICS_EVENTS.addToCart | typeof ANALYTICS_EVENTS.removeFromCart; currency: string; line: ActivityLine };
  /** A failure action type (spec §8), e.g. PROMO_APPLY_FAILURE. */
  failure?: string;
}

interface LineLike {
  lineId: number;
  quantity: number;
  unitPrice: number;
  savedForLater: boolean;
  product: { sku: string; title: string; brand: string };
}

/** The failure action of a cart form's intent (spec §8 cart and promo code failures). */
export function cartFailure(intent: string): string {
  if (intent === 'applyPromo') return 'PROMO_APPLY_FAILURE';
  if (intent === 'removePromo') return 'PROMO_REMOVE_FAILURE';
  return 'CART_UPDATE_FAILURE';
}

/**
 * The add_to_cart or remove_from_cart a change of quantity amounts to: a removed line, or a
 * line whose quantity went down or up, by the difference. Lines saved for later are not in the cart.
 */
export function quantityChange(before: LineLike | undefined, after: LineLike | undefined, currency: string): CartActivity['change'] | undefined {
  const had = before && !before.savedForLater ? before.quantity : 0;
  const has = after && !after.savedForLater ? after.quantity : 0;
  const line = after ?? before;
  if (!line || had === has) return undefined;
  return {
    event: has > had ? ANALYTICS_EVENTS.addToCart : ANALYTICS_EVENTS.removeFromCart,
    currency,
    line: { sku: line.product.sku, name: line.product.title, brand: line.product.brand, unitPrice: line.unitPrice, quantity: Math.abs(has - had) },
  };
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** An activity read back from the URL, or undefined when it is missing or malformed. */
export function parseCartActivity(value: unknown): CartActivity | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { id, change, failure } = value as Record<string, unknown>;
  if (!isText(id)) return undefined;
  const activity: CartActivity = { id };
  if (isText(failure) && /^[A-Z_]+$/.test(failure)) activity.failure = failure;
  if (change && typeof change === 'object') {
    const c = change as Record<string, unknown>;
    const l = (c.line ?? {}) as Record<string, unknown>;
    const event = c.event === ANALYTICS_EVENTS.addToCart || c.event === ANALYTICS_EVENTS.removeFromCart ? c.event : null;
    if (event && isText(c.currency) && isText(l.sku) && isText(l.name) && typeof l.brand === 'string' && isCount(l.unitPrice) && isCount(l.quantity)) {
      activity.change = { event, currency: c.currency, line: { sku: l.sku, name: l.name, brand: l.brand, unitPrice: l.unitPrice, quantity: l.quantity } };
    }
  }
  return activity.change || activity.failure ? activity : undefined;
}
