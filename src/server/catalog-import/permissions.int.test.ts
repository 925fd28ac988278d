import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandChoices, productForStaff, searchProductsForStaff } from '@/server/catalog/staff';
import { db } from '@/server/db/client';
import { pageTags } from '@/server/platform/page-cache';
import type { Actor } from '@/server/staff/actor';
import { pageTagListener } from '../../../tests/integration/page-tags';
import { ROLES, type Role } from '@/server/staff/permissions';
import { describeProductImage, moveProductImage, productImagesForStaff, removeProductImage, replaceProductImage, uploadProductImage } from './images';
import { addFitment, importAsStaff, productFitment, removeFitment, setPrice, updateProduct } from './staff';

/**
 * The catalogue's staff use cases against every role (issue 23, decision 055): allowed, or refused
 * with FORBIDDEN and a `denied` audit line; each change with its audit line (before and after) and
 * the page tags it drops; an import's dry run lists the bad rows and changes nothing.
 * Runs on a clone of the seeded template (the demo catalogue and the real vehicles).
 */

const rows = async <T,>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const actor = (role: Role, label: string): Actor => ({ staffId: null, label, role, storeIds: role === 'storeManager' ? ['0001'] : null, via: 'apiKey', ip: '198.51.100.4', requestId: null });
const auditLines = (label: string) =>
  rows<{ action: string; entity_type: string; entity_id: string; before: unknown; after: unknown }>(sql`SELECT action, entity_type, entity_id, before, after FROM audit_events WHERE actor_label = ${label} ORDER BY id`);

let sku: string;
let store: string;
let productId: number;
let vehicle: { year: number; makeId: number; modelId: number };
let otherVehicle: { year: number; makeId: number; modelId: number };

/** Another instance listening for the page tags a write drops (decision 040). */
const tags = pageTagListener();

beforeAll(async () => {
  await tags.start();
  const [product] = await rows<{ id: number; sku: string }>(sql`SELECT p.id, p.sku FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = 'USD' WHERE p.active ORDER BY p.id LIMIT 1`);
  ({ id: productId, sku } = product!);
  store = (await rows<{ store_number: string }>(sql`SELECT store_number FROM stores ORDER BY store_number LIMIT 1`))[0]!.store_number;
  const vehicles = await rows<{ year: number; make_id: number; model_id: number }>(sql`SELECT year, make_id, model_id FROM base_vehicles ORDER BY id LIMIT 2`);
  vehicle = { year: vehicles[0]!.year, makeId: vehicles[0]!.make_id, modelId: vehicles[0]!.model_id };
  otherVehicle = { year: vehicles[1]!.year, makeId: vehicles[1]!.make_id, modelId: vehicles[1]!.model_id };
});
afterAll(() => tags.stop());

type UseCase = { name: string; permission: 'catalog.read' | 'catalog.write' | 'prices.write' | 'catalog.import' | 'inventory.import'; run: (a: Actor) => Promise<unknown> };
const everyUseCase = (): UseCase[] => [
  { name: 'searchProductsForStaff', permission: 'catalog.read', run: (a) => searchProductsForStaff(db(), a, { q: sku.slice(0, 4) }) },
  { name: 'productForStaff', permission: 'catalog.read', run: (a) => productForStaff(db(), a, sku) },
  { name: 'brandChoices', permission: 'catalog.read', run: (a) => brandChoices(db(), a) },
  { name: 'productFitment', permission: 'catalog.read', run: (a) => productFitment(db(), a, sku) },
  {
    name: 'updateProduct',
    permission: 'catalog.write',
    run: async (a) => {
      const p = await productForStaff(db(), actor('administrator', 'reader'), sku);
      return updateProduct(db(), a, { sku, title: { 'en-US': p.title['en-US']!, 'es-MX': p.title['es-MX'] ?? '', 'pt-BR': p.title['pt-BR'] ?? '' }, description: { 'en-US': 'd', 'es-MX': 'd', 'pt-BR': 'd' }, brandId: p.brandId });
    },
  },
  { name: 'setPrice', permission: 'prices.write', run: (a) => setPrice(db(), a, { sku, currency: 'MXN', regular: 45_000 }) },
  {
    name: 'addFitment + removeFitment',
    permission: 'catalog.write',
    run: async (a) => {
      await addFitment(db(), a, { sku, ...otherVehicle, qualifier: `perm ${a.label}` });
      const line = (await productFitment(db(), actor('administrator', 'reader'), sku)).find((l) => l.qualifier === `perm ${a.label}`)!;
      await removeFitment(db(), a, { sku, applicationId: line.id });
      return line;
    },
  },
  { name: 'productImagesForStaff', permission: 'catalog.read', run: (a) => productImagesForStaff(db(), a, sku) },
  {
    name: 'upload, describe, move, replace and remove a picture',
    permission: 'catalog.write',
    run: async (a) => {
      // A picture of its own per staff member (the same bytes twice on one product are refused).
      const picture = (n: number) => sharp({ create: { width: 8 + n, height: a.label.length, channels: 3, background: { r: 90, g: 20, b: 7 } } }).png().toBuffer();
      const added = (await uploadProductImage(db(), a, { sku, bytes: await picture(1) })).at(-1)!;
      await describeProductImage(db(), a, { sku, imageId: added.id, alt: { 'en-US': 'x', 'es-MX': 'x', 'pt-BR': 'x' } });
      await moveProductImage(db(), a, { sku, imageId: added.id, to: 0 });
      await replaceProductImage(db(), a, { sku, imageId: added.id, bytes: await picture(2) });
      return removeProductImage(db(), a, { sku, imageId: added.id });
    },
  },
  { name: 'importAsStaff (prices, dry run)', permission: 'catalog.import', run: (a) => importAsStaff(db(), a, { kind: 'prices', text: `sku,currency,regular,sale,core_charge\n${sku},USD,19.99,,\n`, dryRun: true }) },
  { name: 'importAsStaff (stock, dry run)', permission: 'inventory.import', run: (a) => importAsStaff(db(), a, { kind: 'stock', text: `sku,location_type,location,quantity\n${sku},store,${store},4\n`, dryRun: true }) },
];

const ALLOWED: Record<Role, ReadonlySet<UseCase['permission']>> = {
  administrator: new Set(['catalog.read', 'catalog.write', 'prices.write', 'catalog.import', 'inventory.import']),
  merchandiser: new Set(['catalog.read', 'catalog.write', 'prices.write', 'catalog.import', 'inventory.import']),
  storeManager: new Set(['catalog.read']),
  customerService: new Set(['catalog.read']),
};

describe('catalogue permissions: every role × every use case', () => {
  for (const role of ROLES) {
    for (const useCase of everyUseCase()) {
      const allowed = ALLOWED[role].has(useCase.permission);
      it(`${role} ${allowed ? 'may' : 'may not'} ${useCase.name}`, async () => {
        const who = actor(role, `perm:${role}:${useCase.name}`);
        if (allowed) {
          await expect(useCase.run(who)).resolves.toBeDefined();
          expect((await auditLines(who.label)).filter((l) => l.action === 'denied')).toEqual([]);
        } else {
          await expect(useCase.run(who)).rejects.toMatchObject({ kind: 'forbidden', detail: { errorCode: 'FORBIDDEN' } });
          const lines = await auditLines(who.label);
          expect(lines.map((l) => l.action)).toEqual(['denied']);
          expect(lines[0]!.after).toMatchObject({ permission: useCase.permission });
        }
      });
    }
  }
});

describe('catalogue changes', () => {
  it("a price change writes the market's price list, its audit line, and drops the product's pages and the price listings", async () => {
    const who = actor('merchandiser', 'change:price');
    const [old] = await rows<{ regular: number; sale: number | null; core_charge: number }>(sql`SELECT regular, sale, core_charge FROM product_prices WHERE product_id = ${productId} AND currency = 'USD'`);
    const since = tags.mark();
    await setPrice(db(), who, { sku, currency: 'USD', regular: 12_345, sale: 9_999 });
    expect(await rows(sql`SELECT regular, sale, core_charge FROM product_prices WHERE product_id = ${productId} AND currency = 'USD'`)).toEqual([{ regular: 12_345, sale: 9_999, core_charge: 0 }]);
    expect(await auditLines(who.label)).toEqual([
      { action: 'price.set', entity_type: 'price', entity_id: `${sku}:USD`, before: { currency: 'USD', regular: old!.regular, sale: old!.sale, coreCharge: old!.core_charge }, after: { currency: 'USD', regular: 12_345, sale: 9_999, coreCharge: 0 } },
    ]);
    expect(await tags.heardOf([pageTags.product(productId), pageTags.priceListings], since)).toBe(true);
    // The search index has the market's new price.
    expect(await rows(sql`SELECT price FROM search_documents WHERE product_id = ${productId} AND locale = 'en-US'`)).toEqual([{ price: 9_999 }]);
  });

  it('refuses a sale price not below the regular one and changes nothing', async () => {
    const who = actor('merchandiser', 'change:bad-price');
    await expect(setPrice(db(), who, { sku, currency: 'BRL', regular: 1000, sale: 1000 })).rejects.toThrow();
    expect(await auditLines(who.label)).toEqual([]);
  });

  it("a product edit writes its names and brand, with the values before and after", async () => {
    const who = actor('merchandiser', 'change:product');
    const before = await productForStaff(db(), who, sku);
    const [brand] = await rows<{ id: number; name: string }>(sql`SELECT id, name FROM brands WHERE id <> ${before.brandId} ORDER BY id LIMIT 1`);
    const title = { 'en-US': 'Renamed pad set', 'es-MX': 'Juego de balatas renombrado', 'pt-BR': 'Jogo de pastilhas renomeado' };
    const description = { 'en-US': 'New words.', 'es-MX': 'Palabras nuevas.', 'pt-BR': 'Palavras novas.' };
    const since = tags.mark();
    const after = await updateProduct(db(), who, { sku, title, description, brandId: brand!.id });
    expect(after).toMatchObject({ title, description, brandId: brand!.id, brand: brand!.name });
    const [line] = await auditLines(who.label);
    expect(line).toMatchObject({ action: 'product.update', entity_id: sku, before: { title: before.title, brandId: before.brandId }, after: { title, description, brandId: brand!.id } });
    expect(await tags.heardOf([pageTags.product(productId), pageTags.listings], since)).toBe(true);
  });

  it('adds and removes an application for a year, make and model, each audited', async () => {
    const who = actor('merchandiser', 'change:fitment');
    const count = (await productFitment(db(), who, sku)).length;
    await addFitment(db(), who, { ...vehicle, sku, position: 'Front', quantity: 2 });
    const lines = await productFitment(db(), who, sku);
    expect(lines).toHaveLength(count + 1);
    const added = lines.find((l) => l.position === 'Front' && l.quantity === 2)!;
    expect(added.vehicle).toMatch(new RegExp(`^${vehicle.year} `));
    await expect(addFitment(db(), who, { ...vehicle, sku, position: 'Front', quantity: 2 })).rejects.toMatchObject({ detail: { errorCode: 'FITMENT_EXISTS' } });
    await removeFitment(db(), who, { sku, applicationId: added.id });
    expect(await productFitment(db(), who, sku)).toHaveLength(count);
    expect((await auditLines(who.label)).map((l) => [l.action, l.before === null, l.after === null])).toEqual([
      ['fitment.add', true, false],
      ['fitment.remove', false, true],
    ]);
  });
});

describe('imports from the back office', () => {
  it("a dry run with bad rows lists each with its reason and changes nothing", async () => {
    const who = actor('merchandiser', 'import:dry-bad');
    const [old] = await rows<{ regular: number }>(sql`SELECT regular FROM product_prices WHERE product_id = ${productId} AND currency = 'MXN'`);
    const text = `sku,currency,regular,sale,core_charge\n${sku},MXN,199.00,,\nNO-SUCH-SKU,MXN,10.00,,\n${sku},EUR,5.00,,\n`;
    const result = await importAsStaff(db(), who, { kind: 'prices', text, dryRun: true });
    expect(result).toMatchObject({ ok: false, dryRun: true, rows: 3 });
    expect(result.problems.map((p) => p.where)).toEqual(['line 3', 'line 4']);
    expect(result.problems.every((p) => p.reason.length > 0)).toBe(true);
    expect(await rows(sql`SELECT regular FROM product_prices WHERE product_id = ${productId} AND currency = 'MXN'`)).toEqual([{ regular: old!.regular }]);
    expect(await auditLines(who.label)).toEqual([]);
  });

  it('a good dry run says what it would do and writes nothing; the real run lands, with its audit line', async () => {
    const who = actor('merchandiser', 'import:good');
    const text = `sku,location_type,location,quantity\n${sku},store,${store},17\n`;
    const shelf = () => rows<{ quantity: number }>(sql`SELECT quantity FROM store_stock WHERE product_id = ${productId} AND store_number = ${store}`);
    const before = await shelf();
    const progress: string[] = [];
    const dry = await importAsStaff(db(), who, { kind: 'stock', text, dryRun: true }, (p) => progress.push(p.phase));
    expect(dry).toMatchObject({ ok: true, dryRun: true, rows: 1 });
    expect(Object.values(dry.counts).reduce((a, b) => a + b, 0)).toBe(1);
    expect(await shelf()).toEqual(before);
    expect(await auditLines(who.label)).toEqual([]);
    expect(progress[0]).toBe('checking');
    const landed = await importAsStaff(db(), who, { kind: 'stock', text });
    expect(landed).toMatchObject({ ok: true, dryRun: false });
    expect(await shelf()).toEqual([{ quantity: 17 }]);
    expect(await auditLines(who.label)).toEqual([{ action: 'stock.import', entity_type: 'import', entity_id: 'stock', before: null, after: { kind: 'stock', bytes: Buffer.byteLength(text), counts: landed.counts } }]);
  });
});
