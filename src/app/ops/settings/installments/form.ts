import { parseAmount } from '@/features/ops/catalog/money-input';
import { parseWhole } from '@/features/ops/inventory/form-state';
import { INSTALLMENTS_MAX } from '@/lib/installments';

/**
 * /ops/settings/installments' forms as the use case's input (pure: the action and its tests use
 * it). Brazil's form sets the most installments (every count from 2 up to it is offered), how
 * many carry no interest, the monthly rate beyond (typed as a percentage: "1,99" or "1.99") and
 * the smallest installment; Mexico's the months offered without interest (3, 6, 9, 12) and the
 * smallest order for each. The messages of `fieldErrors` are keys under
 * `ops.settings.installments.errors`, as the use case's schema's are.
 */

export const INSTALLMENTS_PATH = '/ops/settings/installments';

/** The months a Mexican card may be paid over without interest (meses sin intereses). */
export const MEXICO_MONTHS = [3, 6, 9, 12] as const;

/** The counts Brazil's form offers as its most installments. */
export const BRAZIL_MAX_COUNTS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** The use case's input from Brazil's or Mexico's form, or the fields that are not numbers. */
export function settingsFromForm(values: Record<string, string>): { input: unknown; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  const amount = (field: string, text: string | undefined, blank = 0): number => {
    if (!text?.trim()) return blank;
    const parsed = parseAmount(text);
    if (parsed === null) fieldErrors[field] = 'amount';
    return parsed ?? 0;
  };
  if (values.country === 'MX') {
    const months = MEXICO_MONTHS.filter((count) => values[`month.${count}`] === 'on');
    const minAmountByCount = Object.fromEntries(months.map((count) => [String(count), amount(`minAmount.${count}`, values[`minAmount.${count}`])]));
    const input = { country: 'MX', counts: months, interestFreeUpTo: Math.max(1, ...months), monthlyRateBasisPoints: 0, minInstallment: amount('minInstallment', values.minInstallment), minAmountByCount };
    return { input, fieldErrors };
  }
  const maxCount = parseWhole(values.maxCount);
  if (maxCount === null || maxCount < 2) fieldErrors.maxCount = 'count';
  const counts = maxCount !== null && maxCount >= 2 ? Array.from({ length: Math.min(maxCount, INSTALLMENTS_MAX) - 1 }, (_, i) => i + 2) : [];
  const rate = values.monthlyRate?.trim() ? parseAmount(values.monthlyRate) : 0;
  if (rate === null) fieldErrors.monthlyRate = 'rate';
  const input = { country: values.country, counts, interestFreeUpTo: parseWhole(values.interestFreeUpTo) ?? 0, monthlyRateBasisPoints: rate ?? 0, minInstallment: amount('minInstallment', values.minInstallment), minAmountByCount: {} };
  return { input, fieldErrors };
}

/** The form field an issue of the use case's schema belongs to. */
export function fieldOf(path: readonly PropertyKey[], country: string): string {
  const [first, second] = path.map(String);
  if (first === 'country') return 'form';
  if (first === 'counts') return country === 'MX' ? 'months' : 'maxCount';
  if (first === 'monthlyRateBasisPoints') return 'monthlyRate';
  if (first === 'minAmountByCount') return `minAmount.${second ?? ''}`;
  return first ?? 'form';
}

