import { describe, expect, it } from 'vitest';
import { locationQuery } from './store-api';

describe('store search text', () => {
  it('is a postal code when it looks like one, a city otherwise', () => {
    expect(locationQuery(' 78701 ')).toBe('zip=78701');
    expect(locationQuery('78701-1234')).toBe('zip=78701-1234');
    expect(locationQuery('01310-100')).toBe('zip=01310-100');
    expect(locationQuery('São Paulo')).toBe('city=S%C3%A3o%20Paulo');
  });
});
