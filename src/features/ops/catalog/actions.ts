'use server';

import { revalidatePath } from 'next/cache';
import { LOCALES } from '@/lib/markets';
import { addFitment, removeFitment, setPrice, updateProduct } from '@/server/catalog-import/use-cases';
import { FitmentAddInput, SetPriceInput, UpdateProductInput } from '@/server/catalog-import/staff';
import { currentStaff } from '../session';
import { formValues, parseWhole, type OpsFormState } from '../inventory/form-state';
import type { z } from 'zod';
import { staffMoney } from '../orders/format';
import { formatAmount, parseAmount } from './money-input';
import { priceMaximumOf } from './price-errors';
import { productPath } from './paths';
import { refusalText, staffTranslator, textOf } from './staff-text';

/**
 * The catalogue screens' server actions (issue 23, decision 055): thin adapters over the
 * catalogue's use cases. Each finds the staff member first (`currentStaff`), parses with the use
 * case's schema, and answers with what was typed kept and the messages in the staff member's
 * language.
 */

type Translator = Awaited<ReturnType<typeof staffTranslator>>['t'];

/** A schema's issues as messages beside their fields (the issue's message is our key under ops.catalog.errors when it names one). */
function fieldErrorsOf<I extends { path: PropertyKey[]; message: string }>(t: Translator, issues: readonly I[], fieldOf: (path: PropertyKey[]) => string, describe: (issue: I) => string | null = () => null): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= describe(issue) ?? textOf(t, `ops.catalog.errors.${issue.message}`, {}, t('ops.catalog.errors.invalid'));
  }
  return errors;
}

async function attempt(values: Record<string, string>, run: () => Promise<string>, t: Translator): Promise<OpsFormState> {
  try {
    const done = await run();
    return { values, error: null, fieldErrors: {}, done };
  } catch (error) {
    const text = refusalText(t, error);
    if (text === null) throw error;
    return { values, error: text, fieldErrors: {}, done: null };
  }
}

export async function saveProductAction(_: OpsFormState | null, formData: FormData): Promise<OpsFormState> {
  const values = formValues(formData);
  const actor = await currentStaff(productPath(values.sku ?? ''));
  const { t } = await staffTranslator();
  const input = UpdateProductInput.safeParse({
    sku: values.sku,
    title: Object.fromEntries(LOCALES.map((l) => [l, values[`title.${l}`] ?? ''])),
    description: Object.fromEntries(LOCALES.map((l) => [l, values[`description.${l}`] ?? ''])),
    brandId: parseWhole(values.brandId) ?? 0,
  });
  if (!input.success) return { values, error: null, fieldErrors: fieldErrorsOf(t, input.error.issues, (path) => path.join('.')), done: null };
  return attempt(
    values,
    async () => {
      await updateProduct(actor, input.data);
      revalidatePath(productPath(input.data.sku));
      return t('ops.catalog.product.saved');
    },
    t,
  );
}

export async function savePriceAction(_: OpsFormState | null, formData: FormData): Promise<OpsFormState> {
  const values = formValues(formData);
  const actor = await currentStaff(productPath(values.sku ?? ''));
  const { t, locale } = await staffTranslator();
  const fieldErrors: Record<string, string> = {};
  const regular = parseAmount(values.regular);
  const sale = values.sale?.trim() ? parseAmount(values.sale) : null;
  const coreCharge = values.coreCharge?.trim() ? parseAmount(values.coreCharge) : 0;
  if (regular === null) fieldErrors.regular = t('ops.catalog.errors.amount');
  if (values.sale?.trim() && sale === null) fieldErrors.sale = t('ops.catalog.errors.amount');
  if (coreCharge === null) fieldErrors.coreCharge = t('ops.catalog.errors.amount');
  if (Object.keys(fieldErrors).length) return { values, error: null, fieldErrors, done: null };
  const input = SetPriceInput.safeParse({ sku: values.sku, currency: values.currency, regular, sale, coreCharge });
  if (!input.success) {
    // Over the largest price: said with the maximum, in the price list's money.
    const currency = (['USD', 'MXN', 'BRL'] as const).find((c) => c === values.currency);
    const tooLarge = (issue: z.core.$ZodIssue) => {
      const max = priceMaximumOf(issue);
      return max === null ? null : t('ops.catalog.errors.priceTooLarge', { max: currency ? staffMoney(max, currency, locale) : formatAmount(max) });
    };
    return { values, error: null, fieldErrors: fieldErrorsOf(t, input.error.issues, (path) => String(path[0] ?? 'regular'), tooLarge), done: null };
  }
  return attempt(
    values,
    async () => {
      const price = await setPrice(actor, input.data);
      revalidatePath(productPath(values.sku!));
      return t('ops.catalog.prices.saved', { currency: price.currency });
    },
    t,
  );
}

export async function addFitmentAction(_: OpsFormState | null, formData: FormData): Promise<OpsFormState> {
  const values = formValues(formData);
  const actor = await currentStaff(productPath(values.sku ?? ''));
  const { t } = await staffTranslator();
  const input = FitmentAddInput.safeParse({
    sku: values.sku,
    year: parseWhole(values.year) ?? 0,
    makeId: parseWhole(values.makeId) ?? 0,
    modelId: parseWhole(values.modelId) ?? 0,
    engineId: values.engineId ? parseWhole(values.engineId) : null,
    position: values.position?.trim() || null,
    qualifier: values.qualifier?.trim() || null,
    quantity: parseWhole(values.quantity) ?? 1,
  });
  if (!input.success) return { values, error: null, fieldErrors: fieldErrorsOf(t, input.error.issues, (path) => String(path[0] ?? 'year')), done: null };
  return attempt(
    { sku: values.sku ?? '' },
    async () => {
      await addFitment(actor, input.data);
      revalidatePath(productPath(input.data.sku));
      return t('ops.catalog.fitment.added');
    },
    t,
  ).then((state) => (state.error ? { ...state, values } : state));
}

export async function removeFitmentAction(_: OpsFormState | null, formData: FormData): Promise<OpsFormState> {
  const values = formValues(formData);
  const actor = await currentStaff(productPath(values.sku ?? ''));
  const { t } = await staffTranslator();
  const applicationId = parseWhole(values.applicationId);
  if (!applicationId || applicationId < 1) return { values, error: t('ops.catalog.errors.fitmentNotFound'), fieldErrors: {}, done: null };
  return attempt(
    values,
    async () => {
      await removeFitment(actor, { sku: values.sku ?? '', applicationId });
      revalidatePath(productPath(values.sku ?? ''));
      return t('ops.catalog.fitment.removed');
    },
    t,
  );
}
