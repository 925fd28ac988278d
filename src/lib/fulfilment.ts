/**
 * How a cart line reaches the shopper before they choose at checkout: a line the chosen store can
 * hand over (it takes pickup of online orders and has the whole quantity on its shelf) starts as a
 * store pickup, the others ship (the cart's free-shipping line and checkout's delivery section).
 */
export function pickedUpByDefault(storeTakesPickup: boolean, line: { quantity: number; availability: { storeQuantity: number } }): boolean {
  return storeTakesPickup && line.availability.storeQuantity >= line.quantity;
}

/** Whether anything of these lines ships: the free-shipping nudge speaks only then. */
export function shipsAnything(storeTakesPickup: boolean, lines: readonly { quantity: number; availability: { storeQuantity: number } }[]): boolean {
  return lines.some((line) => !pickedUpByDefault(storeTakesPickup, line));
}
