import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as picture } from '@/app/images/products/[file]/route';
import { PRODUCT_IMAGES_MAX } from '@/server/catalog/images';
import { productBySlug } from '@/server/catalog/product';
import { productImageUrl } from '@/server/catalog/service';
import { productCards } from '@/server/catalog/shelf';
import { db } from '@/server/db/client';
import { pageTags } from '@/server/platform/page-cache';
import type { Actor } from '@/server/staff/actor';
import { pageTagListener } from '../../../tests/integration/page-tags';
import { describeProductImage, moveProductImage, productImagesForStaff, removeProductImage, replaceProductImage, uploadProductImage } from './images';

/**
 * A product's pictures from the back office to the storefront (issue 23, decision 063): what is
 * stored of an upload (re-encoded, within 1600 px, without metadata), what is refused and that a
 * refusal writes nothing, the order and the main picture, the audit lines, the page tags dropped,
 * and the picture served at its address. Runs on a clone of the seeded template.
 */

const rows = async <T,>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const merchandiser = (label: string): Actor => ({ staffId: null, label, role: 'merchandiser', storeIds: null, via: 'apiKey', ip: '198.51.100.7', requestId: null });
const auditLines = (label: string) => rows<{ action: string; entity_id: string; before: { file?: string; position?: number } | null; after: { file?: string; position?: number; alt?: unknown } | null }>(sql`SELECT action, entity_id, before, after FROM audit_events WHERE actor_label = ${label} ORDER BY id`);
const png = (width: number, height: number, shade: number) => sharp({ create: { width, height, channels: 3, background: { r: shade, g: 40, b: 40 } } }).png().toBuffer();
const get = (file: string) => picture(new Request(`http://localhost/images/products/${file}`), { params: Promise.resolve({ file }) });

let sku: string;
let slug: string;
let productId: number;
let partTypeId: number;

/** Another instance listening for the page tags a write drops (decision 040). */
const tags = pageTagListener();

beforeAll(async () => {
  await tags.start();
  const [product] = await rows<{ id: number; sku: string; slug: string; part_type_id: number }>(
    sql`SELECT p.id, p.sku, p.slug, p.part_type_id FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = 'USD' WHERE p.active ORDER BY p.id DESC LIMIT 1`,
  );
  ({ id: productId, sku, slug, part_type_id: partTypeId } = product!);
});
afterAll(() => tags.stop());

describe("a product's pictures", () => {
  it('stores an upload re-encoded as WebP within 1600 px, makes it the main picture, audits it, drops the pages and serves it for a year', async () => {
    const who = merchandiser('images:upload');
    const since = tags.mark();
    const [stored] = await uploadProductImage(db(), who, { sku, bytes: await png(2000, 1000, 200), alt: { 'en-US': 'Front view', 'es-MX': 'Vista frontal' } });
    expect(stored).toMatchObject({ position: 0, contentType: 'image/webp', width: 1600, height: 800, alt: { 'en-US': 'Front view', 'es-MX': 'Vista frontal', 'pt-BR': '' } });
    expect(stored!.file).toMatch(/^[0-9a-f]{64}\.webp$/);
    expect(await rows(sql`SELECT image FROM products WHERE id = ${productId}`)).toEqual([{ image: stored!.file }]);
    expect(await tags.heardOf([pageTags.product(productId), pageTags.listings], since)).toBe(true);
    const [line] = await auditLines(who.label);
    expect(line).toMatchObject({ action: 'product.image.add', entity_id: sku, before: null, after: { file: stored!.file, position: 0 } });

    const served = await get(stored!.file);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });

    // The storefront: the card's picture, and the product page's pictures with their text in the shopper's language.
    const [card] = await productCards(db(), [productId], 'en-US');
    expect(productImageUrl(card!, 'en-US')).toBe(`/images/products/${stored!.file}`);
    const page = await productBySlug(db(), slug, 'es-MX');
    expect(page!.images).toEqual([{ url: `/images/products/${stored!.file}`, alt: 'Vista frontal', width: 1600, height: 800 }]);
    // No text in Portuguese: the English one.
    expect((await productBySlug(db(), slug, 'pt-BR'))!.images[0]!.alt).toBe('Front view');
  });

  it('turns a photo upright and drops its metadata (camera, GPS)', async () => {
    const who = merchandiser('images:exif');
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'PhoneMaker', Copyright: 'someone' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const images = await uploadProductImage(db(), who, { sku, bytes: photo });
    const stored = images.at(-1)!;
    expect(stored).toMatchObject({ contentType: 'image/webp', width: 200, height: 300 });
    const meta = await sharp(Buffer.from(await (await get(stored.file)).arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses what is not a JPEG, PNG or WebP picture, an empty file, one over 5 MB and a damaged one, and writes nothing', async () => {
    const who = merchandiser('images:refused');
    const before = await productImagesForStaff(db(), who, sku);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const huge = Buffer.concat([await png(10, 10, 1), Buffer.alloc(5 * 1024 * 1024)]);
    for (const [bytes, reason] of [
      [svg, 'unsupportedType'],
      [Buffer.alloc(0), 'empty'],
      [huge, 'tooLarge'],
      [damaged, 'unreadable'],
    ] as const) {
      await expect(uploadProductImage(db(), who, { sku, bytes })).rejects.toMatchObject({ kind: 'malformed', detail: { errorCode: 'IMAGE_REFUSED', errorMessageKey: `ops.catalog.images.errors.${reason}` } });
    }
    expect(await productImagesForStaff(db(), who, sku)).toEqual(before);
    expect(await auditLines(who.label)).toEqual([]);
  });

  it('refuses the same picture twice on one product', async () => {
    const who = merchandiser('images:twice');
    await expect(uploadProductImage(db(), who, { sku, bytes: await png(2000, 1000, 200) })).rejects.toMatchObject({ kind: 'conflict', detail: { errorCode: 'IMAGE_EXISTS' } });
  });

  it('moves, describes, replaces and removes, keeping the main picture on products.image, each change audited', async () => {
    const who = merchandiser('images:arrange');
    const third = (await uploadProductImage(db(), who, { sku, bytes: await png(400, 400, 90) })).at(-1)!;
    expect(third.position).toBe(2);
    const moved = await moveProductImage(db(), who, { sku, imageId: third.id, to: 0 });
    expect(moved.map((i) => [i.id, i.position])).toEqual([
      [third.id, 0],
      [moved[1]!.id, 1],
      [moved[2]!.id, 2],
    ]);
    expect(await rows(sql`SELECT image FROM products WHERE id = ${productId}`)).toEqual([{ image: third.file }]);

    const described = await describeProductImage(db(), who, { sku, imageId: third.id, alt: { 'en-US': 'Side view', 'es-MX': 'Vista lateral', 'pt-BR': 'Vista lateral' } });
    expect(described[0]!.alt).toEqual({ 'en-US': 'Side view', 'es-MX': 'Vista lateral', 'pt-BR': 'Vista lateral' });

    const replaced = await replaceProductImage(db(), who, { sku, imageId: third.id, bytes: await png(500, 250, 10) });
    expect(replaced[0]).toMatchObject({ id: third.id, position: 0, width: 500, height: 250, alt: { 'en-US': 'Side view' } });
    expect(replaced[0]!.file).not.toBe(third.file);
    expect(await rows(sql`SELECT image FROM products WHERE id = ${productId}`)).toEqual([{ image: replaced[0]!.file }]);
    // The old file is gone from this product and no longer served.
    expect((await get(third.file)).status).toBe(404);

    const left = await removeProductImage(db(), who, { sku, imageId: third.id });
    expect(left.map((i) => i.position)).toEqual([0, 1]);
    expect(await rows(sql`SELECT image FROM products WHERE id = ${productId}`)).toEqual([{ image: left[0]!.file }]);
    await expect(removeProductImage(db(), who, { sku, imageId: third.id })).rejects.toMatchObject({ kind: 'notFound', detail: { errorCode: 'IMAGE_NOT_FOUND' } });

    expect((await auditLines(who.label)).map((l) => [l.action, l.before?.position ?? null, l.after?.position ?? null])).toEqual([
      ['product.image.add', null, 2],
      ['product.image.move', 2, 0],
      ['product.image.describe', 0, 0],
      ['product.image.replace', 0, 0],
      ['product.image.remove', 0, null],
    ]);
  });

  it(`takes at most ${PRODUCT_IMAGES_MAX} pictures, and with none left the part type's picture stands for the product again`, async () => {
    const who = merchandiser('images:many');
    let images = await productImagesForStaff(db(), who, sku);
    // Each of its own size: pictures are stored lossy, so two that differ by a shade could come out the same.
    for (let side = 20 + images.length; images.length < PRODUCT_IMAGES_MAX; side += 1) images = await uploadProductImage(db(), who, { sku, bytes: await png(side, 20, 40) });
    await expect(uploadProductImage(db(), who, { sku, bytes: await png(60, 20, 40) })).rejects.toMatchObject({ kind: 'conflict', detail: { errorCode: 'TOO_MANY_IMAGES' } });
    for (const image of images) await removeProductImage(db(), who, { sku, imageId: image.id });
    expect(await rows(sql`SELECT image FROM products WHERE id = ${productId}`)).toEqual([{ image: null }]);
    const [card] = await productCards(db(), [productId], 'en-US');
    expect(productImageUrl(card!, 'en-US')).toBe(`/images/part_terminology/en-US/${partTypeId}.jpg`);
    expect((await productBySlug(db(), slug, 'en-US'))!.images).toEqual([]);
  });

  it('answers 404 for a name that is not a stored picture', async () => {
    for (const file of ['0'.repeat(64) + '.webp', '0'.repeat(64) + '.png', '../etc/passwd', 'abc.svg']) expect((await get(file)).status).toBe(404);
  });
});
