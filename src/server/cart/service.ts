import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getMarket, type CurrencyCode, type Locale } from '@/lib/markets';
import { productPrices, products } from '@/server/catalog/schema';
import { productCards, type ProductCard } from '@/server/catalog/shelf';
import type { Executor } from '@/server/db/client';
import { DomainError } from '@/server/platform/domain-error';
import { availabilityFor, type Availability } from '@/server/inventory/availability';
import { cartLines, carts, type Cart } from './schema';
import { promotionFor, type AppliedPromotion } from './promotions';

/** Most of one part a shopper can put in a cart (a shop, not a distributor). */
export const MAX_LINE_QUANTITY = 25;

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
  const [row] = await executor
    .select({ id: products.id, price: sql<number>`coalesce(${productPrices.sale}, ${productPrices.regular})` })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, currency)))
    .where(and(eq(products.sku, skuId), eq(products.active, true)));
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

async function checkStock(executor: Executor, productId: number, quantity: number, locale: Locale, storeNumber: string | null): Promise<void> {
  const availability = (await availabilityFor(executor, [productId], locale, storeNumber)).get(productId)!;
  const available = obtainable(availability);
  if (quantity > available) throw tooMany(Math.min(available, MAX_LINE_QUANTITY));
}

async function touch(executor: Executor, cartId: string): Promise<void> {
  await executor.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** Add units of a SKU to the cart (added to the line already there), within stock and the line limit. */
export async function addItem(executor: Executor, cart: Cart, input: { skuId: string; quantity: number }, locale: Locale, storeNumber: string | null): Promise<number> {
  const product = await pricedProduct(executor, input.skuId, cart.currency);
  const [line] = await executor
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.productId, product.id), eq(cartLines.savedForLater, false)));
  const quantity = (line?.quantity ?? 0) + input.quantity;
  if (quantity > MAX_LINE_QUANTITY) throw lineLimit();
  await checkStock(executor, product.id, quantity, locale, storeNumber);
  const [saved] = await executor
    .insert(cartLines)
    .values({ cartId: cart.id, productId: product.id, quantity, seenPrice: product.price })
    .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.productId, cartLines.savedForLater], set: { quantity, seenPrice: product.price } })
    .returning({ id: cartLines.id });
  await touch(executor, cart.id);
  return saved!.id;
}

async function lineOf(executor: Executor, cart: Cart, lineId: number) {
  const [line] = await executor
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cart.id)));
  if (!line) throw notFound('cart line');
  return line;
}

/** Change a line's quantity, within stock and the line limit. */
export async function setQuantity(executor: Executor, cart: Cart, lineId: number, quantity: number, locale: Locale, storeNumber: string | null): Promise<void> {
  const line = await lineOf(executor, cart, lineId);
  if (quantity > MAX_LINE_QUANTITY) throw lineLimit();
  if (!line.savedForLater && quantity > line.quantity) await checkStock(executor, line.productId, quantity, locale, storeNumber);
  await executor.update(cartLines).set({ quantity }).where(eq(cartLines.id, lineId));
  await touch(executor, cart.id);
}

export async function removeLine(executor: Executor, cart: Cart, lineId: number): Promise<void> {
  await lineOf(executor, cart, lineId);
  await executor.delete(cartLines).where(eq(cartLines.id, lineId));
  await touch(executor, cart.id);
}

/**
 * Move a line to "saved for later" or back to the cart. A line meeting the same product on
 * the other side joins it.
 */
export async function saveForLater(executor: Executor, cart: Cart, lineId: number, saved: boolean): Promise<void> {
  const line = await lineOf(executor, cart, lineId);
  if (line.savedForLater === saved) return;
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
}

/** The cart as the cart page, the mini cart and checkout show it, priced now. */
export async function cartView(executor: Executor, cart: Cart, locale: Locale, storeNumber: string | null, now = new Date()): Promise<CartView> {
  const rows = await executor.select().from(cartLines).where(eq(cartLines.cartId, cart.id)).orderBy(asc(cartLines.addedAt), asc(cartLines.id));
  const ids = rows.map((r) => r.productId);
  // One after the other: the executor may be a transaction, which runs one query at a time.
  const cards = await productCards(executor, ids, locale);
  const availability = await availabilityFor(executor, ids, locale, storeNumber);
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

export type LineProblem = 'PRICE_CHANGED' | 'QUANTITY_REDUCED' | 'OUT_OF_STOCK';

/**
 * Verify for checkout: flag each line whose price changed since it was added (and take the
 * new price as seen) or whose quantity is no longer available (reduced to what is; a line
 * with none left moves to saved for later, so nothing the shopper chose is lost).
 */
export async function verifyForCheckout(executor: Executor, cart: Cart, locale: Locale, storeNumber: string | null): Promise<{ view: CartView; problems: { lineId: number; problem: LineProblem; quantity?: number; previousPrice?: number }[] }> {
  const before = await cartView(executor, cart, locale, storeNumber);
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
  return { view: problems.length ? await cartView(executor, cart, locale, storeNumber) : before, problems };
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

