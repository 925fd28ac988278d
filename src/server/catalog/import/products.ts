import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { brands, partTypes, productPrices, products, type LocalizedText, type ProductSpec } from '../schema';
import type { PriceDraft, ProductDraft } from './drafts';
import { writePrices, type PriceWrite } from './prices';
import type { Counts, Problems } from './report';
import { PRODUCT_COLUMNS } from '../product-columns';
import { BATCH_SIZE, chunks, selectIn, upsert } from './sql';
import { localized, slugify, type Warranty } from './values';
import { said, type At, type Reason } from './wordings';

/**
 * Products from a CSV or PIES file: brands found by name (or created, tier standard),
 * part types checked, every SKU upserted with a unique slug. A product keeps its slug (and
 * so its URL) unless the file gives a new one.
 */
interface ProductRow {
  sku: string;
  partNumber: string;
  brandSlug: string;
  partTypeId: number;
  title: LocalizedText;
  description: LocalizedText;
  specs: ProductSpec[];
  position: string | null;
  warranty: string;
  hazardous: boolean;
  slug: string;
}

export interface ProductPlan {
  rows: ProductRow[];
  newBrands: { slug: string; name: string }[];
  deactivate: string[];
  prices: { sku: string; price: PriceDraft }[];
  preview: Counts;
}

type Existing = Omit<ProductRow, 'brandSlug'> & { id: number; brandId: number };

const existingColumns = {
  id: products.id,
  sku: products.sku,
  partNumber: products.partNumber,
  brandId: products.brandId,
  partTypeId: products.partTypeId,
  title: products.title,
  description: products.description,
  specs: products.specs,
  position: products.position,
  warranty: products.warranty,
  hazardous: products.hazardous,
  slug: products.slug,
};

/** Brands by lower-case name and slug; a file's unknown brand names become new brands. */
async function brandResolver(executor: Executor) {
  const all = await executor.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands);
  const byKey = new Map<string, { id?: number; slug: string; name: string }>();
  for (const b of all) {
    byKey.set(b.slug.toLowerCase(), b);
    byKey.set(b.name.toLowerCase(), b);
  }
  const slugs = new Set(all.map((b) => b.slug));
  const created: { slug: string; name: string }[] = [];
  return {
    byId: new Map(all.map((b) => [b.id, b])),
    created,
    find(brand: ProductDraft['brand']): { slug: string } | Reason {
      const found = (brand.name && byKey.get(brand.name.toLowerCase())) || (brand.code && byKey.get(brand.code.toLowerCase()));
      if (found) return found;
      if (!brand.name) return said('brandCodeUnknown', { code: brand.code ?? '' });
      const base = slugify(brand.name) || 'brand';
      let slug = base;
      for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
      slugs.add(slug);
      const made = { slug, name: brand.name };
      created.push(made);
      byKey.set(brand.name.toLowerCase(), made);
      return made;
    },
  };
}

/** Slugs in use by other SKUs, among the candidates. */
async function slugsTaken(executor: Executor, candidates: string[]): Promise<Map<string, string>> {
  const rows = await selectIn(candidates, (piece) => executor.select({ slug: products.slug, sku: products.sku }).from(products).where(inArray(products.slug, piece as string[])));
  return new Map(rows.map((r) => [r.slug, r.sku]));
}

/**
 * The catalogue's part types with what their rows say an imported product gets: the usual
 * warranty when a row gives none, and the names of specification keys. A key the product's
 * own type does not name takes the first part type's (by id) name for it, else the key itself.
 */
async function partTypeDefaults(executor: Executor) {
  const rows = await executor.select({ id: partTypes.id, defaultWarranty: partTypes.defaultWarranty, specNames: partTypes.specNames }).from(partTypes).orderBy(partTypes.id);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const anyType = new Map<string, LocalizedText>();
  for (const r of rows) for (const [key, names] of Object.entries(r.specNames)) if (!anyType.has(key)) anyType.set(key, names);
  return {
    has: (id: number) => byId.has(id),
    warranty: (id: number) => byId.get(id)?.defaultWarranty ?? undefined,
    nameSpecs: (id: number, specs: ProductSpec[]) => specs.map((s) => ({ ...s, names: byId.get(id)?.specNames[s.key] ?? anyType.get(s.key) ?? s.names })),
  };
}

export async function planProducts(executor: Executor, drafts: ProductDraft[], problems: Problems): Promise<ProductPlan> {
  const brandsOf = await brandResolver(executor);
  const types = await partTypeDefaults(executor);

  // The products the file names: by SKU (CSV) or by part number and brand (PIES).
  const bySku = new Map<string, Existing>();
  const byPartNumber = new Map<string, Existing[]>();
  const skus = drafts.flatMap((d) => (d.sku ? [d.sku] : []));
  const partNumbers = drafts.flatMap((d) => (d.sku ? [] : [d.partNumber]));
  for (const p of await selectIn(skus, (piece) => executor.select(existingColumns).from(products).where(inArray(products.sku, piece as string[])))) bySku.set(p.sku, p);
  for (const p of await selectIn(partNumbers, (piece) => executor.select(existingColumns).from(products).where(inArray(products.partNumber, piece as string[])))) {
    byPartNumber.set(p.partNumber, [...(byPartNumber.get(p.partNumber) ?? []), p]);
  }

  const plan: ProductPlan = { rows: [], newBrands: brandsOf.created, deactivate: [], prices: [], preview: {} };
  const firstAt = new Map<string, At>();
  let inserted = 0;
  let updated = 0;
  const pending: { draft: ProductDraft; row: Omit<ProductRow, 'slug'>; existing?: Existing }[] = [];

  for (const draft of drafts) {
    const reasons: Reason[] = [];
    const brand = brandsOf.find(draft.brand);
    if ('text' in brand) {
      problems.add(draft.at, brand);
      continue;
    }
    let existing: Existing | undefined;
    let sku = draft.sku;
    if (sku) existing = bySku.get(sku);
    else {
      existing = (byPartNumber.get(draft.partNumber) ?? []).find((p) => brandsOf.byId.get(p.brandId)?.slug === brand.slug);
      sku = existing?.sku ?? `${brand.slug}-${draft.partNumber}`.toUpperCase();
    }
    const seenAt = firstAt.get(sku);
    if (seenAt) {
      problems.add(draft.at, said('skuTwice', { sku, at: seenAt }));
      continue;
    }
    firstAt.set(sku, draft.at);

    if (draft.deactivate) {
      if (!existing) problems.add(draft.at, said('deleteUnknown', { partNumber: draft.partNumber, brand: brand.slug }));
      else plan.deactivate.push(sku);
      continue;
    }

    const partTypeId = draft.partTypeId ?? existing?.partTypeId;
    if (partTypeId === undefined) reasons.push(said('partTypeNeeded'));
    else if (!types.has(partTypeId)) reasons.push(said('partTypeUnknown', { value: partTypeId }));
    const title = draft.title ?? existing?.title;
    if (!title) reasons.push(said('titleNeeded'));
    const warranty: Warranty | string | undefined = draft.warranty ?? existing?.warranty ?? (partTypeId !== undefined ? types.warranty(partTypeId) : undefined);
    if (!warranty && partTypeId !== undefined && types.has(partTypeId)) reasons.push(said('warrantyMissing', { partType: partTypeId }));
    if (reasons.length || partTypeId === undefined || !title || !warranty) {
      problems.add(draft.at, reasons);
      continue;
    }
    pending.push({
      draft,
      existing,
      row: {
        sku,
        partNumber: draft.partNumber,
        brandSlug: brand.slug,
        partTypeId,
        title,
        description: draft.description ?? existing?.description ?? localized(''),
        specs: draft.specs ? types.nameSpecs(partTypeId, draft.specs) : (existing?.specs ?? []),
        position: draft.position !== undefined ? draft.position : (existing?.position ?? null),
        warranty,
        hazardous: draft.hazardous ?? existing?.hazardous ?? false,
      },
    });
    for (const price of draft.prices ?? []) plan.prices.push({ sku, price });
    if (existing) updated++;
    else inserted++;
  }

  // A SKU made for a new PIES item must not be another product's.
  const made = pending.filter((p) => !p.existing && !p.draft.sku);
  const clashing = new Set((await selectIn(made.map((p) => p.row.sku), (piece) => executor.select({ sku: products.sku }).from(products).where(inArray(products.sku, piece as string[])))).map((r) => r.sku));
  for (const p of made.filter((m) => clashing.has(m.row.sku))) {
    problems.add(p.draft.at, said('skuOtherProduct', { sku: p.row.sku }));
    pending.splice(pending.indexOf(p), 1);
    inserted--;
  }

  // Slugs: a given slug must be free (or already this SKU's); a product without one keeps
  // its own, and a new one gets brand-title-part-number, numbered until it is unique.
  const claimed = new Map<string, string>();
  const given = pending.filter((p) => p.draft.slug);
  const takenGiven = await slugsTaken(executor, given.map((p) => p.draft.slug!));
  const slugs = new Map<string, string>();
  for (const { draft, row } of given) {
    const owner = takenGiven.get(draft.slug!) ?? claimed.get(draft.slug!);
    if (owner && owner !== row.sku) problems.add(draft.at, said('slugTaken', { value: draft.slug!, sku: owner }));
    claimed.set(draft.slug!, row.sku);
    slugs.set(row.sku, draft.slug!);
  }
  for (const { draft, row, existing } of pending) {
    if (!draft.slug && existing) {
      slugs.set(row.sku, existing.slug);
      claimed.set(existing.slug, row.sku);
    }
  }
  let unnamed = pending.filter((p) => !slugs.has(p.row.sku)).map((p) => ({ sku: p.row.sku, base: slugify(`${p.row.brandSlug} ${p.row.title['en-US']} ${p.row.partNumber}`) || slugify(p.row.sku), n: 1 }));
  while (unnamed.length) {
    const candidate = (u: (typeof unnamed)[number]) => (u.n === 1 ? u.base : `${u.base}-${u.n}`);
    const taken = await slugsTaken(executor, unnamed.map(candidate));
    const retry: typeof unnamed = [];
    for (const u of unnamed) {
      const slug = candidate(u);
      if ((taken.has(slug) && taken.get(slug) !== u.sku) || (claimed.has(slug) && claimed.get(slug) !== u.sku)) retry.push({ ...u, n: u.n + 1 });
      else {
        claimed.set(slug, u.sku);
        slugs.set(u.sku, slug);
      }
    }
    unnamed = retry;
  }
  plan.rows = pending.map(({ row }) => ({ ...row, slug: slugs.get(row.sku)! }));
  plan.preview = { inserted, updated };
  if (plan.newBrands.length) plan.preview['brand(s) created'] = plan.newBrands.length;
  if (plan.deactivate.length) plan.preview.deactivated = plan.deactivate.length;
  if (plan.prices.length) plan.preview['price(s) set'] = plan.prices.length;
  return plan;
}


const UPDATE_PRODUCT = [
  ...PRODUCT_COLUMNS.filter((c) => c.name !== 'sku').map((c) => `"${c.name}" = excluded."${c.name}"`),
  '"active" = true',
  '"updated_at" = now()',
].join(', ');

export async function writeProducts(executor: Executor, plan: ProductPlan, progress: (line: string) => void): Promise<Counts> {
  const counts: Counts = { inserted: 0, updated: 0 };
  if (plan.newBrands.length) {
    await executor.insert(brands).values(plan.newBrands.map((b) => ({ slug: b.slug, name: b.name, tier: 'standard' as const })));
    counts['brand(s) created'] = plan.newBrands.length;
  }
  const brandIds = new Map((await executor.select({ id: brands.id, slug: brands.slug }).from(brands)).map((b) => [b.slug, b.id]));
  const ids = new Map<string, number>();
  let written = 0;
  for (const batch of chunks(plan.rows)) {
    const result = await upsert(
      executor,
      'products',
      PRODUCT_COLUMNS,
      batch.map((r) => [r.sku, r.partNumber, brandIds.get(r.brandSlug)!, r.partTypeId, JSON.stringify(r.title), JSON.stringify(r.description), JSON.stringify(r.specs), r.position, r.warranty, r.hazardous, r.slug]),
      ['sku'],
      UPDATE_PRODUCT,
      'id, sku',
    );
    for (const r of result.rows) ids.set(String(r.sku), Number(r.id));
    counts.inserted! += result.inserted;
    counts.updated! += result.updated;
    written += batch.length;
    if (plan.rows.length > BATCH_SIZE) progress(`products: ${written.toLocaleString('en-US')} of ${plan.rows.length.toLocaleString('en-US')} written`);
  }
  if (plan.deactivate.length) {
    for (const batch of chunks(plan.deactivate)) {
      await executor.update(products).set({ active: false, updatedAt: sql`now()` }).where(inArray(products.sku, batch));
    }
    counts.deactivated = plan.deactivate.length;
  }
  if (plan.prices.length) {
    const prices: PriceWrite[] = plan.prices.map(({ sku, price }) => ({ ...price, productId: ids.get(sku)! }));
    const written = await writePrices(executor, prices, progress);
    counts['price(s) inserted'] = written.inserted;
    counts['price(s) updated'] = written.updated;
  }
  return counts;
}

/** The products whose row or prices the current transaction wrote: an import refreshes their search documents. */
export async function productsWrittenInThisTransaction(executor: Executor): Promise<number[]> {
  const rows = await executor.execute<{ id: number }>(sql`
    SELECT ${products.id} AS id FROM ${products} WHERE xmin::text = pg_current_xact_id()::text
    UNION SELECT ${productPrices.productId} FROM ${productPrices} WHERE xmin::text = pg_current_xact_id()::text`);
  return rows.rows.map((r) => Number(r.id));
}
