import { describe, expect, it } from 'vitest';
import { checkInstallments, headlinePlan, installmentPlans, planFor, splitInstallments, type InstallmentSettings } from './installments';

// The demo retailer's settings (migration 0036's rows), written out here so a change there is a decision, not a surprise.
const BRAZIL: InstallmentSettings = { currency: 'BRL', counts: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], interestFreeUpTo: 10, monthlyRateBasisPoints: 199, minInstallment: 500, minAmountByCount: {} };
const MEXICO: InstallmentSettings = { currency: 'MXN', counts: [3, 6, 9, 12], interestFreeUpTo: 12, monthlyRateBasisPoints: 0, minInstallment: 0, minAmountByCount: { '3': 30000, '6': 60000, '9': 90000, '12': 120000 } };

describe('splitInstallments', () => {
  it('puts the rounding remainder on the first installment, so the installments add up to the total', () => {
    expect(splitInstallments(10000, 3)).toEqual({ first: 3334, installment: 3333 });
    expect(3334 + 2 * 3333).toBe(10000);
    expect(splitInstallments(25990, 10)).toEqual({ first: 2599, installment: 2599 });
    expect(splitInstallments(1001, 12)).toEqual({ first: 1001 - 83 * 11, installment: 83 });
  });

  it('refuses amounts that are not minor units and counts below one', () => {
    expect(() => splitInstallments(10.5, 2)).toThrow(RangeError);
    expect(() => splitInstallments(1000, 0)).toThrow(RangeError);
  });
});

describe('planFor', () => {
  it('splits without interest up to the interest-free count (R$ 259,90 in 10x de R$ 25,99 sem juros)', () => {
    expect(planFor(25990, 10, BRAZIL)).toEqual({ count: 10, interest: false, total: 25990, installment: 2599, first: 2599, monthlyRateBasisPoints: 0 });
  });

  it('adds compound interest by the Price table beyond it (R$ 1.000,00 in 12x at 1,99 % a.m.)', () => {
    // PMT = 1000 × 0.0199 / (1 − 1.0199^−12) = 94.5015... → R$ 94,50; total 12 × 94,50 = R$ 1.134,00.
    const plan = planFor(100000, 12, BRAZIL);
    expect(plan).toMatchObject({ count: 12, interest: true, installment: 9450, first: 9450, total: 113400, monthlyRateBasisPoints: 199 });
    expect(plan.first + plan.installment * 11).toBe(plan.total);
  });

  it('is the amount at once for 1 installment, whatever the rate', () => {
    expect(planFor(12345, 1, BRAZIL)).toMatchObject({ count: 1, interest: false, total: 12345, first: 12345 });
  });
});

describe('checkInstallments', () => {
  it('refuses counts the market does not offer', () => {
    expect(checkInstallments(500000, 13, BRAZIL)).toBe('notOffered');
    expect(checkInstallments(500000, 4, MEXICO)).toBe('notOffered');
    expect(checkInstallments(500000, 3, null)).toBe('notOffered');
    expect(checkInstallments(500000, 2.5, BRAZIL)).toBe('notOffered');
  });

  it('refuses a plan whose installment would be under the minimum per installment (R$ 5,00)', () => {
    expect(checkInstallments(4999, 10, BRAZIL)).toBe('belowMinimumInstallment');
    expect(checkInstallments(5000, 10, BRAZIL)).toBeNull();
  });

  it('refuses months without interest under their minimum order (Mexico: $300 for 3, $600 for 6...)', () => {
    expect(checkInstallments(29999, 3, MEXICO)).toBe('belowMinimumAmount');
    expect(checkInstallments(30000, 3, MEXICO)).toBeNull();
    expect(checkInstallments(119999, 12, MEXICO)).toBe('belowMinimumAmount');
    expect(checkInstallments(120000, 12, MEXICO)).toBeNull();
  });

  it('always allows paying at once', () => {
    expect(checkInstallments(100, 1, null)).toBeNull();
  });
});

describe('installmentPlans and headlinePlan', () => {
  it('offers the plans the minimum per installment allows, at once first', () => {
    expect(installmentPlans(2000, BRAZIL).map((p) => p.count)).toEqual([1, 2, 3, 4]);
  });

  it('offers Mexico the months its order reaches', () => {
    expect(installmentPlans(65000, MEXICO).map((p) => p.count)).toEqual([1, 3, 6]);
    expect(headlinePlan(65000, MEXICO)).toMatchObject({ count: 6, interest: false, installment: 10833, first: 10835 });
  });

  it('advertises the most installments without interest, not the longest plan with interest', () => {
    expect(headlinePlan(25990, BRAZIL)).toMatchObject({ count: 10, interest: false, installment: 2599 });
  });

  it('advertises the longest plan with interest when no plan is free', () => {
    expect(headlinePlan(100000, { ...BRAZIL, interestFreeUpTo: 1 })).toMatchObject({ count: 12, interest: true });
  });

  it('advertises nothing in the US, or where the amount cannot be split', () => {
    expect(headlinePlan(100000, null)).toBeNull();
    expect(installmentPlans(100000, null).map((p) => p.count)).toEqual([1]);
    expect(headlinePlan(900, BRAZIL)).toBeNull();
    expect(headlinePlan(29999, MEXICO)).toBeNull();
  });
});
