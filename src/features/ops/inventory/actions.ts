'use server';

import { revalidatePath } from 'next/cache';
import { productIdOfSku } from '@/server/catalog/staff-queries';
import { ADJUSTMENT_REASONS, MAX_STOCK_CHANGE, type AdjustmentReason } from '@/server/inventory/staff';
import { adjustStock, transferStock } from '@/server/inventory/staff-use-cases';
import { currentStaff } from '../session';
import { refusalText, staffTranslator } from '../catalog/staff-text';
import { formValues, parseLocation, parseWhole, type OpsFormState } from './form-state';
import { inventoryPath } from './paths';

/**
 * The stock screens' server actions (issue 23, decision 055): thin adapters over the inventory's
 * use cases. Each finds the staff member first (`currentStaff`), checks what was typed, and
 * answers with what was typed kept and the message in the staff member's language.
 */

const locationName = (value: string) => value.replace(/^store:/, '').replace(/^dc:/, '');

export async function adjustStockAction(_: OpsFormState | null, formData: FormData): Promise<OpsFormState> {
  const values = formValues(formData);
  const actor = await currentStaff(inventoryPath(values.sku));
  const { t } = await staffTranslator();
  const fieldErrors: Record<string, string> = {};
  const location = parseLocation(values.location);
  const change = parseWhole(values.change);
  const reason = (ADJUSTMENT_REASONS as readonly string[]).includes(values.reason ?? '') ? (values.reason as AdjustmentReason) : null;
  if (!location) fieldErrors.location = t('ops.inventory.errors.location');
  if (change === null || change === 0 || Math.abs(change) > MAX_STOCK_CHANGE) fieldErrors.change = t('ops.inventory.errors.change');
  if (!reason) fieldErrors.reason = t('ops.catalog.errors.invalid');
  if (!location || change === null || !reason || Object.keys(fieldErrors).length) return { values, error: null, fieldErrors, done: null };
  const productId = await productIdOfSku(values.sku ?? '');
  if (productId === null) return { values, error: t('ops.catalog.errors.productNotFound', { sku: values.sku ?? '' }), fieldErrors, done: null };
  try {
    const result = await adjustStock(actor, { productId, location, change, reason, note: values.note?.trim() || undefined });
    revalidatePath('/ops/inventory');
    return { values: { sku: values.sku ?? '', location: values.location ?? '' }, error: null, fieldErrors: {}, done: t('ops.inventory.adjust.done', { location: locationName(values.location!), before: result.before, after: result.after }) };
  } catch (error) {
    const text = refusalText(t, error);
    if (text === null) throw error;
    return { values, error: text, fieldErrors, done: null };
  }
}

export async function transferStockAction(_: OpsFormState | null, formData: FormData): Promise<OpsFormState> {
  const values = formValues(formData);
  const actor = await currentStaff(inventoryPath(values.sku));
  const { t } = await staffTranslator();
  const fieldErrors: Record<string, string> = {};
  const from = parseLocation(values.from);
  const to = parseLocation(values.to);
  const quantity = parseWhole(values.quantity);
  if (!from) fieldErrors.from = t('ops.inventory.errors.location');
  if (!to) fieldErrors.to = t('ops.inventory.errors.location');
  if (quantity === null || quantity < 1 || quantity > MAX_STOCK_CHANGE) fieldErrors.quantity = t('ops.inventory.errors.quantity');
  if (!from || !to || quantity === null || Object.keys(fieldErrors).length) return { values, error: null, fieldErrors, done: null };
  const productId = await productIdOfSku(values.sku ?? '');
  if (productId === null) return { values, error: t('ops.catalog.errors.productNotFound', { sku: values.sku ?? '' }), fieldErrors, done: null };
  try {
    await transferStock(actor, { productId, from, to, quantity, note: values.note?.trim() || undefined });
    revalidatePath('/ops/inventory');
    return { values: { sku: values.sku ?? '', from: values.from ?? '', to: values.to ?? '' }, error: null, fieldErrors: {}, done: t('ops.inventory.transfer.done', { quantity, from: locationName(values.from!), to: locationName(values.to!) }) };
  } catch (error) {
    const text = refusalText(t, error);
    if (text === null) throw error;
    return { values, error: text, fieldErrors, done: null };
  }
}
