import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-db';
import { createDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { seedAll } from '../../src/server/demo/seed';
import { ROOT } from './server';

/**
 * A benchmark's own embedded PostgreSQL, kept between runs in `dataDir`, tuned for loading
 * (a benchmark's cluster need not survive a power cut), with a `storefront` database.
 */
export async function startBenchDatabase(dataDir: string, port: number, log: (line: string) => void) {
  log(`PostgreSQL in ${path.relative(ROOT, dataDir)} (kept between runs)...`);
  const server = await startEmbeddedPostgres({ dataDir, port, log });
  const admin = new Client({ connectionString: server.url() });
  await admin.connect();
  try {
    for (const setting of ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off', "max_wal_size = '8GB'"]) await admin.query(`ALTER SYSTEM SET ${setting}`);
    await admin.query('SELECT pg_reload_conf()');
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'storefront'");
    if (!rowCount) await admin.query('CREATE DATABASE storefront');
  } finally {
    await admin.end();
  }
  return { server, url: server.url('storefront') };
}

/**
 * A benchmark's database with the demo data: started (kept between runs), migrated, and seeded
 * with `skus` products when not loaded yet. `db` and `pool` are the caller's to end.
 */
export async function startDemoDatabase(dataDir: string, port: number, skus: number, log: (line: string) => void) {
  process.env.CATALOG_SKUS = String(skus);
  const { server, url } = await startBenchDatabase(dataDir, port, log);
  process.env.DATABASE_URL = url;
  const { db, pool } = createDatabase(url);
  log('Migrating...');
  await runMigrations(db);
  log(`Seeding the demo data (${skus.toLocaleString('en-US')} SKUs) when not loaded yet...`);
  const reports = await seedAll(db, (line) => log(line.trim()));
  return { url, stop: server.stop, db, pool, seeded: reports.map((s) => `${s.name} ${s.status}`).join(', ') };
}
