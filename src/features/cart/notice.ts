import { parseCartActivity, type CartActivity } from './cart-activity';

/** A message for the shopper about their cart: a key under `cart` and its values (it travels in the URL after a form post). */
export interface CartNotice {
  key: string;
  values: Record<string, string | number>;
  error: boolean;
  /** What the form did, for the data layer (cart-activity.ts). */
  activity?: CartActivity;
  /** The id of the form's field the keyboard goes back to; none: the notice takes the focus. */
  field?: string;
  /** What the shopper had typed in that field, given back after a refusal. */
  typed?: string;
}

/** The promo code's field on the cart page. */
export const PROMO_FIELD_ID = 'promo-code';
/** A cart line's quantity field on the cart page. */
export const quantityFieldId = (lineId: string | number) => `qty-${lineId}`;

/**
 * The refusals that are about what was typed in the form's field (a quantity out of range, a
 * promo code missing, unknown, of another country or expired): their message goes below that
 * field. Any other refusal (stock, a line gone, a failure of ours) is about the cart, not the
 * typing, and stays in the notice at the top of the page.
 */
const PROMO_FIELD_MESSAGE = /^(errors\.promoMissing|promo\.\w+)$/;
const QUANTITY_FIELD_MESSAGE = /^errors\.quantity$/;
/** A quantity field's id (quantityFieldId). */
const QUANTITY_FIELD = /^qty-\d+$/;

/** Whether the notice is a refusal of what was typed in its field, so that its message belongs next to that field. */
export function isFieldError(notice: Pick<CartNotice, 'key' | 'error' | 'field'>): boolean {
  if (!notice.error || !notice.field) return false;
  if (notice.field === PROMO_FIELD_ID) return PROMO_FIELD_MESSAGE.test(notice.key);
  return QUANTITY_FIELD.test(notice.field) && QUANTITY_FIELD_MESSAGE.test(notice.key);
}

/**
 * The field whose message the notice is, when the page shows that field (`shown`, the field the
 * form came back to, if it is still there); null: the message goes in the notice at the top.
 */
export function fieldWithError(notice: CartNotice | null, shown: string | null): string | null {
  return notice && shown && notice.field === shown && isFieldError(notice) ? shown : null;
}

/** The id of the message shown below a field (as components/Field names it). */
export const fieldErrorId = (field: string) => `${field}-error`;

export function cartNotice(key: string, values: Record<string, string | number> = {}, activity?: CartActivity): CartNotice {
  const local = key.replace(/^cart\./, '');
  return { key: local, values, error: local.startsWith('errors.') || local.startsWith('promo.'), ...(activity ? { activity } : {}) };
}

/** A notice from the URL, or null when it is missing or malformed. */
export function parseCartNotice(text: string | undefined): CartNotice | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<CartNotice>;
    if (typeof value.key !== 'string' || !/^[\w.]+$/.test(value.key)) return null;
    // The URL is anyone's to write: a value is a number, or a promo code as typed (at most 32
    // letters, digits, dashes and underscores, else "…"), never a sentence put in the store's mouth.
    const values = Object.fromEntries(
      Object.entries(value.values ?? {})
        .filter(([name, v]) => /^\w{1,16}$/.test(name) && ((typeof v === 'number' && Number.isFinite(v)) || typeof v === 'string'))
        .map(([name, v]) => [name, typeof v === 'string' && !/^[\p{L}\p{N}_-]{0,32}$/u.test(v) ? '…' : v]),
    );
    const activity = parseCartActivity(value.activity);
    const field = typeof value.field === 'string' && /^[\w-]{1,64}$/.test(value.field) ? value.field : undefined;
    const typed = typeof value.typed === 'string' ? value.typed.slice(0, 32) : undefined;
    return { key: value.key, values, error: value.error === true, ...(activity ? { activity } : {}), ...(field ? { field } : {}), ...(typed !== undefined ? { typed } : {}) };
  } catch {
    return null;
  }
}
