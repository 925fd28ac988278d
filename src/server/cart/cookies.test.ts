import { describe, expect, it } from 'vitest';
import { cartCookies, cartIdsOf, PAST_CARTS_KEPT } from './cookies';
import type { CartView } from './service';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const reader = (cookies: Record<string, string>) => ({ get: (name: string) => cookies[name] });
const view = (cartId: string) => ({ cartId, lines: [], subtotal: 0, discount: 0 }) as unknown as CartView;
const pastOf = (cookies: ReturnType<typeof cartCookies>) => cookies.find((c) => c.name === 'pastCartIds');

describe('the carts a browser holds', () => {
  it('are its cart, then the carts a new one replaced, newest first, and never anything but ids', () => {
    expect(cartIdsOf(reader({ cartId: id(3), pastCartIds: `${id(2)}|${id(1)}|not-an-id|${id(3)}` }))).toEqual([id(3), id(2), id(1)]);
    expect(cartIdsOf(reader({}))).toEqual([]);
  });

  it('keep the cart that became an order when a new cart replaces it, up to a few', () => {
    const replaced = pastOf(cartCookies(view(id(9)), reader({ cartId: id(8), pastCartIds: [7, 6, 5, 4, 3].map(id).join('|') }), true));
    expect(replaced?.value.split('|')).toEqual([8, 7, 6, 5, 4].map(id).slice(0, PAST_CARTS_KEPT));
    expect(replaced?.options).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax' });
    // The same cart again, or a first cart, writes nothing.
    expect(pastOf(cartCookies(view(id(9)), reader({ cartId: id(9) }), true))).toBeUndefined();
    expect(pastOf(cartCookies(view(id(9)), reader({}), true))).toBeUndefined();
  });
});
