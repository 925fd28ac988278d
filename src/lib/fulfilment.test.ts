import { describe, expect, it } from 'vitest';
import { pickedUpByDefault, shipsAnything } from './fulfilment';

const line = (quantity: number, storeQuantity: number) => ({ quantity, availability: { storeQuantity } });

describe('default fulfilment of cart lines', () => {
  it('picks a line up at the store when the store takes pickup and has the whole quantity', () => {
    expect(pickedUpByDefault(true, line(2, 2))).toBe(true);
    expect(pickedUpByDefault(true, line(3, 2))).toBe(false);
    expect(pickedUpByDefault(false, line(1, 5))).toBe(false);
  });

  it('ships something unless every line is picked up (the free-shipping nudge is then silent)', () => {
    expect(shipsAnything(true, [line(1, 4), line(2, 2)])).toBe(false);
    expect(shipsAnything(true, [line(1, 4), line(2, 0)])).toBe(true);
    expect(shipsAnything(false, [line(1, 4)])).toBe(true);
    expect(shipsAnything(true, [])).toBe(false);
  });
});
