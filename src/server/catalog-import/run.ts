import type { Database, Executor } from '@/server/db/client';
import { readAces } from '@/server/catalog/import/aces';
import { planFitment, writeFitment } from '@/server/catalog/import/applications';
import { readCsv } from '@/server/catalog/import/csv';
import { planPrices, writePrices } from '@/server/catalog/import/prices';
import { readPies } from '@/server/catalog/import/pies';
import { planProducts, productsWrittenInThisTransaction as productRowsWritten, writeProducts } from '@/server/catalog/import/products';
import { Problems, type Counts, type Problem } from '@/server/catalog/import/report';
import { markCatalogImported } from '@/server/demo/seed-runs';
import { refreshSearchDocuments } from '@/server/search/refresh';
import { planStock, writeStock } from '@/server/catalog/import/stock';
import { universalMarksWrittenInThisTransaction } from '@/server/vehicles/fitment-import';
import { productsWithStockWrittenInThisTransaction } from '@/server/inventory/levels';
import { cache } from '@/server/platform/cache';
import { pageTags } from '@/server/platform/page-cache';
import { invalidatePageTags } from '@/server/platform/page-cache-channel';

/**
 * `npm run import:catalog -- <kind> <file> [--dry-run]`: read the whole file, check every
 * row (the file alone, then against the database), and only when no row is bad write it
 * all in one transaction. A dry run checks the same and writes nothing.
 */
export const IMPORT_KINDS = ['products', 'prices', 'stock', 'fitment', 'aces', 'pies'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportOptions {
  dryRun?: boolean;
  /** Progress lines for large files (the command prints them to stderr). */
  progress?: (line: string) => void;
  /** Work that stands or falls with the import, in its transaction (the back office's audit line), given what it wrote. */
  withWrite?: (executor: Executor, counts: Counts) => Promise<void>;
}

export interface ImportResult {
  kind: ImportKind;
  ok: boolean;
  dryRun: boolean;
  /** Rows (CSV records, ACES Apps, PIES Items) in the file. */
  rows: number;
  problems: Problem[];
  counts: Counts;
  ms: number;
}

/** A checked plan: what it would do, and how to do it. */
interface Planned {
  preview: Counts;
  write: (executor: Executor, progress: (line: string) => void) => Promise<Counts>;
  /** Products whose search documents change though no row of theirs is written (a universal mark removed). */
  alsoRefresh: number[];
}
type Plan = (executor: Executor, problems: Problems) => Promise<Planned>;

function staged<P extends { preview: Counts }>(
  plan: (executor: Executor, problems: Problems) => Promise<P>,
  write: (executor: Executor, plan: P, progress: (line: string) => void) => Promise<Counts>,
  alsoRefresh: (plan: P) => number[] = () => [],
): Plan {
  return async (executor, problems) => {
    const planned = await plan(executor, problems);
    return { preview: planned.preview, write: (ex, progress) => write(ex, planned, progress), alsoRefresh: alsoRefresh(planned) };
  };
}

function read(kind: ImportKind, text: string): { rows: number; problems: Problems; plan: Plan } {
  switch (kind) {
    case 'products':
    case 'pies': {
      const file = kind === 'pies' ? readPies(text) : readCsv('products', text);
      return { ...file, plan: staged((ex, p) => planProducts(ex, file.drafts, p), writeProducts) };
    }
    case 'prices': {
      const file = readCsv('prices', text);
      return { ...file, plan: staged((ex, p) => planPrices(ex, file.drafts, p), (ex, plan, progress) => writePrices(ex, plan.rows, progress)) };
    }
    case 'stock': {
      const file = readCsv('stock', text);
      return { ...file, plan: staged((ex, p) => planStock(ex, file.drafts, p), writeStock) };
    }
    case 'fitment':
    case 'aces': {
      const file = kind === 'aces' ? readAces(text) : readCsv('fitment', text);
      return { ...file, plan: staged((ex, p) => planFitment(ex, file.drafts, p), writeFitment, (plan) => plan.universalRemove) };
    }
  }
}

class Rejected extends Error {}

/**
 * The products whose rows this transaction wrote (their xmin is its id: the product, its prices,
 * its universal mark), so that the search index refreshes just those, whatever kind of file was
 * imported. Each owning module answers for its own tables.
 */
async function productsWrittenInThisTransaction(executor: Executor): Promise<number[]> {
  const catalogue = await productRowsWritten(executor);
  const universal = await universalMarksWrittenInThisTransaction(executor);
  return [...new Set([...catalogue, ...universal])];
}

/**
 * What an import changes on the pages: the pages of the products it wrote, and the listings
 * whose members or order may change (any listing for products and fitment; those sorted or
 * filtered by price, and deals, for prices; none for stock, which the cards do not show).
 */
export function pageTagsOfImport(kind: ImportKind, productIds: readonly number[]): string[] {
  const listings = kind === 'stock' ? [] : kind === 'prices' ? [pageTags.priceListings] : [pageTags.listings];
  return [...listings, ...new Set(productIds.map(pageTags.product))];
}

export async function importCatalog(db: Database, kind: ImportKind, text: string, options: ImportOptions = {}): Promise<ImportResult> {
  const started = Date.now();
  const progress = options.progress ?? (() => {});
  const dryRun = !!options.dryRun;
  const { rows, problems, plan } = read(kind, text);
  const result = (counts: Counts): ImportResult => ({ kind, ok: problems.size === 0, dryRun, rows, problems: problems.sorted(), counts, ms: Date.now() - started });

  if (problems.size) {
    // Check the good rows against the database too, so that one run lists every problem.
    if (problems.list.every((p) => p.where !== 'line 1' && p.where !== 'file')) await plan(db, problems);
    return result({});
  }
  if (rows > 1000) progress(`${kind}: ${rows.toLocaleString('en-US')} rows read, checking them against the catalogue...`);
  if (dryRun) {
    const planned = await plan(db, problems);
    return result(problems.size ? {} : planned.preview);
  }
  try {
    const counts = await db.transaction(async (tx) => {
      const planned = await plan(tx, problems);
      if (problems.size) throw new Rejected();
      const counts = await planned.write(tx, progress);
      const written = [...new Set([...(await productsWrittenInThisTransaction(tx)), ...planned.alsoRefresh])];
      await refreshSearchDocuments(tx, written);
      await markCatalogImported(tx);
      await options.withWrite?.(tx, counts);
      // The cached pages that showed what changed, on every server (delivered when this commits: docs/decisions/040).
      await invalidatePageTags(tx, pageTagsOfImport(kind, [...written, ...(await productsWithStockWrittenInThisTransaction(tx))]));
      return counts;
    });
    // The catalogue's cached lists (brands, deals, site map) may hold what changed; search results were dropped by the refresh.
    await cache.deleteByPrefix('catalog:');
    return result(counts);
  } catch (error) {
    if (error instanceof Rejected) return result({});
    throw error;
  }
}
