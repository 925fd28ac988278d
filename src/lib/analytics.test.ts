import { describe, expect, it } from 'vitest';
import { commerceData, majorUnits } from './analytics';

describe('analytics amounts', () => {
  it('reports minor units in the currency major units', () => {
    expect(majorUnits(1999, 'USD')).toBe(19.99);
    expect(majorUnits(40000, 'MXN')).toBe(400);
    expect(majorUnits(123456, 'BRL')).toBe(1234.56);
    expect(majorUnits(1, 'USD')).toBe(0.01);
  });

  it('builds value, currency and items, the value being the lines unless a total is given', () => {
    const lines = [
      { sku: 'A1', name: 'Brake pads', brand: 'Stopline', unitPrice: 4599, quantity: 2 },
      { sku: 'B2', unitPrice: 899, quantity: 1 },
    ];
    expect(commerceData('USD', lines)).toEqual({
      currency: 'USD',
      value: 100.97,
      items: [
        { item_id: 'A1', item_name: 'Brake pads', item_brand: 'Stopline', price: 45.99, quantity: 2 },
        { item_id: 'B2', price: 8.99, quantity: 1 },
      ],
    });
    expect(commerceData('USD', lines, 11234).value).toBe(112.34);
  });
});
