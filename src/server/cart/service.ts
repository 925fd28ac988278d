import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '@/lib/constants';
import { getMarket, type CurrencyCode, type Locale } from '@/lib/markets';
import { activeProductPrice, currentPrices } from '@/server/catalog/product-ids';
import { productCards, type ProductCard } from '@/server/catalog/shelf';
import type { Executor } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { availabilityFor, type Availability } from '@/server/inventory/availability';
import type { StoreLocation } from '@/server/stores/service';
import { cartLines, carts, type Cart } from './schema';
import { promotionFor, type AppliedPromotion } from '@/server/promotions/promo-codes';

/**
 * Where the shopper gets stock: the preferred store (or none) and its sister stores, looked up
 * once per use case and passed to every stock check and view of it.
 */
export interface Shelf {
  storeNumber: string | null;
  sisters?: StoreLocation[];
}

export interface CartLineView {
  lineId: number;
  product: ProductCard;
  quantity: number;
  savedForLater: boolean;
  /** Minor units: what one costs now (the sale price when there is one). */
  unitPrice: number;
  /** Minor units: what one cost when it was added. */
  seenPrice: number;
  corePrice: number;
  lineTotal: number;
  availability: Availability;
}

export interface CartView {
  cartId: string;
  currency: CurrencyCode;
  lines: CartLineView[];
  savedForLater: CartLineView[];
  itemCount: number;
  /** Minor units: merchandise, before promotions and core charges. */
  subtotal: number;
  coreTotal: number;
  promotion: AppliedPromotion | null;
  discount: number;
  /** Merchandise less the discount, plus core charges; shipping and tax come at checkout. */
  total: number;
}

const notFound = (what: string) => new DomainError('notFound', { errorCode: 'CART_ITEM_NOT_FOUND', errorMessageKey: 'cart.errors.notFound', errorMessageDefault: `No such ${what}` });

/** The active cart with this id in the market's currency, or null (unknown, ordered, merged, or another market's). */
export async function activeCart(executor: Executor, cartId: string | undefined, locale: Locale): Promise<Cart | null> {
  if (!cartId || !/^[0-9a-f-]{36}$/i.test(cartId)) return null;
  const [cart] = await executor
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.status, 'active'), eq(carts.currency, getMarket(locale).currency)));
  return cart ?? null;
}

/** The shopper's cart, started when there is none yet. */
export async function cartFor(executor: Executor, cartId: string | undefined, locale: Locale): Promise<Cart> {
  const existing = await activeCart(executor, cartId, locale);
  if (existing) return existing;
  const [cart] = await executor.insert(carts).values({ currency: getMarket(locale).currency }).returning();
  return cart!;
}

/** The product by SKU with its price in the cart's currency; refused when it is not sold there. */
async function pricedProduct(executor: Executor, skuId: string, currency: CurrencyCode) {
  const row = await activeProductPrice(executor, skuId, currency);
  if (!row) throw new DomainError('notFound', { errorCode: 'PRODUCT_NOT_SOLD', errorMessageKey: 'cart.errors.notSold', errorMessageDefault: `${skuId} is not sold here` });
  return row;
}

/** Units the shopper can get: on the preferred store's shelf or in the market's distribution centres. */
function obtainable(a: Availability): number {
  return Math.max(a.storeQuantity, a.shipQuantity);
}

function tooMany(available: number): DomainError {
  return new DomainError('conflict', {
    errorCode: available > 0 ? 'QUANTITY_NOT_AVAILABLE' : 'OUT_OF_STOCK',
    errorMessageKey: available > 0 ? 'cart.errors.onlyAvailable' : 'cart.errors.outOfStock',
    errorMessageDefault: available > 0 ? `Only ${available} available` : 'Out of stock',
    errorMessageValues: { count: available },
  });
}

function lineLimit(): DomainError {
  return new DomainError('conflict', { errorCode: 'LINE_LIMIT', errorMessageKey: 'cart.errors.lineLimit', errorMessageDefault: `At most ${MAX_LINE_QUANTITY} of one part`, errorMessageValues: { count: MAX_LINE_QUANTITY } });
}

/** A shelf, from a store number alone when that is all the caller has (its sister stores are then looked up). */
const shelfOf = (shelf: Shelf | string | null): Shelf => (shelf !== null && typeof shelf === 'object' ? shelf : { storeNumber: shelf });

async function checkStock(executor: Executor, productId: number, quantity: number, locale: Locale, shelf: Shelf): Promise<void> {
  const availability = (await availabilityFor(executor, [productId], locale, shelf.storeNumber, shelf.sisters)).get(productId)!;
  const available = obtainable(availability);
  if (quantity > available) throw tooMany(Math.min(available, MAX_LINE_QUANTITY));
}

async function touch(executor: Executor, cartId: string): Promise<void> {
  await executor.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** Add units of a SKU to the cart (added to the line already there), within stock and the line limit. */
export async function addItem(executor: Executor, cart: Cart, input: { skuId: string; quantity: number }, locale: Locale, shelf: Shelf | string | null): Promise<number> {
  const product = await pricedProduct(executor, input.skuId, cart.currency);
  const [line] = await executor
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.productId, product.id), eq(cartLines.savedForLater, false)));
  const quantity = (line?.quantity ?? 0) + input.quantity;
  if (quantity > MAX_LINE_QUANTITY) throw lineLimit();
  await checkStock(executor, product.id, quantity, locale, shelfOf(shelf));
  const [saved] = await executor
    .insert(cartLines)
    .values({ cartId: cart.id, productId: product.id, quantity, seenPrice: product.price })
    .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.productId, cartLines.savedForLater], set: { quantity, seenPrice: product.price } })
    .returning({ id: cartLines.id });
  await touch(executor, cart.id);
  return saved!.id;
}

/** A line as it was before a change (what the change did, for the data layer). */
export type LineBefore = typeof cartLines.$inferSelect;

async function lineOf(executor: Executor, cart: Cart, lineId: number) {
  const [line] = await executor
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cart.id)));
  if (!line) throw notFound('cart line');
  return line;
}

/** Change a line's quantity, within stock and the line limit; answers the line as it was. */
export async function setQuantity(executor: Executor, cart: Cart, lineId: number, quantity: number, locale: Locale, shelf: Shelf | string | null): Promise<LineBefore> {
  const line = await lineOf(executor, cart, lineId);
  if (quantity > MAX_LINE_QUANTITY) throw lineLimit();
  if (!line.savedForLater && quantity > line.quantity) await checkStock(executor, line.productId, quantity, locale, shelfOf(shelf));
  await executor.update(cartLines).set({ quantity }).where(eq(cartLines.id, lineId));
  await touch(executor, cart.id);
  return line;
}

/** Remove a line; answers it as it was. */
export async function removeLine(executor: Executor, cart: Cart, lineId: number): Promise<LineBefore> {
  const line = await lineOf(executor, cart, lineId);
  await executor.delete(cartLines).where(eq(cartLines.id, lineId));
  await touch(executor, cart.id);
  return line;
}

/**
 * Move a line to "saved for later" or back to the cart. A line meeting the same product on
 * the other side joins it.
 */
export async function saveForLater(executor: Executor, cart: Cart, lineId: number, saved: boolean): Promise<LineBefore> {
  const line = await lineOf(executor, cart, lineId);
  if (line.savedForLater === saved) return line;
  const [other] = await executor
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.productId, line.productId), eq(cartLines.savedForLater, saved)));
  if (other) {
    await executor
      .update(cartLines)
      .set({ quantity: Math.min(MAX_LINE_QUANTITY, other.quantity + line.quantity) })
      .where(eq(cartLines.id, other.id));
    await executor.delete(cartLines).where(eq(cartLines.id, line.id));
  } else {
    await executor.update(cartLines).set({ savedForLater: saved }).where(eq(cartLines.id, line.id));
  }
  await touch(executor, cart.id);
  return line;
}

/** The cart as the cart page, the mini cart and checkout show it, priced now. */
export async function cartView(executor: Executor, cart: Cart, locale: Locale, storeNumber: string | null, now = new Date(), sisters?: StoreLocation[]): Promise<CartView> {
  const rows = await executor.select().from(cartLines).where(eq(cartLines.cartId, cart.id)).orderBy(asc(cartLines.addedAt), asc(cartLines.id));
  const ids = rows.map((r) => r.productId);
  // One after the other: the executor may be a transaction, which runs one query at a time.
  const cards = await productCards(executor, ids, locale);
  const availability = await availabilityFor(executor, ids, locale, storeNumber, sisters);
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const views: CartLineView[] = rows.flatMap((row) => {
    const product = cardById.get(row.productId);
    if (!product) return [];
    const unitPrice = product.price.sale ?? product.price.regular;
    return [
      {
        lineId: row.id,
        product,
        quantity: row.quantity,
        savedForLater: row.savedForLater,
        unitPrice,
        seenPrice: row.seenPrice,
        corePrice: product.price.coreCharge,
        lineTotal: unitPrice * row.quantity,
        availability: availability.get(row.productId)!,
      },
    ];
  });
  const lines = views.filter((l) => !l.savedForLater);
  const subtotal = lines.reduce((n, l) => n + l.lineTotal, 0);
  const coreTotal = lines.reduce((n, l) => n + l.corePrice * l.quantity, 0);
  const promotion = cart.promoCode ? await promotionFor(executor, cart.promoCode, cart.currency, subtotal, now) : null;
  const discount = promotion?.status === 'applied' ? promotion.discount : 0;
  return {
    cartId: cart.id,
    currency: cart.currency,
    lines,
    savedForLater: views.filter((l) => l.savedForLater),
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal,
    coreTotal,
    promotion,
    discount,
    total: subtotal - discount + coreTotal,
  };
}

/** What the header's badge and mini cart show (spec §3 miniCartMap): counts, totals and the lines' names. */
export interface CartSummary {
  cartId: string;
  currency: CurrencyCode;
  itemCount: number;
  /** Minor units: merchandise less the promotion's discount. */
  subtotal: number;
  coreTotal: number;
  lines: { lineId: number; skuId: string; title: string; quantity: number; unitPrice: number }[];
}

/** The summary of a cart already viewed whole (a change's answer carries its mini cart). */
export function summaryOf(view: CartView): CartSummary {
  return {
    cartId: view.cartId,
    currency: view.currency,
    itemCount: view.itemCount,
    subtotal: view.subtotal - view.discount,
    coreTotal: view.coreTotal,
    lines: view.lines.map((l) => ({ lineId: l.lineId, skuId: l.product.sku, title: l.product.title, quantity: l.quantity, unitPrice: l.unitPrice })),
  };
}

/**
 * The cart in brief for the header: its lines and their prices now, in two small queries (and
 * the promotion's, when the cart has a code); no product cards, no stock, no store.
 */
export async function cartSummary(executor: Executor, cart: Cart, locale: Locale, now = new Date()): Promise<CartSummary> {
  const lines = await executor
    .select({ lineId: cartLines.id, productId: cartLines.productId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.savedForLater, false)))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.id));
  const prices = await currentPrices(
    executor,
    lines.map((l) => l.productId),
    cart.currency,
    locale,
  );
  const rows = lines.flatMap((l) => {
    const price = prices.get(l.productId);
    return price ? [{ lineId: l.lineId, skuId: price.sku, title: price.title, quantity: l.quantity, unitPrice: price.unitPrice, coreCharge: price.coreCharge }] : [];
  });
  const merchandise = rows.reduce((n, r) => n + r.unitPrice * r.quantity, 0);
  const promotion = cart.promoCode ? await promotionFor(executor, cart.promoCode, cart.currency, merchandise, now) : null;
  return {
    cartId: cart.id,
    currency: cart.currency,
    itemCount: rows.reduce((n, r) => n + r.quantity, 0),
    subtotal: merchandise - (promotion?.status === 'applied' ? promotion.discount : 0),
    coreTotal: rows.reduce((n, r) => n + r.coreCharge * r.quantity, 0),
    lines: rows.map((r) => ({ lineId: r.lineId, skuId: r.skuId, title: r.title, quantity: r.quantity, unitPrice: r.unitPrice })),
  };
}

export type LineProblem = 'PRICE_CHANGED' | 'QUANTITY_REDUCED' | 'OUT_OF_STOCK';

/**
 * Verify for checkout: flag each line whose price changed since it was added (and take the
 * new price as seen) or whose quantity is no longer available (reduced to what is; a line
 * with none left moves to saved for later, so nothing the shopper chose is lost).
 */
export async function verifyForCheckout(executor: Executor, cart: Cart, locale: Locale, shelf: Shelf): Promise<{ view: CartView; problems: { lineId: number; problem: LineProblem; quantity?: number; previousPrice?: number }[] }> {
  const before = await cartView(executor, cart, locale, shelf.storeNumber, new Date(), shelf.sisters);
  const problems: { lineId: number; problem: LineProblem; quantity?: number; previousPrice?: number }[] = [];
  for (const line of before.lines) {
    if (line.unitPrice !== line.seenPrice) {
      problems.push({ lineId: line.lineId, problem: 'PRICE_CHANGED', previousPrice: line.seenPrice });
      await executor.update(cartLines).set({ seenPrice: line.unitPrice }).where(eq(cartLines.id, line.lineId));
    }
    const available = obtainable(line.availability);
    if (available === 0) {
      problems.push({ lineId: line.lineId, problem: 'OUT_OF_STOCK' });
      await saveForLater(executor, cart, line.lineId, true);
    } else if (line.quantity > available) {
      problems.push({ lineId: line.lineId, problem: 'QUANTITY_REDUCED', quantity: available });
      await executor.update(cartLines).set({ quantity: available }).where(eq(cartLines.id, line.lineId));
    }
  }
  return { view: problems.length ? await cartView(executor, cart, locale, shelf.storeNumber, new Date(), shelf.sisters) : before, problems };
}

/** Merge a guest's cart into a member's at sign-in: quantities add up (within the limit); the guest cart is closed. */
export async function mergeCarts(executor: Executor, guest: Cart, member: Cart): Promise<void> {
  if (guest.id === member.id || guest.currency !== member.currency) return;
  const lines = await executor.select().from(cartLines).where(eq(cartLines.cartId, guest.id));
  for (const line of lines) {
    await executor
      .insert(cartLines)
      .values({ cartId: member.id, productId: line.productId, quantity: line.quantity, savedForLater: line.savedForLater, seenPrice: line.seenPrice })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.productId, cartLines.savedForLater],
        set: { quantity: sql`least(${MAX_LINE_QUANTITY}, ${cartLines.quantity} + excluded.quantity)` },
      });
  }
  if (!member.promoCode && guest.promoCode) await executor.update(carts).set({ promoCode: guest.promoCode }).where(eq(carts.id, member.id));
  await executor.update(carts).set({ status: 'merged', updatedAt: new Date() }).where(eq(carts.id, guest.id));
  await touch(executor, member.id);
}

/**
 * The cart a member continues with at sign-in: their own active cart in the guest cart's
 * currency with the guest's lines merged in, or the guest cart made theirs, or (no guest cart)
 * their most recent active cart. Answers its id for the cookie, or null when there is none.
 */
export async function cartAtSignIn(executor: Executor, profileId: string, guestCartId: string | undefined): Promise<string | null> {
  const [guest] =
    guestCartId && /^[0-9a-f-]{36}$/i.test(guestCartId)
      ? await executor.select().from(carts).where(and(eq(carts.id, guestCartId), eq(carts.status, 'active')))
      : [];
  const mine = await executor
    .select()
    .from(carts)
    .where(and(eq(carts.profileId, profileId), eq(carts.status, 'active'), ...(guest ? [eq(carts.currency, guest.currency)] : [])))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  const member = mine[0];
  if (guest && guest.profileId && guest.profileId !== profileId) return member?.id ?? null;
  if (guest && member) {
    await mergeCarts(executor, guest, member);
    return member.id;
  }
  if (guest) {
    await executor.update(carts).set({ profileId, updatedAt: new Date() }).where(eq(carts.id, guest.id));
    return guest.id;
  }
  return member?.id ?? null;
}

