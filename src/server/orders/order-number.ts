import crypto from 'node:crypto';

/** Nine digits, what the shopper reads and types to track an order. */
export function newOrderNumber(): string {
  return String(crypto.randomInt(100_000_000, 1_000_000_000));
}
