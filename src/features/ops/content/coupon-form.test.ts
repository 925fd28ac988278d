import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/i18n/catalogues';
import { couponValues, readCouponForm, refusedField, type CouponValues } from './coupon-form';
import { issueText, type IssueWords } from './issues';

/** The "New coupon" form of /ops/content read into the use case's input, each problem tied to its field. */

const typed = (change: Partial<CouponValues> = {}): CouponValues => ({ promoCode: 'SPRING15', discount: '15% off', discountText: 'On brakes.', kind: 'percent', value: '15', minimum: '', from: '2027-03-01', until: '2027-03-31', ...change });

async function said(locale: 'pt-BR' | 'en-US', values: CouponValues) {
  const read = readCouponForm(locale, values);
  if (read.ok) throw new Error('expected the form refused');
  const t = createTranslator({ locale, messages: await messagesFor(locale) }) as unknown as IssueWords;
  return read.issues.map(({ field, issue }) => ({ field, message: issueText(issue, t) }));
}

describe('the new coupon form', () => {
  it('reads a good form as the use case input: a percent whole, an amount in minor units, the days from midnight UTC', () => {
    const percent = readCouponForm('en-US', typed());
    expect(percent).toMatchObject({ ok: true, input: { locale: 'en-US', promoCode: 'SPRING15', promotion: { kind: 'percent', value: 15, minimumSubtotal: 0, startsAt: new Date('2027-03-01T00:00:00Z'), endsAt: new Date('2027-03-31T00:00:00Z') } } });
    const amount = readCouponForm('pt-BR', typed({ kind: 'amount', value: '20,5'.replace(',', '.'), minimum: '100' }));
    expect(amount).toMatchObject({ ok: true, input: { promotion: { kind: 'amount', value: 2050, minimumSubtotal: 10_000 } } });
  });

  it('ties an end before the start to "until" and a percent of 150 to "value", in the staff member’s language', async () => {
    expect(await said('pt-BR', typed({ from: '2027-03-31', until: '2027-03-01' }))).toEqual([{ field: 'until', message: 'O fim deve ser depois do início.' }]);
    expect(await said('pt-BR', typed({ value: '150' }))).toEqual([{ field: 'value', message: 'Uma porcentagem vai de 1 a 100.' }]);
  });

  it('refuses an amount-off coupon with no amount (it was created with 0)', async () => {
    expect(await said('en-US', typed({ kind: 'amount', value: '' }))).toEqual([{ field: 'value', message: 'An amount-off coupon needs an amount above zero.' }]);
    expect(readCouponForm('en-US', typed({ kind: 'freeShipping', value: '' })).ok).toBe(true);
  });

  it('says every problem of the texts and the numbers at once, each beside its field', async () => {
    const issues = await said('en-US', typed({ promoCode: '', discount: '', from: 'soon' }));
    expect(issues.map((i) => i.field)).toEqual(['promoCode', 'discount', 'from']);
  });

  it('keeps what was typed, and puts a taken code beside the code', () => {
    const data = new FormData();
    for (const [name, value] of Object.entries(typed({ value: '150' }))) data.set(name, value);
    expect(couponValues(data)).toEqual(typed({ value: '150' }));
    expect(refusedField('COUPON_EXISTS')).toBe('promoCode');
    expect(refusedField('PROMOTION_OTHER_MARKET')).toBe('promoCode');
    expect(refusedField('FORBIDDEN')).toBeNull();
  });
});
