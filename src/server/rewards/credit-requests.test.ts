import { describe, expect, it } from 'vitest';
import { getMarket } from '@/lib/markets';
import { fieldErrorsOf } from '@/lib/validation/garage';
import { creditRequestSchema, earliestPurchaseDate, marketOfCurrency, normaliseReceiptNumber, type CreditRequestInput, type CreditRequestRules } from './credit-requests';

const us: CreditRequestRules = { today: '2026-05-15', programme: getMarket('en-US').rewards!, currency: 'USD', locale: 'en-US' };
const valid = { receiptNumber: 'A1234', storeNumber: '', purchaseDate: '2026-05-15', amount: '20.00' };
const check = (input: CreditRequestInput, rules: CreditRequestRules = us) => {
  const parsed = creditRequestSchema(rules).safeParse(input);
  return parsed.success ? { data: parsed.data } : { errors: fieldErrorsOf(parsed.error) };
};

describe('the credit request form', () => {
  it('accepts exactly the threshold, an online order without a store, and a store number with its #', () => {
    expect(check(valid)).toEqual({ data: { receiptNumber: 'A1234', storeNumber: null, purchaseDate: '2026-05-15', amount: 2000 } });
    expect(check({ ...valid, storeNumber: '#6997' }).data?.storeNumber).toBe('6997');
  });

  it('refuses one cent under the threshold, naming it in the market’s money', () => {
    expect(check({ ...valid, amount: '19.99' }).errors).toEqual({ amount: { key: 'rewards.requestCredit.errors.amountBelowThreshold', values: { threshold: '$20.00' } } });
    const mx: CreditRequestRules = { today: '2026-05-15', programme: getMarket('es-MX').rewards!, currency: 'MXN', locale: 'es-MX' };
    expect(check({ ...valid, amount: '399.99' }, mx).errors?.amount?.values).toEqual({ threshold: '$400.00' });
    expect(check({ ...valid, amount: '400' }, mx).data?.amount).toBe(40_000);
  });

  it('keeps purchase dates between the credit lifetime ago and today', () => {
    expect(earliestPurchaseDate(us)).toBe('2025-05-15');
    expect(check({ ...valid, purchaseDate: '2025-05-15' }).data).toBeDefined();
    expect(check({ ...valid, purchaseDate: '2025-05-14' }).errors?.purchaseDate).toEqual({ key: 'rewards.requestCredit.errors.dateTooOld', values: { days: 365 } });
    expect(check({ ...valid, purchaseDate: '2026-05-16' }).errors?.purchaseDate?.key).toBe('rewards.requestCredit.errors.dateFuture');
    expect(check({ ...valid, purchaseDate: '2026-02-30' }).errors?.purchaseDate?.key).toBe('rewards.requestCredit.errors.dateInvalid');
    expect(check({ ...valid, purchaseDate: '' }).errors?.purchaseDate?.key).toBe('rewards.requestCredit.errors.dateMissing');
  });

  it('names each bad field once', () => {
    expect(check({ receiptNumber: 'a!', storeNumber: '12345678', purchaseDate: '2026-05-01', amount: 'ten' }).errors).toEqual({
      receiptNumber: { key: 'rewards.requestCredit.errors.receiptInvalid' },
      storeNumber: { key: 'rewards.requestCredit.errors.storeInvalid' },
      amount: { key: 'rewards.requestCredit.errors.amountInvalid' },
    });
    expect(check({}).errors).toMatchObject({ receiptNumber: { key: 'rewards.requestCredit.errors.receiptMissing' }, amount: { key: 'rewards.requestCredit.errors.amountMissing' } });
  });

  it('compares receipts without case or spaces, and finds the market of a currency', () => {
    expect(normaliseReceiptNumber(' pos 77-12 ')).toBe('POS77-12');
    expect(marketOfCurrency('MXN')?.locale).toBe('es-MX');
    expect(marketOfCurrency('BRL')).toBeNull();
  });
});
