import { describe, expect, it } from 'vitest';
import { availabilityStatus } from './availability';

describe('availability status', () => {
  it('prefers the store, then nearby stores, then shipping', () => {
    expect(availabilityStatus({ storeQuantity: 2, nearbyStores: 3, shipQuantity: 10 })).toBe('IN_STORE');
    expect(availabilityStatus({ storeQuantity: 0, nearbyStores: 3, shipQuantity: 10 })).toBe('NEARBY');
    expect(availabilityStatus({ storeQuantity: 0, nearbyStores: 0, shipQuantity: 10 })).toBe('SHIP_TO_HOME');
    expect(availabilityStatus({ storeQuantity: 0, nearbyStores: 0, shipQuantity: 0 })).toBe('OUT_OF_STOCK');
  });
});
