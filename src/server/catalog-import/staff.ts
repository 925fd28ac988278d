import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/markets';
import type { Database, Executor } from '@/server/db/client';
import { recordAudit } from '@/server/audit/audit';
import { brandAndPartTypeLabels } from '@/server/catalog/names';
import { POSITION_NAMES } from '@/server/catalog/positions';
import { productBySkuRow, PRICE_CURRENCIES, writePrice, writeProductFields, type PriceRow, type StaffProduct } from '@/server/catalog/staff';
import { cache } from '@/server/platform/cache';
import { domainError } from '@/server/platform/domain-error';
import { pageTags } from '@/server/platform/page-cache';
import { invalidatePageTags } from '@/server/platform/page-cache-channel';
import { refreshSearchDocuments } from '@/server/search/refresh';
import { authorize, type Actor } from '@/server/staff/actor';
import { addApplications, type ApplicationWrite } from '@/server/vehicles/fitment';
import { applicationsOfProducts, deleteApplications } from '@/server/vehicles/fitment-import';
import { listEngines, resolveVehicle } from '@/server/vehicles/service';
import { IMPORT_KINDS, importCatalog, type ImportKind, type ImportResult } from './run';

/**
 * The back office's catalogue writes (issue 23, decision 055): a product's names, description and
 * brand; its price in one market's price list; its fitment; and the CSV, ACES and PIES imports run
 * from the browser. Each is one row of an import in effect, so it lives beside the import's run:
 * it authorises the staff member, writes through the owning module, refreshes the product's search
 * documents, writes its audit line with the values before and after, and drops the cached pages
 * that show the product (its page and the shelves it is on, decision 040) when it commits.
 */

const Localized = z.object(Object.fromEntries(LOCALES.map((l) => [l, z.string().trim().max(200)])) as Record<(typeof LOCALES)[number], z.ZodString>);
const LocalizedDescription = z.object(Object.fromEntries(LOCALES.map((l) => [l, z.string().trim().max(4000)])) as Record<(typeof LOCALES)[number], z.ZodString>);

export const UpdateProductInput = z.object({
  sku: z.string().trim().min(1).max(80),
  title: Localized.refine((t) => t['en-US'].length > 0, { message: 'titleRequired', path: ['en-US'] }),
  description: LocalizedDescription,
  brandId: z.number().int().positive(),
});
export type UpdateProductInput = z.infer<typeof UpdateProductInput>;

/** The largest price a row may carry, in minor units (R$ 10,000,000.00): a typo guard. */
export const MAX_PRICE_MINOR = 1_000_000_000;
const Minor = z.number().int().min(0).max(MAX_PRICE_MINOR);

export const SetPriceInput = z
  .object({
    sku: z.string().trim().min(1).max(80),
    currency: z.enum(PRICE_CURRENCIES),
    regular: Minor.refine((n) => n > 0, { message: 'pricePositive' }),
    sale: Minor.nullable().default(null),
    coreCharge: Minor.default(0),
  })
  .refine((p) => p.sale === null || p.sale < p.regular, { message: 'saleBelowRegular', path: ['sale'] });
export type SetPriceInput = z.input<typeof SetPriceInput>;

export const FitmentAddInput = z.object({
  sku: z.string().trim().min(1).max(80),
  year: z.number().int().min(1900).max(2100),
  makeId: z.number().int().positive(),
  modelId: z.number().int().positive(),
  engineId: z.number().int().positive().nullable().default(null),
  position: z.string().trim().max(40).nullable().default(null),
  qualifier: z.string().trim().max(200).nullable().default(null),
  quantity: z.number().int().min(1).max(99).default(1),
});
export type FitmentAddInput = z.input<typeof FitmentAddInput>;

async function product(executor: Executor, sku: string): Promise<StaffProduct> {
  const found = await productBySkuRow(executor, sku);
  if (!found) throw domainError('notFound', 'PRODUCT_NOT_FOUND', 'ops.catalog.errors.productNotFound', 'There is no product with this SKU', { sku });
  return found;
}

/** After a change to one product, in its transaction: its search documents, and its cached pages and the listings that may show it. */
async function changed(tx: Executor, productId: number, listingTag: string): Promise<void> {
  await refreshSearchDocuments(tx, [productId]);
  await invalidatePageTags(tx, [pageTags.product(productId), listingTag]);
}

/** Change a product's names, descriptions (every locale) and brand. */
export async function updateProduct(database: Database, actor: Actor, input: UpdateProductInput): Promise<StaffProduct> {
  const data = UpdateProductInput.parse(input);
  await authorize(actor, 'catalog.write', {}, { type: 'product', id: data.sku });
  const saved = await database.transaction(async (tx) => {
    const before = await product(tx, data.sku);
    await writeProductFields(tx, before.id, { title: data.title, description: data.description, brandId: data.brandId });
    const after = (await productBySkuRow(tx, data.sku))!;
    await recordAudit(tx, actor, {
      action: 'product.update',
      entityType: 'product',
      entityId: data.sku,
      before: { title: before.title, description: before.description, brandId: before.brandId, brand: before.brand },
      after: { title: after.title, description: after.description, brandId: after.brandId, brand: after.brand },
    });
    await changed(tx, before.id, pageTags.listings);
    return after;
  });
  await cache.deleteByPrefix('catalog:');
  return saved;
}

/** Set a product's price in one market (regular, sale, core charge, in minor units). */
export async function setPrice(database: Database, actor: Actor, input: SetPriceInput): Promise<PriceRow> {
  const data = SetPriceInput.parse(input);
  await authorize(actor, 'prices.write', {}, { type: 'price', id: `${data.sku}:${data.currency}` });
  const price: PriceRow = { currency: data.currency, regular: data.regular, sale: data.sale, coreCharge: data.coreCharge };
  await database.transaction(async (tx) => {
    const before = await product(tx, data.sku);
    await writePrice(tx, before.id, price);
    const old = before.prices.find((p) => p.currency === data.currency) ?? null;
    await recordAudit(tx, actor, { action: 'price.set', entityType: 'price', entityId: `${data.sku}:${data.currency}`, before: old, after: price });
    // Its page, its cards on every shelf and search page (their tag is the product's), and the listings sorted or filtered by price.
    await changed(tx, before.id, pageTags.priceListings);
  });
  await cache.deleteByPrefix('catalog:');
  return price;
}

export interface FitmentLine {
  id: number;
  vehicle: string;
  baseVehicleId: number;
  engineId: number | null;
  position: string | null;
  qualifier: string | null;
  quantity: number;
}

/** A product's applications, each with its vehicle in words ("2015 Toyota Camry 2.5L L4"). */
export async function productFitment(executor: Executor, actor: Actor, sku: string): Promise<FitmentLine[]> {
  await authorize(actor, 'catalog.read');
  const found = await product(executor, sku);
  const applications = await applicationsOfProducts(executor, [found.id]);
  const lines = await Promise.all(
    applications.map(async (a) => {
      const vehicle = await resolveVehicle(executor, { baseVehicleId: a.baseVehicleId, engineId: a.engineId ?? undefined, submodelId: a.submodelId ?? undefined });
      return { id: a.id, vehicle: vehicle?.name ?? `#${a.baseVehicleId}`, baseVehicleId: a.baseVehicleId, engineId: a.engineId, position: a.position, qualifier: a.qualifier, quantity: a.quantity };
    }),
  );
  return lines.sort((a, b) => a.vehicle.localeCompare(b.vehicle) || a.id - b.id);
}

/**
 * The catalogue's own names, in the staff member's language, of a product's part type and of the
 * positions its fitment names ("Jogo de pastilhas de freio", "Dianteira"), as the storefront shows
 * them (English, then the name as stored, where a language has none).
 */
export async function catalogNamesForStaff(executor: Executor, actor: Actor, input: { partTypeId: number; positions: readonly (string | null)[] }, locale: Locale): Promise<{ partType: string | null; positions: Record<string, string> }> {
  await authorize(actor, 'catalog.read');
  const { partTypes } = await brandAndPartTypeLabels(executor, [], [input.partTypeId], locale);
  const positions = Object.fromEntries(input.positions.filter((p): p is string => !!p).map((p) => [p, POSITION_NAMES[p]?.[locale] ?? p]));
  return { partType: partTypes.get(input.partTypeId) ?? null, positions };
}

/** Add an application: the product fits this year, make and model (and engine, when given). */
export async function addFitment(database: Database, actor: Actor, input: FitmentAddInput): Promise<void> {
  const data = FitmentAddInput.parse(input);
  await authorize(actor, 'catalog.write', {}, { type: 'product', id: data.sku });
  const choice = await listEngines(database, data.year, data.makeId, data.modelId);
  if (!choice) throw domainError('malformed', 'UNKNOWN_VEHICLE', 'ops.catalog.errors.unknownVehicle', 'There is no such vehicle');
  if (data.engineId !== null && !choice.engines.some((e) => e.id === data.engineId)) throw domainError('malformed', 'UNKNOWN_ENGINE', 'ops.catalog.errors.unknownVehicle', 'That engine is not one of this vehicle’s');
  await database.transaction(async (tx) => {
    const found = await product(tx, data.sku);
    const row: ApplicationWrite = { productId: found.id, partTypeId: found.partTypeId, baseVehicleId: choice.baseVehicleId, engineId: data.engineId, position: data.position || null, qualifier: data.qualifier || null, quantity: data.quantity };
    const existing = await applicationsOfProducts(tx, [found.id]);
    if (existing.some((a) => a.baseVehicleId === row.baseVehicleId && (a.engineId ?? null) === row.engineId && (a.position ?? null) === row.position && (a.qualifier ?? null) === row.qualifier)) {
      throw domainError('conflict', 'FITMENT_EXISTS', 'ops.catalog.errors.fitmentExists', 'The product already fits this vehicle');
    }
    await addApplications(tx, [row]);
    await recordAudit(tx, actor, { action: 'fitment.add', entityType: 'product', entityId: data.sku, before: null, after: { baseVehicleId: row.baseVehicleId, engineId: row.engineId, position: row.position, qualifier: row.qualifier, quantity: row.quantity } });
    await changed(tx, found.id, pageTags.listings);
  });
  await cache.deleteByPrefix('catalog:');
}

/** Remove one of a product's applications (by its id). */
export async function removeFitment(database: Database, actor: Actor, input: { sku: string; applicationId: number }): Promise<void> {
  const { sku, applicationId } = z.object({ sku: z.string().trim().min(1).max(80), applicationId: z.number().int().positive() }).parse(input);
  await authorize(actor, 'catalog.write', {}, { type: 'product', id: sku });
  await database.transaction(async (tx) => {
    const found = await product(tx, sku);
    const application = (await applicationsOfProducts(tx, [found.id])).find((a) => a.id === applicationId);
    if (!application) throw domainError('notFound', 'FITMENT_NOT_FOUND', 'ops.catalog.errors.fitmentNotFound', 'The product has no such application');
    await deleteApplications(tx, [applicationId]);
    await recordAudit(tx, actor, { action: 'fitment.remove', entityType: 'product', entityId: sku, before: { ...application, id: undefined, productId: undefined }, after: null });
    await changed(tx, found.id, pageTags.listings);
  });
  await cache.deleteByPrefix('catalog:');
}

export const StaffImportInput = z.object({
  kind: z.enum(IMPORT_KINDS),
  text: z.string(),
  dryRun: z.boolean().default(false),
});
export type StaffImportInput = z.input<typeof StaffImportInput>;

/** What an import reports as it goes: its phase, and for a long write how far it is. */
export interface ImportProgress {
  phase: 'checking' | 'writing';
  done?: number;
  total?: number;
}

/**
 * An import from the browser, the admin API or `npm run import:catalog`: a stock file needs `inventory.import`, any other
 * `catalog.import`. The same checks as the command (every bad row listed with its reason; nothing
 * written while one is bad; a dry run writes nothing); a landed import writes one audit line
 * (`catalog.import` or `stock.import`) with its kind, rows and counts, in its transaction.
 */
export async function importAsStaff(database: Database, actor: Actor, input: StaffImportInput, progress: (p: ImportProgress) => void = () => {}): Promise<ImportResult> {
  const { kind, text, dryRun } = StaffImportInput.parse(input);
  await authorize(actor, kind === 'stock' ? 'inventory.import' : 'catalog.import', {}, { type: 'import', id: kind });
  progress({ phase: 'checking' });
  const action = kind === 'stock' ? 'stock.import' : 'catalog.import';
  return importCatalog(database, kind as ImportKind, text, {
    dryRun,
    progress: (line) => {
      const m = /([\d,]+) of ([\d,]+)/.exec(line);
      progress(m ? { phase: 'writing', done: Number(m[1]!.replaceAll(',', '')), total: Number(m[2]!.replaceAll(',', '')) } : { phase: 'checking' });
    },
    withWrite: (tx, counts) => recordAudit(tx, actor, { action, entityType: 'import', entityId: kind, before: null, after: { kind, bytes: Buffer.byteLength(text), counts } }),
  });
}
