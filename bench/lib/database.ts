import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-db';
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
