import { describe, expect, it } from 'vitest';
import { cartNotice, fieldErrorId, fieldWithError, isFieldError, parseCartNotice, PROMO_FIELD_ID, quantityFieldId } from './notice';

const refused = (key: string, field: string) => ({ ...cartNotice(key), field });

describe('where a cart form’s refusal is shown', () => {
  it('below the field, for what was typed in it: a quantity out of range, a promo code missing, unknown, of another country or expired', () => {
    expect(isFieldError(refused('cart.errors.quantity', quantityFieldId(12)))).toBe(true);
    for (const key of ['cart.errors.promoMissing', 'cart.promo.notFound', 'cart.promo.otherMarket', 'cart.promo.expired', 'cart.promo.minimumNotMet']) {
      expect(isFieldError(refused(key, PROMO_FIELD_ID)), key).toBe(true);
    }
  });

  it('at the top, for what is about the cart rather than the typing (stock, a line gone, a failure), and for anything that is not a refusal', () => {
    for (const key of ['cart.errors.onlyAvailable', 'cart.errors.outOfStock', 'cart.errors.lineLimit', 'cart.errors.notFound', 'cart.errors.generic']) {
      expect(isFieldError(refused(key, quantityFieldId(12))), key).toBe(false);
    }
    expect(isFieldError(refused('cart.errors.generic', PROMO_FIELD_ID))).toBe(false);
    expect(isFieldError(refused('cart.errors.empty', PROMO_FIELD_ID))).toBe(false);
    expect(isFieldError({ ...cartNotice('done.quantity'), field: quantityFieldId(12) })).toBe(false);
    expect(isFieldError(cartNotice('cart.errors.quantity'))).toBe(false);
  });

  it('a message goes with its own field only: a quantity’s message is not the promo code’s, nor a field of no form', () => {
    expect(isFieldError(refused('cart.errors.quantity', PROMO_FIELD_ID))).toBe(false);
    expect(isFieldError(refused('cart.promo.notFound', quantityFieldId(12)))).toBe(false);
    expect(isFieldError(refused('cart.errors.quantity', 'qty-x'))).toBe(false);
  });

  it('only when the page shows that field (the line still in the cart, the promo form still there); else the notice at the top says it', () => {
    const notice = refused('cart.errors.quantity', quantityFieldId(12));
    expect(fieldWithError(notice, quantityFieldId(12))).toBe('qty-12');
    expect(fieldWithError(notice, null)).toBeNull();
    expect(fieldWithError(notice, quantityFieldId(13))).toBeNull();
    expect(fieldWithError(null, PROMO_FIELD_ID)).toBeNull();
  });

  it('survives the trip through the URL, and names its message as components/Field does', () => {
    const notice = { ...refused('cart.promo.expired', PROMO_FIELD_ID), values: { code: 'SUMMER25' }, typed: 'summer25' };
    const back = parseCartNotice(JSON.stringify(notice))!;
    expect(back).toMatchObject({ key: 'promo.expired', error: true, field: 'promo-code', typed: 'summer25' });
    expect(fieldWithError(back, PROMO_FIELD_ID)).toBe('promo-code');
    // One made up in the URL says it is no error: nothing is marked.
    expect(fieldWithError(parseCartNotice(JSON.stringify({ ...notice, error: false })), PROMO_FIELD_ID)).toBeNull();
    expect(fieldErrorId(PROMO_FIELD_ID)).toBe('promo-code-error');
  });

  it('never carries a sentence from the URL: a value is a number or a promo code as typed, anything else "…"', () => {
    const crafted = JSON.stringify({ key: 'promo.expired', values: { code: 'Your account is suspended. Call +1-800-555-0199', count: 2, 'bad name': 'x' }, error: true });
    expect(parseCartNotice(crafted)?.values).toEqual({ code: '…', count: 2 });
    expect(parseCartNotice(JSON.stringify({ key: 'promo.notFound', values: { code: 'SAVE-10_x' }, error: true }))?.values).toEqual({ code: 'SAVE-10_x' });
  });
});
