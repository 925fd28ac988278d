import type { Executor } from '@/server/db/client';
import { existingStockLevels, stockLocations, writeStockLevels, type StockLevel } from '@/server/inventory/levels';
import type { StockDraft } from './drafts';
import { productIdsBySku } from './prices';
import type { Counts, Problems } from './report';
import { said, type At } from './wordings';

/**
 * Stock per distribution centre (ship to home) and per store (pick up today), upserted by the
 * inventory module. A distribution centre must be one the storefront ships from (the
 * distribution_centres table); a store must be one of the stores.
 */
export interface StockPlan {
  dc: { productId: number; location: string; quantity: number }[];
  store: { productId: number; location: string; quantity: number }[];
  preview: Counts;
}

export async function planStock(executor: Executor, drafts: StockDraft[], problems: Problems): Promise<StockPlan> {
  const locations = await stockLocations(
    executor,
    drafts.filter((d) => d.locationType === 'store').map((d) => d.location),
  );
  const knownDcs = locations.distributionCentres;
  const firstAt = new Map<string, At>();
  for (const d of drafts) {
    if (d.locationType === 'dc' && !knownDcs.includes(d.location)) problems.add(d.at, said('centreUnknown', { value: d.location, allowed: knownDcs.join(', ') }));
    const key = `${d.sku}\u0000${d.locationType}\u0000${d.location}`;
    const seen = firstAt.get(key);
    if (seen) problems.add(d.at, said('stockTwice', { sku: d.sku, type: d.locationType, location: d.location, at: seen }));
    else firstAt.set(key, d.at);
  }
  for (const d of drafts) {
    if (d.locationType === 'store' && !locations.stores.has(d.location)) problems.add(d.at, said('storeUnknown', { value: d.location }));
  }
  const ids = await productIdsBySku(executor, drafts, problems);
  const known = drafts.filter((d) => ids.has(d.sku));
  const row = (d: StockDraft) => ({ productId: ids.get(d.sku)!, location: d.location, quantity: d.quantity });
  const plan: StockPlan = { dc: known.filter((d) => d.locationType === 'dc').map(row), store: known.filter((d) => d.locationType === 'store').map(row), preview: {} };
  const updated = await existingStockLevels(executor, levelsOf(plan));
  plan.preview = { inserted: plan.dc.length + plan.store.length - updated, updated };
  return plan;
}

function levelsOf(plan: StockPlan): StockLevel[] {
  return [...plan.dc.map((r) => ({ ...r, locationType: 'dc' as const })), ...plan.store.map((r) => ({ ...r, locationType: 'store' as const }))];
}

export async function writeStock(executor: Executor, plan: StockPlan, progress: (line: string) => void): Promise<Counts> {
  return writeStockLevels(executor, levelsOf(plan), (written, total) => progress(`stock: ${written.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} written`));
}
