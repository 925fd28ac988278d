import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { seedRuns } from './schema';

/** Set by a catalogue import: from then on the operator's catalogue is never replaced by the demo. */
export const CATALOG_IMPORTED = 'catalog-import';

export async function markCatalogImported(executor: Executor): Promise<void> {
  const completedAt = new Date();
  await executor
    .insert(seedRuns)
    .values({ name: CATALOG_IMPORTED, version: completedAt.toISOString(), completedAt })
    .onConflictDoUpdate({ target: seedRuns.name, set: { version: completedAt.toISOString(), completedAt } });
}

export async function catalogWasImported(executor: Executor): Promise<boolean> {
  const [row] = await executor.select({ name: seedRuns.name }).from(seedRuns).where(eq(seedRuns.name, CATALOG_IMPORTED));
  return !!row;
}
