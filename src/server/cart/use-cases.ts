import type { AddItemInput, ChangeItemInput, LineInput, PromoCodeInput } from '@/lib/cart-inputs';
import { getMarket, type Locale } from '@/lib/markets';
import { productCards, type ProductCard } from '@/server/catalog/shelf';
import { COOKIES } from '@/lib/storage-keys';
import type { CookieReader } from '@/server/platform/cookie-jar';
import { db, type Executor } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { sisterStoresOf } from '@/server/inventory/availability';
import { marketStore } from '@/server/stores/preferred';
import { cartCookies, type CartCookie } from './cookies';
import { normalizeCode } from '@/server/promotions/promo-codes';
import { applyPromotion, removePromotion } from './promotions';
import type { Cart } from './schema';
import { activeCart, addItem, cartFor, cartSummary, cartView, removeLine, saveForLater, setQuantity, verifyForCheckout, type CartLineView, type CartSummary, type CartView, type LineBefore, type LineProblem, type Shelf } from './service';

/**
 * The cart's use cases: one function per operation, whichever way it is asked for (the spec's
 * REST routes under /ecomm/b2c/v1/order, the storefront's server actions, a benchmark). Each
 * takes the caller (cookies, locale, https) and its input already parsed with its schema in
 * `@/lib/cart-inputs`, applies the cart's rules in one transaction, and answers the cart after
 * the change with the cookies to write (the cart's id and the spec §3 analytics mirror). The
 * adapters only parse their transport, call one of these, write the cookies and shape the answer.
 * Refusals are thrown (the cart module's errors) for the adapter's one error mapping.
 */
export interface CartCaller {
  cookies: CookieReader;
  locale: Locale;
  /** Whether the request came over https (the cookies are then Secure). */
  secure: boolean;
}

export interface CartResult {
  view: CartView;
  cookies: CartCookie[];
}

/** A line as a change found it and left it, for the data layer's add_to_cart / remove_from_cart. */
export interface LineChange {
  before: Pick<CartLineView, 'lineId' | 'quantity' | 'savedForLater' | 'unitPrice' | 'product'> | undefined;
  after: CartLineView | undefined;
}

/** The preferred store of the caller's market and its sister stores: one geosearch per use case. */
async function shelfOf(caller: CartCaller): Promise<Shelf> {
  const store = await marketStore(db(), caller.cookies.get(COOKIES.preferredStoreId), getMarket(caller.locale).country);
  if (!store) return { storeNumber: null };
  return { storeNumber: store.storeNumber, sisters: await sisterStoresOf(db(), store, caller.locale) };
}

const answer = (caller: CartCaller, view: CartView): CartResult => ({ view, cookies: cartCookies(view, caller.cookies, caller.secure) });

/** Run a change of the caller's cart in one transaction (starting a cart when there is none); answers the cart after it. */
async function changeCart<T>(caller: CartCaller, change: (tx: Executor, cart: Cart, shelf: Shelf) => Promise<T>): Promise<CartResult & { changed: T }> {
  const shelf = await shelfOf(caller);
  const { view, changed } = await db().transaction(async (tx) => {
    const cart = await cartFor(tx, caller.cookies.get(COOKIES.cartId), caller.locale);
    const changed = await change(tx, cart, shelf);
    return { view: await cartView(tx, cart, caller.locale, shelf.storeNumber, new Date(), shelf.sisters), changed };
  });
  return { ...answer(caller, view), changed };
}

/** What a line change did: the line before (priced now) and after, found by its id. */
function lineChange(view: CartView, { before, removed }: { before: LineBefore; removed: ProductCard | undefined }): LineChange {
  const lines = [...view.lines, ...view.savedForLater];
  const after = lines.find((l) => l.lineId === before.id);
  const product = removed ?? lines.find((l) => l.product.id === before.productId)?.product;
  return {
    before: product ? { lineId: before.id, quantity: before.quantity, savedForLater: before.savedForLater, unitPrice: product.price.sale ?? product.price.regular, product } : undefined,
    after,
  };
}

/** Add units of a SKU (to the line already there), within stock and the line limit; answers the line added to. */
export async function addToCart(caller: CartCaller, input: AddItemInput): Promise<CartResult & { line: CartLineView | undefined }> {
  const result = await changeCart(caller, (tx, cart, shelf) => addItem(tx, cart, input, caller.locale, shelf));
  return { view: result.view, cookies: result.cookies, line: result.view.lines.find((l) => l.lineId === result.changed) };
}

/** Change a line: save it for later or back, and/or set its quantity (within stock and the line limit). */
export async function changeCartLine(caller: CartCaller, input: ChangeItemInput): Promise<CartResult & { change: LineChange }> {
  const result = await changeCart(caller, async (tx, cart, shelf) => {
    let before: LineBefore | undefined;
    if (input.savedForLater !== undefined) before = await saveForLater(tx, cart, input.lineId, input.savedForLater);
    if (input.quantity !== undefined) {
      const line = await setQuantity(tx, cart, input.lineId, input.quantity, caller.locale, shelf);
      before ??= line;
    }
    return { before: before!, removed: undefined };
  });
  return { view: result.view, cookies: result.cookies, change: lineChange(result.view, result.changed) };
}

/** Remove a line from the cart (or from saved for later). */
export async function removeCartLine(caller: CartCaller, input: LineInput): Promise<CartResult & { change: LineChange }> {
  const result = await changeCart(caller, async (tx, cart) => {
    const before = await removeLine(tx, cart, input.lineId);
    // Gone from the view after the change: its product, priced now, for what the change did.
    const [removed] = await productCards(tx, [before.productId], caller.locale);
    return { before, removed };
  });
  return { view: result.view, cookies: result.cookies, change: lineChange(result.view, result.changed) };
}

/** Apply a promo code to the cart (refused with its reason: unknown, other market, expired, minimum not met). */
export async function applyPromoCode(caller: CartCaller, input: PromoCodeInput): Promise<CartResult> {
  const { view, cookies } = await changeCart(caller, async (tx, cart, shelf) => {
    const before = await cartView(tx, cart, caller.locale, shelf.storeNumber, new Date(), shelf.sisters);
    await applyPromotion(tx, cart, input.promoCode, before.subtotal);
    cart.promoCode = normalizeCode(input.promoCode);
  });
  return { view, cookies };
}

/** Take the promo code off the cart. */
export async function removePromoCode(caller: CartCaller): Promise<CartResult> {
  const { view, cookies } = await changeCart(caller, async (tx, cart) => {
    await removePromotion(tx, cart);
    cart.promoCode = null;
  });
  return { view, cookies };
}

/** Verify for checkout: flag per line a changed price or missing stock, and fix the cart to match (spec §7). */
export async function verifyCartForCheckout(caller: CartCaller): Promise<CartResult & { problems: { lineId: number; problem: LineProblem; quantity?: number; previousPrice?: number }[]; verified: boolean }> {
  const shelf = await shelfOf(caller);
  const result = await db().transaction(async (tx) => {
    const cart = await activeCart(tx, caller.cookies.get(COOKIES.cartId), caller.locale);
    if (!cart) throw new DomainError('notFound', { errorCode: 'CART_EMPTY', errorMessageKey: 'cart.errors.empty', errorMessageDefault: 'Your cart is empty' });
    return verifyForCheckout(tx, cart, caller.locale, shelf);
  });
  return { ...answer(caller, result.view), problems: result.problems, verified: result.problems.length === 0 && result.view.lines.length > 0 };
}

/** GET order details: the caller's cart priced now, with the cookies that mirror it; null when they have none. */
export async function cartDetails(caller: CartCaller): Promise<CartResult | null> {
  const { view } = await currentCart(caller);
  return view ? answer(caller, view) : null;
}

/** The caller's cart as it is now (priced, with stock at their preferred store), or null when they have none. */
export async function currentCart(caller: Pick<CartCaller, 'cookies' | 'locale'>): Promise<{ view: CartView | null; store: Awaited<ReturnType<typeof marketStore>> }> {
  const store = await marketStore(db(), caller.cookies.get(COOKIES.preferredStoreId), getMarket(caller.locale).country);
  const cart = await activeCart(db(), caller.cookies.get(COOKIES.cartId), caller.locale);
  return { view: cart ? await cartView(db(), cart, caller.locale, store?.storeNumber ?? null) : null, store };
}

/** The header's badge and mini cart: the caller's cart in brief (one small query), or null without one. */
export async function currentCartSummary(caller: Pick<CartCaller, 'cookies' | 'locale'>): Promise<CartSummary | null> {
  const cart = await activeCart(db(), caller.cookies.get(COOKIES.cartId), caller.locale);
  return cart ? cartSummary(db(), cart, caller.locale) : null;
}
