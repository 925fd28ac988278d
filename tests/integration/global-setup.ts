import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-db';
import { createDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { seedAll } from '../../src/server/demo/seed';

export const TEMPLATE_DATABASE = 'storefront_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * One PostgreSQL for the run: TEST_DATABASE_URL's server when set, else an embedded
 * throw-away cluster. A template database is migrated and seeded once (content, the real
 * vehicle data); each test file clones it.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  let dataDir: string | undefined;
  if (!adminUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-pg-'));
    const server = await startEmbeddedPostgres({ dataDir, ephemeral: true, port: Number(process.env.TEST_PG_PORT ?? 55432) });
    adminUrl = server.url();
    stop = server.stop;
  }

  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const { db, pool } = createDatabase(withDatabase(adminUrl, TEMPLATE_DATABASE));
  await runMigrations(db);
  await seedAll(db);
  await pool.end();

  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
