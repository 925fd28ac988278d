import { describe, expect, it } from 'vitest';
import { AddItemBody, PromoCodeBody } from './cart-inputs';

describe('cart bodies', () => {
  it('refuse a NUL or control character in a SKU or promo code before it reaches the database', () => {
    expect(AddItemBody.safeParse({ skuId: 'MAXGRIP-MAX100001', quantity: 2 }).success).toBe(true);
    expect(AddItemBody.safeParse({ skuId: 'MAXGRIP\u0000', quantity: 2 }).success).toBe(false);
    expect(PromoCodeBody.safeParse({ promoCode: ' save10 ' })).toEqual({ success: true, data: { promoCode: 'save10' } });
    expect(PromoCodeBody.safeParse({ promoCode: 'save10\u0000' }).success).toBe(false);
    expect(PromoCodeBody.safeParse({ promoCode: '\u001f' }).success).toBe(false);
  });
});
