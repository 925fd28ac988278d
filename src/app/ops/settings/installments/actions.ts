'use server';

import { revalidatePath } from 'next/cache';
import { refusalText, staffTranslator, textOf } from '@/features/ops/catalog/staff-text';
import { formValues, type OpsFormState } from '@/features/ops/inventory/form-state';
import { currentStaff } from '@/features/ops/session';
import { fieldOf, INSTALLMENTS_PATH, settingsFromForm } from './form';
import { InstallmentSettingsInput } from '@/server/payments/installment-settings';
import { updateInstallmentSettings } from '@/server/payments/use-cases';

/**
 * /ops/settings/installments' action: a thin adapter over `updateInstallmentSettings` (the
 * staff member first, then what was typed turned into the use case's input, its refusals beside
 * their fields in the staff member's language). Brazil's form sets the most installments, how
 * many are interest-free, the monthly rate beyond and the smallest installment; Mexico's the
 * months offered without interest and the smallest order for each.
 */

export async function saveInstallmentSettingsAction(_: OpsFormState | null, formData: FormData): Promise<OpsFormState> {
  const values = formValues(formData);
  const actor = await currentStaff(INSTALLMENTS_PATH);
  const { t } = await staffTranslator();
  const message = (key: string) => textOf(t, `ops.settings.installments.errors.${key}`, {}, t('ops.settings.installments.errors.invalid'));
  const { input, fieldErrors } = settingsFromForm(values);
  const parsed = InstallmentSettingsInput.safeParse(input);
  const errors: Record<string, string> = {};
  for (const [field, key] of Object.entries(fieldErrors)) errors[field] = message(key);
  if (!parsed.success) for (const issue of parsed.error.issues) errors[fieldOf(issue.path, values.country ?? '')] ??= message(issue.message);
  if (!parsed.success || Object.keys(errors).length) {
    const { form, ...beside } = errors;
    return { values, error: form ?? null, fieldErrors: beside, done: null };
  }
  try {
    await updateInstallmentSettings(actor, parsed.data);
    revalidatePath(INSTALLMENTS_PATH);
    return { values, error: null, fieldErrors: {}, done: t('ops.settings.installments.saved', { market: t(`ops.settings.installments.market.${parsed.data.country}`) }) };
  } catch (error) {
    const text = refusalText(t, error);
    if (text === null) throw error;
    return { values, error: text, fieldErrors: {}, done: null };
  }
}
