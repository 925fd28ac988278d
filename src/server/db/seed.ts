import { eq } from 'drizzle-orm';
import { seedContent } from '@/server/content/seed';
import type { Database } from './client';
import { seedRuns } from './seed-runs';

/** Each data set the demo needs, with a version: a new version loads what is missing. */
const SEEDS: { name: string; version: string; run: (db: Database) => Promise<number> }[] = [
  { name: 'content', version: '1', run: (db) => db.transaction((tx) => seedContent(tx)) },
];

export interface SeedReport {
  name: string;
  status: 'loaded' | 'already-loaded';
  rows: number;
}

export async function seedAll(db: Database, log: (line: string) => void = () => {}): Promise<SeedReport[]> {
  const reports: SeedReport[] = [];
  for (const seed of SEEDS) {
    const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, seed.name));
    if (done?.version === seed.version) {
      reports.push({ name: seed.name, status: 'already-loaded', rows: 0 });
      continue;
    }
    log(`Seeding ${seed.name}...`);
    const rows = await seed.run(db);
    await db
      .insert(seedRuns)
      .values({ name: seed.name, version: seed.version })
      .onConflictDoUpdate({ target: seedRuns.name, set: { version: seed.version, completedAt: new Date() } });
    reports.push({ name: seed.name, status: 'loaded', rows });
  }
  return reports;
}
