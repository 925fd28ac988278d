import { describe, expect, it, vi } from 'vitest';
import { COPY_FAILED_LOG_MESSAGE, copyPromoCode, showsEmailPromoTab } from './email-promo';

describe('the e-mail promo tab', () => {
  it('shows on every page but the checkout until the shopper closes it', () => {
    expect(showsEmailPromoTab({ pathname: '/en-US/', closedFlag: null })).toBe(true);
    expect(showsEmailPromoTab({ pathname: '/pt-BR/cart', closedFlag: null })).toBe(true);
    expect(showsEmailPromoTab({ pathname: '/en-US/checkout', closedFlag: null })).toBe(false);
    expect(showsEmailPromoTab({ pathname: '/es-MX/checkout/payment', closedFlag: null })).toBe(false);
    expect(showsEmailPromoTab({ pathname: '/en-US/', closedFlag: 'true' })).toBe(false);
  });

  it('copies the code and says so with the snack-bar', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const log = vi.fn();
    expect(await copyPromoCode('WELCOME10', { writeText }, log)).toBe(true);
    expect(writeText).toHaveBeenCalledWith('WELCOME10');
    expect(log).not.toHaveBeenCalled();
  });

  it('only logs a failed copy, with no snack-bar', async () => {
    const log = vi.fn();
    expect(await copyPromoCode('WELCOME10', { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, log)).toBe(false);
    expect(await copyPromoCode('WELCOME10', undefined, log)).toBe(false);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(COPY_FAILED_LOG_MESSAGE);
    expect(COPY_FAILED_LOG_MESSAGE).toBe('Failed to copy promo code to clipboard');
  });
});
