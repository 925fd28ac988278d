import { Client } from 'pg';
import { afterAll, inject } from 'vitest';

/**
 * Each integration test file gets its own database, cloned from the migrated template,
 * and the app's pool and caches start empty.
 */
const adminUrl = inject('pgAdminUrl');
const database = `test_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`;

const admin = new Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${database} TEMPLATE storefront_test_template`);
await admin.end();

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
});
