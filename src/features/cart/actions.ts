'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { AddItemBody, ChangeItemBody, LineBody, PromoCodeBody } from '@/lib/cart-inputs';
import { MAX_LINE_QUANTITY } from '@/lib/constants';
import type { ErrorDetail } from '@/lib/errors';
import { LOCALES, localizedPath, type Locale } from '@/lib/markets';
import { writeCookies } from '@/server/cart/cookies';
import { addToCart, applyPromoCode, changeCartLine, removeCartLine, removePromoCode, type CartCaller, type CartResult, type LineChange } from '@/server/cart/use-cases';
import { refusalOf } from '@/server/platform/domain-error';
import { actionIsHttps } from '@/server/platform/http';
import { cartFailure, quantityChange, type ActivityLine, type CartActivity } from './cart-activity';
import { cartNotice, PROMO_FIELD_ID, quantityFieldId, type CartNotice } from './notice';
import { noticeText } from './notice-text';

export interface AddToCartState {
  ok: boolean;
  message: string;
  itemCount?: number;
  /** What was added, for the data layer's add_to_cart (prices in minor units). */
  added?: { currency: string; line: ActivityLine };
}

const LocaleField = z.enum(LOCALES).catch('en-US');
const GENERIC: ErrorDetail = { errorCode: 'CART_FAILED', errorMessageKey: 'cart.errors.generic', errorMessageDefault: 'The cart could not be changed' };

/** The one place the cart's actions turn a refusal into what the shopper is told; anything else is a failure of ours. */
function refusal(error: unknown): ErrorDetail {
  const refused = refusalOf(error);
  if (refused) return refused.detail;
  throw error;
}

/**
 * Run a cart use case for the shopper behind the request's cookies and write the cookies it
 * answers (the cart's id, the analytics mirror); a refusal comes back as its error detail.
 */
async function run<T extends CartResult>(locale: Locale, operation: (caller: CartCaller) => Promise<T>): Promise<{ result: T; error: null } | { result: null; error: ErrorDetail }> {
  const jar = await cookies();
  const caller: CartCaller = { cookies: { get: (name) => jar.get(name)?.value }, locale, secure: actionIsHttps(await headers()) };
  try {
    const result = await operation(caller);
    writeCookies(jar, result.cookies);
    return { result, error: null };
  } catch (error) {
    return { result: null, error: refusal(error) };
  }
}

/** "Add to cart" on shelves and product pages (works without JavaScript). */
export async function addToCartAction(_previous: AddToCartState | null, formData: FormData): Promise<AddToCartState> {
  const locale = LocaleField.parse(formData.get('locale')) as Locale;
  const input = AddItemBody.safeParse({ skuId: formData.get('skuId'), quantity: formData.get('quantity') ?? 1 });
  if (!input.success) return { ok: false, message: await noticeText(cartNotice('errors.quantity', { max: MAX_LINE_QUANTITY }), locale) };
  const { result, error } = await run(locale, (caller) => addToCart(caller, input.data));
  if (error) return { ok: false, message: await noticeText(cartNotice(error.errorMessageKey, error.errorMessageValues), locale) };
  const { view, line } = result!;
  const added = line ? { currency: view.currency, line: { sku: line.product.sku, name: line.product.title, brand: line.product.brand, unitPrice: line.unitPrice, quantity: input.data.quantity } } : undefined;
  return { ok: true, message: await noticeText(cartNotice('added', { count: input.data.quantity }), locale), itemCount: view.itemCount, added };
}

type CartPageOperation = (caller: CartCaller) => Promise<CartResult & { change?: LineChange }>;

/** The cart page's forms, each an input of a cart use case; a form that does not parse answers what is wrong with it. */
function cartPageUseCase(intent: string, fields: Record<string, unknown>): CartPageOperation | ErrorDetail {
  switch (intent) {
    case 'applyPromo': {
      const input = PromoCodeBody.safeParse(fields);
      if (input.success) return (caller) => applyPromoCode(caller, input.data);
      return typeof fields.promoCode === 'string' && !fields.promoCode.trim() ? PROMO_CODE_MISSING : GENERIC;
    }
    case 'removePromo':
      return (caller) => removePromoCode(caller);
    case 'remove': {
      const input = LineBody.safeParse(fields);
      return input.success ? (caller) => removeCartLine(caller, input.data) : GENERIC;
    }
    case 'saveForLater':
    case 'moveToCart':
    case 'quantity': {
      const input = ChangeItemBody.safeParse(intent === 'quantity' ? { lineId: fields.lineId, quantity: fields.quantity } : { lineId: fields.lineId, savedForLater: intent === 'saveForLater' });
      if (input.success) return (caller) => changeCartLine(caller, input.data);
      return intent === 'quantity' && LineBody.safeParse(fields).success ? QUANTITY_OUT_OF_RANGE : GENERIC;
    }
    default:
      return GENERIC;
  }
}
const PROMO_CODE_MISSING: ErrorDetail = { errorCode: 'PROMO_CODE_REQUIRED', errorMessageKey: 'cart.errors.promoMissing', errorMessageDefault: 'Type a promo code' };
const QUANTITY_OUT_OF_RANGE: ErrorDetail = {
  errorCode: 'INVALID_QUANTITY',
  errorMessageKey: 'cart.errors.quantity',
  errorMessageValues: { max: MAX_LINE_QUANTITY },
  errorMessageDefault: `Choose a quantity from 1 to ${MAX_LINE_QUANTITY}`,
};

/**
 * Where the keyboard goes back to on the page the form comes back to, and what it had typed:
 * the promo code's field with the code (so that a typo is mended, not typed again), a line's
 * quantity with what was asked; else the notice itself (a line removed or moved is gone).
 */
function fieldOf(intent: string, fields: Record<string, unknown>): Pick<CartNotice, 'field' | 'typed'> {
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 32) : undefined);
  if (intent === 'applyPromo') return { field: PROMO_FIELD_ID, typed: text(fields.promoCode) };
  if (intent === 'quantity' && typeof fields.lineId === 'string' && /^\d{1,12}$/.test(fields.lineId)) return { field: quantityFieldId(fields.lineId), typed: text(fields.quantity) };
  return {};
}

/**
 * The cart page's forms (quantity, remove, save for later, move to cart, promo code): each
 * changes the cart and comes back to /cart with a notice the page shows.
 */
export async function cartPageAction(formData: FormData): Promise<void> {
  const locale = LocaleField.parse(formData.get('locale')) as Locale;
  const intent = String(formData.get('intent') ?? '');
  const fields = Object.fromEntries(formData);
  const operation = cartPageUseCase(intent, fields);
  const { result, error } = typeof operation === 'function' ? await run(locale, operation) : { result: null, error: operation };
  const id = crypto.randomUUID();
  const changed = result?.change ? quantityChange(result.change.before, result.change.after, result.view.currency) : undefined;
  const activity: CartActivity | undefined = error ? { id, failure: cartFailure(intent) } : changed ? { id, change: changed } : undefined;
  const { field, typed } = fieldOf(intent, fields);
  const notice = error
    ? { ...cartNotice(error.errorMessageKey, error.errorMessageValues, activity), field, typed }
    : { ...cartNotice(`done.${intent}`, {}, activity), field };
  redirect(`${localizedPath('/cart', locale)}?${new URLSearchParams({ notice: JSON.stringify(notice) })}`);
}
