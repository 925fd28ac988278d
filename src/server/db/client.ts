import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { env } from '@/server/platform/env';
import { logger } from '@/server/platform/logger';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction has the same query API as the database; services take either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

const globalDb = globalThis as unknown as { __storefrontPool?: Pool; __storefrontDb?: Database };

/** An idle connection that PostgreSQL closes (a restart, a shutdown) is logged, not fatal. */
function watched(created: Pool): Pool {
  created.on('error', (error) => logger.warn({ err: error }, 'idle database connection closed'));
  return created;
}

export function pool(): Pool {
  return (globalDb.__storefrontPool ??= watched(
    new Pool({
      connectionString: env().DATABASE_URL,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      idleTimeoutMillis: 30_000,
    }),
  ));
}

export function db(): Database {
  return (globalDb.__storefrontDb ??= drizzle(pool(), { schema }));
}

export function createDatabase(connectionString: string): { db: Database; pool: Pool } {
  const ownPool = watched(new Pool({ connectionString, max: 4 }));
  return { db: drizzle(ownPool, { schema }), pool: ownPool };
}
