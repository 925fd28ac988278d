import { describe, expect, it } from 'vitest';
import { cartFailure, parseCartActivity, quantityChange } from './cart-activity';
import { cartNotice, parseCartNotice } from './notice';

const line = (quantity: number, savedForLater = false) => ({ lineId: 7, quantity, unitPrice: 4599, savedForLater, product: { sku: 'SKU-1', title: 'Brake pads', brand: 'Stopline' } });
const item = (quantity: number) => ({ sku: 'SKU-1', name: 'Brake pads', brand: 'Stopline', unitPrice: 4599, quantity });

describe('what a cart form did, for the data layer', () => {
  it('a removed line is a remove_from_cart of its whole quantity', () => {
    expect(quantityChange(line(3), undefined, 'USD')).toEqual({ event: 'remove_from_cart', currency: 'USD', line: item(3) });
  });

  it('a quantity change is an add or a remove of the difference', () => {
    expect(quantityChange(line(1), line(4), 'MXN')).toEqual({ event: 'add_to_cart', currency: 'MXN', line: item(3) });
    expect(quantityChange(line(4), line(2), 'MXN')).toEqual({ event: 'remove_from_cart', currency: 'MXN', line: item(2) });
    expect(quantityChange(line(2), line(2), 'MXN')).toBeUndefined();
  });

  it('saving for later takes the line out of the cart, moving it back puts it in', () => {
    expect(quantityChange(line(2), line(2, true), 'USD')?.event).toBe('remove_from_cart');
    expect(quantityChange(line(2, true), line(2), 'USD')?.event).toBe('add_to_cart');
    expect(quantityChange(line(2, true), undefined, 'USD')).toBeUndefined();
  });

  it('names the failure action of each intent (spec §8)', () => {
    expect(cartFailure('applyPromo')).toBe('PROMO_APPLY_FAILURE');
    expect(cartFailure('quantity')).toBe('CART_UPDATE_FAILURE');
    expect(cartFailure('remove')).toBe('CART_UPDATE_FAILURE');
  });

  it('travels with the notice through the URL and back', () => {
    const activity = { id: 'a1', change: { event: 'remove_from_cart' as const, currency: 'USD', line: item(1) } };
    expect(parseCartNotice(JSON.stringify(cartNotice('done.remove', {}, activity)))).toEqual({ key: 'done.remove', values: {}, error: false, activity });
    expect(parseCartNotice(JSON.stringify(cartNotice('cart.promo.notFound', {}, { id: 'a2', failure: 'PROMO_APPLY_FAILURE' })))?.activity).toEqual({ id: 'a2', failure: 'PROMO_APPLY_FAILURE' });
    expect(parseCartNotice(JSON.stringify(cartNotice('done.quantity')))).toEqual({ key: 'done.quantity', values: {}, error: false });
  });

  it('drops a malformed activity from the URL', () => {
    expect(parseCartActivity({ id: 'x', change: { event: 'purchase', currency: 'USD', line: item(1) } })).toBeUndefined();
    expect(parseCartActivity({ id: 'x', change: { event: 'add_to_cart', currency: 'USD', line: { ...item(1), unitPrice: -5 } } })).toBeUndefined();
    expect(parseCartActivity({ id: 'x', failure: '<script>' })).toBeUndefined();
    expect(parseCartActivity({ change: { event: 'add_to_cart', currency: 'USD', line: item(1) } })).toBeUndefined();
    expect(parseCartActivity('nope')).toBeUndefined();
  });
});
