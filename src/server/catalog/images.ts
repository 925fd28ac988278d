import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import type { Locale } from '@/lib/markets';
import { domainError } from '@/server/platform/domain-error';
import type { PreparedImage } from './image-upload';
import { localizedText, productImages, products, type LocalizedText } from './schema';

/**
 * A product's own pictures (issue 23, decision 063): the catalogue's table product_images and the
 * main picture's file on products.image, which every card reads without a join. The writes take
 * the caller's transaction and a picture already checked and re-encoded (image-upload.ts); the
 * back office's use cases (catalog-import/images.ts) authorise, audit and drop the cached pages
 * around them.
 */

/** A product has at most this many pictures (a gallery, not an archive). */
export const PRODUCT_IMAGES_MAX = 12;

/** The address of a stored picture (served by src/app/images/products/[file]/route.ts). */
export const productImagePath = (file: string) => `/images/products/${file}`;

/** What the storefront shows of a picture. */
export interface ProductImageView {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** What the back office shows of a picture. */
export interface StaffProductImage {
  id: number;
  position: number;
  file: string;
  url: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
  alt: LocalizedText;
}

const STAFF_FIELDS = {
  id: productImages.id,
  position: productImages.position,
  file: productImages.file,
  contentType: productImages.contentType,
  width: productImages.width,
  height: productImages.height,
  bytes: sql<number>`octet_length(${productImages.bytes})`.mapWith(Number),
  alt: productImages.alt,
};

/** A product's pictures in their order, as the back office lists them. */
export async function imagesOfProduct(executor: Executor, productId: number): Promise<StaffProductImage[]> {
  const rows = await executor.select(STAFF_FIELDS).from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map((r) => ({ ...r, url: productImagePath(r.file) }));
}

/** A product's pictures in their order, in the shopper's language (the product's name where a picture has no text). */
export async function productImageViews(executor: Executor, productId: number, locale: Locale, productTitle: string): Promise<ProductImageView[]> {
  const rows = await executor
    .select({ file: productImages.file, width: productImages.width, height: productImages.height, alt: productImages.alt })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map((r) => ({ url: productImagePath(r.file), alt: r.alt[locale] || localizedText(r.alt, 'en-US') || productTitle, width: r.width, height: r.height }));
}

const noSuchImage = (imageId: number) => domainError('notFound', 'IMAGE_NOT_FOUND', 'ops.catalog.images.errors.notFound', 'The product has no such picture', { imageId });

/** One picture of the product; a not-found error when the product has no such picture. */
export async function imageOfProduct(executor: Executor, productId: number, imageId: number): Promise<StaffProductImage> {
  const found = (await imagesOfProduct(executor, productId)).find((i) => i.id === imageId);
  if (!found) throw noSuchImage(imageId);
  return found;
}

/** The stored bytes and type of a picture by its file name; null when there is none. */
export async function imageFile(executor: Executor, file: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const [row] = await executor.select({ bytes: productImages.bytes, contentType: productImages.contentType }).from(productImages).where(eq(productImages.file, file)).limit(1);
  return row ?? null;
}

/** One writer of a product's pictures at a time: two uploads at once would take the same position. */
async function lockProduct(executor: Executor, productId: number): Promise<void> {
  await executor.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
}

/** Keep products.image on the first picture (or none). */
async function syncMainImage(executor: Executor, productId: number): Promise<void> {
  const [first] = await executor.select({ file: productImages.file }).from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position), asc(productImages.id)).limit(1);
  await executor.update(products).set({ image: first?.file ?? null, updatedAt: new Date() }).where(eq(products.id, productId));
}

/** Number the product's pictures 0, 1, 2... in this order of ids. */
async function renumber(executor: Executor, productId: number, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) await executor.update(productImages).set({ position }).where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
  await syncMainImage(executor, productId);
}

async function refuseDuplicate(executor: Executor, productId: number, file: string, exceptId?: number): Promise<void> {
  const [same] = await executor
    .select({ id: productImages.id })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.file, file), exceptId ? ne(productImages.id, exceptId) : undefined));
  if (same) throw domainError('conflict', 'IMAGE_EXISTS', 'ops.catalog.images.errors.exists', 'The product already has this picture');
}

/** Add a picture after the product's others (the first one becomes its main picture). The caller's transaction. */
export async function addImage(executor: Executor, productId: number, image: PreparedImage, alt: LocalizedText): Promise<StaffProductImage> {
  await lockProduct(executor, productId);
  const [{ n }] = (await executor.select({ n: count() }).from(productImages).where(eq(productImages.productId, productId))) as [{ n: number }];
  if (n >= PRODUCT_IMAGES_MAX) throw domainError('conflict', 'TOO_MANY_IMAGES', 'ops.catalog.images.errors.tooMany', `A product has at most ${PRODUCT_IMAGES_MAX} pictures`, { max: PRODUCT_IMAGES_MAX });
  await refuseDuplicate(executor, productId, image.file);
  const [row] = await executor
    .insert(productImages)
    .values({ productId, position: n, file: image.file, contentType: image.contentType, width: image.width, height: image.height, bytes: image.bytes, alt })
    .returning({ id: productImages.id });
  await syncMainImage(executor, productId);
  return imageOfProduct(executor, productId, row!.id);
}

/** Put new bytes in a picture's place (its position and text stay). */
export async function replaceImage(executor: Executor, productId: number, imageId: number, image: PreparedImage): Promise<StaffProductImage> {
  await lockProduct(executor, productId);
  await imageOfProduct(executor, productId, imageId);
  await refuseDuplicate(executor, productId, image.file, imageId);
  await executor
    .update(productImages)
    .set({ file: image.file, contentType: image.contentType, width: image.width, height: image.height, bytes: image.bytes })
    .where(eq(productImages.id, imageId));
  await syncMainImage(executor, productId);
  return imageOfProduct(executor, productId, imageId);
}

/** Change a picture's alternative text (every locale). */
export async function describeImage(executor: Executor, productId: number, imageId: number, alt: LocalizedText): Promise<StaffProductImage> {
  await imageOfProduct(executor, productId, imageId);
  await executor.update(productImages).set({ alt }).where(eq(productImages.id, imageId));
  return imageOfProduct(executor, productId, imageId);
}

/** Move a picture to this place in the product's order (0: the main picture); the others keep their order around it. */
export async function moveImage(executor: Executor, productId: number, imageId: number, to: number): Promise<StaffProductImage[]> {
  await lockProduct(executor, productId);
  const ids = (await imagesOfProduct(executor, productId)).map((i) => i.id);
  if (!ids.includes(imageId)) throw noSuchImage(imageId);
  const rest = ids.filter((id) => id !== imageId);
  rest.splice(Math.max(0, Math.min(to, rest.length)), 0, imageId);
  await renumber(executor, productId, rest);
  return imagesOfProduct(executor, productId);
}

/** Remove a picture; the next one takes its place. */
export async function removeImage(executor: Executor, productId: number, imageId: number): Promise<StaffProductImage> {
  await lockProduct(executor, productId);
  const removed = await imageOfProduct(executor, productId, imageId);
  await executor.delete(productImages).where(eq(productImages.id, imageId));
  await renumber(executor, productId, (await imagesOfProduct(executor, productId)).map((i) => i.id));
  return removed;
}
