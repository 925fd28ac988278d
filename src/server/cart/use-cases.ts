/**
 * The cart module's operations (writes), bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import type { Locale } from '@/lib/markets';
import { inTransaction } from '@/server/db/with-database';
import { ApiError } from '@/server/platform/http';
import { activeCart, verifyForCheckout } from './service';

/**
 * Before checkout: flag per line a changed price or missing stock and fix the cart to match, in
 * one transaction (the cart read and its fixes). No cart is 404 CART_EMPTY.
 */
export const verifyCartForCheckout = inTransaction(async (tx, cartId: string | undefined, locale: Locale, storeNumber: string | null) => {
  const cart = await activeCart(tx, cartId, locale);
  if (!cart) throw new ApiError(404, { errorCode: 'CART_EMPTY', errorMessageKey: 'cart.errors.empty', errorMessageDefault: 'Your cart is empty' });
  return verifyForCheckout(tx, cart, locale, storeNumber);
});
