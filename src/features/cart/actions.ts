'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { AddItemBody } from '@/lib/cart-inputs';
import type { ErrorDetail } from '@/lib/errors';
import { LOCALES, localizedPath, type Locale } from '@/lib/markets';
import { writeCartCookie } from '@/server/cart/cookies';
import { applyPromotion, removePromotion } from '@/server/cart/promotions';
import { addItem, cartView, removeLine, saveForLater, setQuantity, type CartLineView, type CartView } from '@/server/cart/service';
import { changeShopperCart } from '@/server/cart/session';
import { DomainError, refusalOf } from '@/server/platform/domain-error';
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

/** Change the cart behind the request's cookies and keep its cookie; a refusal comes back as its error detail. */
async function change(locale: Locale, run: Parameters<typeof changeShopperCart>[2]) {
  const jar = await cookies();
  const requestHeaders = await headers();
  const secure = actionIsHttps(requestHeaders);
  try {
    const view = await changeShopperCart({ get: (name) => jar.get(name)?.value }, locale, run);
    writeCartCookie(jar, view.cartId, secure);
    return { view, error: null };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { view: null, error: refusal.detail };
    if (error instanceof z.ZodError) return { view: null, error: GENERIC };
    throw error;
  }
}

/** "Add to cart" on shelves and product pages (works without JavaScript). */
export async function addToCartAction(_previous: AddToCartState | null, formData: FormData): Promise<AddToCartState> {
  const locale = LocaleField.parse(formData.get('locale')) as Locale;
  const input = AddItemBody.safeParse({ skuId: formData.get('skuId'), quantity: formData.get('quantity') ?? 1 });
  if (!input.success) return { ok: false, message: await noticeText(cartNotice('errors.quantity'), locale) };
  const { view, error } = await change(locale, (tx, cart, shopper) => addItem(tx, cart, input.data, locale, shopper.storeNumber));
  if (error) return { ok: false, message: await noticeText(cartNotice(error.errorMessageKey, error.errorMessageValues), locale) };
  const line = view!.lines.find((l) => l.product.sku === input.data.skuId);
  const added = line ? { currency: view!.currency, line: { sku: line.product.sku, name: line.product.title, brand: line.product.brand, unitPrice: line.unitPrice, quantity: input.data.quantity } } : undefined;
  return { ok: true, message: await noticeText(cartNotice('added', { count: input.data.quantity }), locale), itemCount: view!.itemCount, added };
}

const LineForm = z.object({ lineId: z.coerce.number().int().positive() });
const QuantityForm = LineForm.extend({ quantity: z.coerce.number().int().min(1).max(99) });
/** Intents that change what is in the cart, and so may be an add_to_cart or remove_from_cart. */
const LINE_INTENTS = new Set(['remove', 'quantity', 'saveForLater', 'moveToCart']);

const lineIn = (view: CartView | null, lineId: number | undefined) => (view && lineId ? [...view.lines, ...view.savedForLater].find((l) => l.lineId === lineId) : undefined);

/**
 * The cart page's forms (quantity, remove, save for later, move to cart, promo code): each
 * changes the cart and comes back to /cart with a notice the page shows.
 */
export async function cartPageAction(formData: FormData): Promise<void> {
  const locale = LocaleField.parse(formData.get('locale')) as Locale;
  const intent = String(formData.get('intent') ?? '');
  const fields = Object.fromEntries(formData);
  const lineId = LINE_INTENTS.has(intent) ? LineForm.safeParse(fields).data?.lineId : undefined;
  let before: CartLineView | undefined;
  const { view, error } = await change(locale, async (tx, cart, shopper) => {
    if (lineId) before = lineIn(await cartView(tx, cart, locale, shopper.storeNumber), lineId);
    switch (intent) {
      case 'applyPromo':
        return applyPromotion(tx, cart, String(fields.promoCode ?? ''), (await cartView(tx, cart, locale, shopper.storeNumber)).subtotal);
      case 'removePromo':
        return removePromotion(tx, cart);
      case 'remove':
        return removeLine(tx, cart, LineForm.parse(fields).lineId);
      case 'saveForLater':
        return saveForLater(tx, cart, LineForm.parse(fields).lineId, true);
      case 'moveToCart':
        return saveForLater(tx, cart, LineForm.parse(fields).lineId, false);
      case 'quantity': {
        const form = QuantityForm.parse(fields);
        return setQuantity(tx, cart, form.lineId, form.quantity, locale, shopper.storeNumber);
      }
      default:
        throw new DomainError('malformed', GENERIC);
    }
  });
  const id = crypto.randomUUID();
  const changed = view && before ? quantityChange(before, lineIn(view, lineId), view.currency) : undefined;
  const activity: CartActivity | undefined = error ? { id, failure: cartFailure(intent) } : changed ? { id, change: changed } : undefined;
  const notice = error ? cartNotice(error.errorMessageKey, error.errorMessageValues, activity) : cartNotice(`done.${intent}`, {}, activity);
  redirect(`${localizedPath('/cart', locale)}?${new URLSearchParams({ notice: JSON.stringify(notice) })}`);
}
