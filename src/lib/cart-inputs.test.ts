import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from './constants';
import { AddItemBody, ChangeItemBody, PromoCodeBody } from './cart-inputs';

describe('cart bodies', () => {
  it('refuse a NUL or control character in a SKU or promo code before it reaches the database', () => {
    expect(AddItemBody.safeParse({ skuId: 'MAXGRIP-MAX100001', quantity: 2 }).success).toBe(true);
    expect(AddItemBody.safeParse({ skuId: 'MAXGRIP\u0000', quantity: 2 }).success).toBe(false);
    expect(PromoCodeBody.safeParse({ promoCode: ' save10 ' })).toEqual({ success: true, data: { promoCode: 'save10' } });
    expect(PromoCodeBody.safeParse({ promoCode: 'save10\u0000' }).success).toBe(false);
    expect(PromoCodeBody.safeParse({ promoCode: '\u001f' }).success).toBe(false);
  });
});

describe('the quantity limit', () => {
  it('is the one constant in every quantity schema: the limit passes, one more does not', () => {
    expect(AddItemBody.safeParse({ skuId: 'A-1', quantity: MAX_LINE_QUANTITY }).success).toBe(true);
    expect(AddItemBody.safeParse({ skuId: 'A-1', quantity: MAX_LINE_QUANTITY + 1 }).success).toBe(false);
    expect(ChangeItemBody.safeParse({ lineId: 1, quantity: String(MAX_LINE_QUANTITY) }).success).toBe(true);
    expect(ChangeItemBody.safeParse({ lineId: 1, quantity: MAX_LINE_QUANTITY + 1 }).success).toBe(false);
    expect(ChangeItemBody.safeParse({ lineId: 1, quantity: 0 }).success).toBe(false);
  });
});
