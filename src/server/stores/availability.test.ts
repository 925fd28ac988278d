import { describe, expect, it } from 'vitest';
import { locationQuery } from '@/features/stores/store-api';
import { availabilityStatus } from './availability';

describe('availability status', () => {
  it('prefers the store, then nearby stores, then shipping', () => {
    expect(availabilityStatus({ storeQuantity: 2, nearbyStores: 3, shipQuantity: 10 })).toBe('IN_STORE');
    expect(availabilityStatus({ storeQuantity: 0, nearbyStores: 3, shipQuantity: 10 })).toBe('NEARBY');
    expect(availabilityStatus({ storeQuantity: 0, nearbyStores: 0, shipQuantity: 10 })).toBe('SHIP_TO_HOME');
    expect(availabilityStatus({ storeQuantity: 0, nearbyStores: 0, shipQuantity: 0 })).toBe('OUT_OF_STOCK');
  });
});

describe('store search text', () => {
  it('is a postal code when it looks like one, a city otherwise', () => {
    expect(locationQuery(' 78701 ')).toBe('zip=78701');
    expect(locationQuery('78701-1234')).toBe('zip=78701-1234');
    expect(locationQuery('01310-100')).toBe('zip=01310-100');
    expect(locationQuery('São Paulo')).toBe('city=S%C3%A3o%20Paulo');
  });
});
