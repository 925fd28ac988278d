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
import { cartNotice } from './notice';
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

/** The cart page's forms, each an input of a cart use case; answers null when the form does not parse. */
function cartPageUseCase(intent: string, fields: Record<string, unknown>): ((caller: CartCaller) => Promise<CartResult & { change?: LineChange }>) | null {
  switch (intent) {
    case 'applyPromo': {
      const input = PromoCodeBody.safeParse(fields);
      return input.success ? (caller) => applyPromoCode(caller, input.data) : null;
    }
    case 'removePromo':
      return (caller) => removePromoCode(caller);
    case 'remove': {
      const input = LineBody.safeParse(fields);
      return input.success ? (caller) => removeCartLine(caller, input.data) : null;
    }
    case 'saveForLater':
    case 'moveToCart':
    case 'quantity': {
      const input = ChangeItemBody.safeParse(intent === 'quantity' ? { lineId: fields.lineId, quantity: fields.quantity } : { lineId: fields.lineId, savedForLater: intent === 'saveForLater' });
      return input.success ? (caller) => changeCartLine(caller, input.data) : null;
    }
    default:
      return null;
  }
}

/**
 * The cart page's forms (quantity, remove, save for later, move to cart, promo code): each
 * changes the cart and comes back to /cart with a notice the page shows.
 */
export async function cartPageAction(formData: FormData): Promise<void> {
  const locale = LocaleField.parse(formData.get('locale')) as Locale;
  const intent = String(formData.get('intent') ?? '');
  const operation = cartPageUseCase(intent, Object.fromEntries(formData));
  const { result, error } = operation ? await run(locale, operation) : { result: null, error: GENERIC };
  const id = crypto.randomUUID();
  const changed = result?.change ? quantityChange(result.change.before, result.change.after, result.view.currency) : undefined;
  const activity: CartActivity | undefined = error ? { id, failure: cartFailure(intent) } : changed ? { id, change: changed } : undefined;
  const notice = error ? cartNotice(error.errorMessageKey, error.errorMessageValues, activity) : cartNotice(`done.${intent}`, {}, activity);
  redirect(`${localizedPath('/cart', locale)}?${new URLSearchParams({ notice: JSON.stringify(notice) })}`);
}
