import { describe, expect, it } from 'vitest';
import { firstTime } from '@/lib/once';
import { PURCHASES_SEEN_KEY, purchaseData } from './purchase';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('the purchase event', () => {
  it('carries the order number, the value in major units and the currency', () => {
    const data = purchaseData({
      orderNumber: '100000123',
      currency: 'MXN',
      total: 123450,
      tax: 17028,
      shipping: 0,
      discount: 5000,
      promoCode: 'AHORRA50',
      lines: [{ sku: 'SKU-1', name: 'Balatas', brand: 'Stopline', unitPrice: 45000, quantity: 2 }],
    });
    expect(data).toMatchObject({ transaction_id: '100000123', orderNumber: '100000123', currency: 'MXN', value: 1234.5, tax: 170.28, shipping: 0, discount: 50, coupon: 'AHORRA50' });
    expect(data.items).toEqual([{ item_id: 'SKU-1', item_name: 'Balatas', item_brand: 'Stopline', price: 450, quantity: 2 }]);
  });

  it('is pushed once per order, even when the confirmation is reloaded', () => {
    const storage = memoryStorage();
    expect(firstTime(storage, PURCHASES_SEEN_KEY, '100000123')).toBe(true);
    expect(firstTime(storage, PURCHASES_SEEN_KEY, '100000123')).toBe(false);
    expect(firstTime(storage, PURCHASES_SEEN_KEY, '100000124')).toBe(true);
  });

  it('remembers only the last orders, and starts again from a broken entry', () => {
    const storage = memoryStorage();
    for (let n = 0; n < 3; n++) firstTime(storage, 'k', `order-${n}`, 2);
    expect(firstTime(storage, 'k', 'order-0', 2)).toBe(true);
    storage.setItem('k', '{oops');
    expect(firstTime(storage, 'k', 'order-9')).toBe(true);
    expect(firstTime(null, 'k', 'order-9')).toBe(true);
  });
});
