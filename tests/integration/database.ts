import { Client } from 'pg';
import { afterAll, inject } from 'vitest';

/**
 * Each integration test file gets its own database, cloned from the migrated template,
 * and the app's pool and caches start empty. The clone copies the template's files
 * (STRATEGY FILE_COPY) rather than writing every page through the WAL as PostgreSQL's default
 * does: the template holds the real vehicle and store-stock data (about 200 MB), and the WAL way
 * wrote it twice per file. The clone is dropped when the file is done.
 */
const adminUrl = inject('pgAdminUrl');
const database = `test_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`;

async function asAdmin(sql: string) {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

await asAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await asAdmin(`CREATE DATABASE ${database} TEMPLATE storefront_test_template STRATEGY FILE_COPY`);

const url = new URL(adminUrl);
url.pathname = `/${database}`;
process.env.DATABASE_URL = url.toString();

const globals = globalThis as Record<string, unknown>;
delete globals.__storefrontPool;
delete globals.__storefrontDb;
delete globals.__storefrontCache;

afterAll(async () => {
  const pool = globals.__storefrontPool as { end: () => Promise<void> } | undefined;
  await pool?.end();
  delete globals.__storefrontPool;
  delete globals.__storefrontDb;
  await asAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});
