import { describe, expect, it } from 'vitest';
import { InstallmentSettingsInput } from '@/server/payments/installment-settings';
import { fieldOf, settingsFromForm } from './form';

const brazil = { country: 'BR', maxCount: '12', interestFreeUpTo: '10', monthlyRate: '1,99', minInstallment: '5,00' };

describe('the installment settings forms as the use case’s input', () => {
  it('Brazil: every count from 2 up to the most, the rate typed as a percentage either way, the minimum in reais', () => {
    const { input, fieldErrors } = settingsFromForm(brazil);
    expect(fieldErrors).toEqual({});
    expect(input).toEqual({ country: 'BR', counts: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], interestFreeUpTo: 10, monthlyRateBasisPoints: 199, minInstallment: 500, minAmountByCount: {} });
    expect(InstallmentSettingsInput.safeParse(input).success).toBe(true);
    expect(settingsFromForm({ ...brazil, maxCount: '6', monthlyRate: '2.5' }).input).toMatchObject({ counts: [2, 3, 4, 5, 6], monthlyRateBasisPoints: 250 });
  });

  it('Brazil: what is not a number is named beside its field, and a plan with interest needs a rate', () => {
    expect(settingsFromForm({ ...brazil, monthlyRate: 'abc', minInstallment: '5,0,0' }).fieldErrors).toEqual({ monthlyRate: 'rate', minInstallment: 'amount' });
    expect(settingsFromForm({ ...brazil, maxCount: '1' }).fieldErrors).toEqual({ maxCount: 'count' });
    const noRate = InstallmentSettingsInput.safeParse(settingsFromForm({ ...brazil, monthlyRate: '' }).input);
    expect(noRate.success).toBe(false);
    expect(noRate.error!.issues.map((issue) => [fieldOf(issue.path, 'BR'), issue.message])).toEqual([['monthlyRate', 'rateNeeded']]);
  });

  it('Mexico: only the months ticked, each with its smallest order, all without interest', () => {
    const { input, fieldErrors } = settingsFromForm({ country: 'MX', 'month.3': 'on', 'minAmount.3': '300.00', 'month.12': 'on', 'minAmount.12': '1,200.00', 'minAmount.6': '600.00', minInstallment: '0.00' });
    expect(fieldErrors).toEqual({});
    expect(input).toEqual({ country: 'MX', counts: [3, 12], interestFreeUpTo: 12, monthlyRateBasisPoints: 0, minInstallment: 0, minAmountByCount: { '3': 30_000, '12': 120_000 } });
    expect(InstallmentSettingsInput.safeParse(input).success).toBe(true);
    expect(settingsFromForm({ country: 'MX', 'month.6': 'on', 'minAmount.6': 'seis' }).fieldErrors).toEqual({ 'minAmount.6': 'amount' });
    // None ticked: Mexico offers none.
    expect(settingsFromForm({ country: 'MX' }).input).toMatchObject({ counts: [], interestFreeUpTo: 1, minAmountByCount: {} });
  });

  it('puts each issue of the schema beside the field that caused it', () => {
    expect(fieldOf(['counts', 0], 'MX')).toBe('months');
    expect(fieldOf(['counts'], 'BR')).toBe('maxCount');
    expect(fieldOf(['minAmountByCount', '6'], 'MX')).toBe('minAmount.6');
    expect(fieldOf(['country'], 'US')).toBe('form');
  });
});
