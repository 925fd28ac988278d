import { z } from 'zod';
import { LOCALES } from '@/lib/markets';
import type { Database, Executor } from '@/server/db/client';
import { recordAudit } from '@/server/audit/audit';
import { prepareImage } from '@/server/catalog/image-upload';
import { addImage, describeImage, imagesOfProduct, moveImage, PRODUCT_IMAGES_MAX, removeImage, replaceImage, type StaffProductImage } from '@/server/catalog/images';
import { productBySkuRow } from '@/server/catalog/staff';
import { domainError } from '@/server/platform/domain-error';
import { pageTags } from '@/server/platform/page-cache';
import { invalidatePageTags } from '@/server/platform/page-cache-channel';
import { authorize, type Actor } from '@/server/staff/actor';

/**
 * A product's pictures in the back office (issue 23, decision 063): list, upload, replace, describe,
 * reorder and remove. Each change authorises `catalog.write`, writes its audit line (the picture's
 * file, place, size and text before and after; never the bytes) and drops, when it commits, the
 * product's cached page and the listings whose cards show its main picture (decision 040).
 */

const Sku = z.string().trim().min(1).max(80);
const ImageId = z.number().int().positive();
/** Alternative text per locale: what a screen reader says for the picture (empty: the product's name). */
export const ImageAlt = z.object(Object.fromEntries(LOCALES.map((l) => [l, z.string().trim().max(250).default('')])) as Record<(typeof LOCALES)[number], z.ZodDefault<z.ZodString>>);
const Bytes = z.instanceof(Uint8Array);

export const UploadImageInput = z.object({ sku: Sku, bytes: Bytes, alt: ImageAlt.prefault({}) });
export const ReplaceImageInput = z.object({ sku: Sku, imageId: ImageId, bytes: Bytes });
export const DescribeImageInput = z.object({ sku: Sku, imageId: ImageId, alt: ImageAlt });
export const MoveImageInput = z.object({ sku: Sku, imageId: ImageId, to: z.number().int().min(0).max(PRODUCT_IMAGES_MAX - 1) });
export const RemoveImageInput = z.object({ sku: Sku, imageId: ImageId });

async function productId(executor: Executor, sku: string): Promise<number> {
  const found = await productBySkuRow(executor, sku);
  if (!found) throw domainError('notFound', 'PRODUCT_NOT_FOUND', 'ops.catalog.errors.productNotFound', 'There is no product with this SKU', { sku });
  return found.id;
}

/** What the audit line keeps of a picture. */
const audited = (image: StaffProductImage | null) => image && { id: image.id, file: image.file, position: image.position, width: image.width, height: image.height, bytes: image.bytes, alt: image.alt };

type Change = { action: string; before: StaffProductImage | null; after: StaffProductImage | null };

const mayChange = (actor: Actor, sku: string) => authorize(actor, 'catalog.write', {}, { type: 'product', id: sku });

/** Run an authorised change in one transaction with its audit line and the page tags it drops; the product's pictures after it. */
async function change(database: Database, actor: Actor, sku: string, run: (tx: Executor, productId: number) => Promise<Change>): Promise<StaffProductImage[]> {
  return database.transaction(async (tx) => {
    const id = await productId(tx, sku);
    const { action, before, after } = await run(tx, id);
    await recordAudit(tx, actor, { action, entityType: 'product', entityId: sku, before: audited(before), after: audited(after) });
    // The product's page and its cards (tagged with the product), and the listings that show its main picture.
    await invalidatePageTags(tx, [pageTags.product(id), pageTags.listings]);
    return imagesOfProduct(tx, id);
  });
}

/** A product's pictures in their order. */
export async function productImagesForStaff(executor: Executor, actor: Actor, sku: string): Promise<StaffProductImage[]> {
  await authorize(actor, 'catalog.read');
  return imagesOfProduct(executor, await productId(executor, Sku.parse(sku)));
}

/** Upload a picture: checked and re-encoded before the transaction, then added after the others. */
export async function uploadProductImage(database: Database, actor: Actor, input: z.input<typeof UploadImageInput>): Promise<StaffProductImage[]> {
  const data = UploadImageInput.parse(input);
  await mayChange(actor, data.sku);
  const prepared = await prepareImage(data.bytes);
  return change(database, actor, data.sku, async (tx, id) => ({ action: 'product.image.add', before: null, after: await addImage(tx, id, prepared, data.alt) }));
}

/** Put a new file in a picture's place, keeping its position and text. */
export async function replaceProductImage(database: Database, actor: Actor, input: z.input<typeof ReplaceImageInput>): Promise<StaffProductImage[]> {
  const data = ReplaceImageInput.parse(input);
  await mayChange(actor, data.sku);
  const prepared = await prepareImage(data.bytes);
  return change(database, actor, data.sku, async (tx, id) => {
    const before = (await imagesOfProduct(tx, id)).find((i) => i.id === data.imageId) ?? null;
    return { action: 'product.image.replace', before, after: await replaceImage(tx, id, data.imageId, prepared) };
  });
}

/** Change a picture's alternative text in every locale. */
export async function describeProductImage(database: Database, actor: Actor, input: z.input<typeof DescribeImageInput>): Promise<StaffProductImage[]> {
  const data = DescribeImageInput.parse(input);
  await mayChange(actor, data.sku);
  return change(database, actor, data.sku, async (tx, id) => {
    const before = (await imagesOfProduct(tx, id)).find((i) => i.id === data.imageId) ?? null;
    return { action: 'product.image.describe', before, after: await describeImage(tx, id, data.imageId, data.alt) };
  });
}

/** Move a picture to a place in the order (0 makes it the main picture). */
export async function moveProductImage(database: Database, actor: Actor, input: z.input<typeof MoveImageInput>): Promise<StaffProductImage[]> {
  const data = MoveImageInput.parse(input);
  await mayChange(actor, data.sku);
  return change(database, actor, data.sku, async (tx, id) => {
    const before = (await imagesOfProduct(tx, id)).find((i) => i.id === data.imageId) ?? null;
    const after = (await moveImage(tx, id, data.imageId, data.to)).find((i) => i.id === data.imageId)!;
    return { action: 'product.image.move', before, after };
  });
}

/** Remove a picture; the next one takes its place. */
export async function removeProductImage(database: Database, actor: Actor, input: z.input<typeof RemoveImageInput>): Promise<StaffProductImage[]> {
  const data = RemoveImageInput.parse(input);
  await mayChange(actor, data.sku);
  return change(database, actor, data.sku, async (tx, id) => ({ action: 'product.image.remove', before: await removeImage(tx, id, data.imageId), after: null }));
}
