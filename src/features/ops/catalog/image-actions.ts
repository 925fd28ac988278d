'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { LOCALES } from '@/lib/markets';
import { describeProductImage, moveProductImage, removeProductImage, replaceProductImage, uploadProductImage } from '@/server/catalog-import/use-cases';
import type { Actor } from '@/server/staff/actor';
import { currentStaff } from '../session';
import { formValues, parseWhole, type OpsFormState } from '../inventory/form-state';
import { productPath } from './paths';
import { refusalText, staffTranslator } from './staff-text';

/**
 * The product screen's picture actions (issue 23, decision 063): thin adapters over the catalogue's
 * picture use cases. The file travels in the form (next.config.ts sets the server actions' body
 * limit for it); the texts typed stay on a refusal, which is said in the staff member's language.
 */

type Values = Record<string, string>;
/** A change: what it says when done (a message key under ops.catalog.images). */
type Change = (actor: Actor, sku: string, imageId: number, values: Values, file: Uint8Array<ArrayBuffer> | null) => Promise<string>;

const altOf = (values: Values) => Object.fromEntries(LOCALES.map((l) => [l, values[`alt.${l}`] ?? '']));
const NO_FILE = 'noFile';

/** Find the staff member, run the change, and answer with the values kept, what was done, or the refusal. */
async function run(formData: FormData, change: Change, keep: (values: Values) => Values = (values) => values): Promise<OpsFormState> {
  const values = formValues(formData);
  const sku = values.sku ?? '';
  const actor = await currentStaff(productPath(sku));
  const { t } = await staffTranslator();
  const upload = formData.get('file');
  const file = upload instanceof Blob && upload.size > 0 ? new Uint8Array(await upload.arrayBuffer()) : null;
  const refused = (key: string) => ({ values, error: t(`ops.catalog.images.errors.${key}` as never), fieldErrors: {}, done: null });
  try {
    const done = await change(actor, sku, parseWhole(values.imageId) ?? 0, values, file);
    if (done === NO_FILE) return refused(NO_FILE);
    revalidatePath(productPath(sku));
    return { values: keep(values), error: null, fieldErrors: {}, done: t(`ops.catalog.images.${done}` as never) };
  } catch (error) {
    if (error instanceof z.ZodError) return refused('invalid');
    const text = refusalText(t, error);
    if (text === null) throw error;
    return { values, error: text, fieldErrors: {}, done: null };
  }
}

export async function uploadImageAction(_: OpsFormState | null, formData: FormData): Promise<OpsFormState> {
  return run(
    formData,
    async (actor, sku, _imageId, values, file) => {
      if (!file) return NO_FILE;
      await uploadProductImage(actor, { sku, bytes: file, alt: altOf(values) });
      return 'uploaded';
    },
    (values) => ({ sku: values.sku ?? '' }),
  );
}

export async function replaceImageAction(_: OpsFormState | null, formData: FormData): Promise<OpsFormState> {
  return run(formData, async (actor, sku, imageId, _values, file) => {
    if (!file) return NO_FILE;
    await replaceProductImage(actor, { sku, imageId, bytes: file });
    return 'replaced';
  });
}

export async function describeImageAction(_: OpsFormState | null, formData: FormData): Promise<OpsFormState> {
  return run(formData, async (actor, sku, imageId, values) => {
    await describeProductImage(actor, { sku, imageId, alt: altOf(values) });
    return 'described';
  });
}

export async function moveImageAction(_: OpsFormState | null, formData: FormData): Promise<OpsFormState> {
  return run(formData, async (actor, sku, imageId, values) => {
    await moveProductImage(actor, { sku, imageId, to: parseWhole(values.to) ?? -1 });
    return 'moved';
  });
}

export async function removeImageAction(_: OpsFormState | null, formData: FormData): Promise<OpsFormState> {
  return run(formData, async (actor, sku, imageId) => {
    await removeProductImage(actor, { sku, imageId });
    return 'removed';
  });
}
