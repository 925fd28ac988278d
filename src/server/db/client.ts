import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool, type PoolClient } from 'pg';
import { env } from '@/server/platform/env';
import { logger } from '@/server/platform/logger';
import { routeReads } from './read-routing';
/**
 * The database without a schema: every module builds its own queries from its own tables
 * (docs/decisions/070); none uses Drizzle's relational API, which would need them all here.
 */
export type Database = NodePgDatabase;
/** A transaction has the same query API as the database; services take either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

const globalDb = globalThis as unknown as { __storefrontPool?: Pool; __storefrontDb?: Database; __storefrontOpenPools?: Set<Pool>; __storefrontReadPool?: Pool; __storefrontReadDb?: Database };

/**
 * Every pool this process opened and has not ended (on globalThis: Next bundles this module into
 * several chunks): the metrics read their use (platform/metrics.ts), the shutdown ends them.
 */
export function openPools(): Set<Pool> {
  const pools = (globalDb.__storefrontOpenPools ??= new Set<Pool>());
  for (const each of pools) if (each.ending || each.ended) pools.delete(each);
  return pools;
}

/** An idle connection that PostgreSQL closes (a restart, a shutdown) is logged, not fatal. */
function watched(created: Pool): Pool {
  created.on('error', (error) => logger.warn({ err: error }, 'idle database connection closed'));
  openPools().add(created);
  return created;
}

/** End every pool of the process (graceful shutdown, decision 049); the next `db()` opens a new one. */
export async function closePools(): Promise<void> {
  const pools = [...openPools()];
  globalDb.__storefrontOpenPools?.clear();
  delete globalDb.__storefrontPool;
  delete globalDb.__storefrontDb;
  await Promise.allSettled(pools.map((each) => each.end()));
}

export function pool(): Pool {
  return (globalDb.__storefrontPool ??= watched(
    new Pool({
      connectionString: env().DATABASE_URL,
      max: env().DATABASE_POOL_SIZE,
      idleTimeoutMillis: 30_000,
    }),
  ));
}

export function db(): Database {
  return (globalDb.__storefrontDb ??= drizzle(pool()));
}

/**
 * The read replica's pool (DATABASE_READ_URL), sized by DATABASE_READ_POOL_SIZE or as the
 * primary's; its queries are routed (read-routing.ts): to the primary while the replica is out
 * of reach, or behind for a read that must be fresh.
 */
export function readPool(): Pool | null {
  const url = env().DATABASE_READ_URL;
  if (!url) return null;
  if (!globalDb.__storefrontReadPool) {
    const created = watched(
      new Pool({
        connectionString: url,
        max: env().DATABASE_READ_POOL_SIZE ?? env().DATABASE_POOL_SIZE,
        idleTimeoutMillis: 30_000,
        // A replica that does not answer is given up on quickly: its reads go to the primary.
        connectionTimeoutMillis: 2_000,
      }),
    );
    routeReads(created, pool);
    globalDb.__storefrontReadPool = created;
  }
  return globalDb.__storefrontReadPool;
}

/** Ends the read replica's pool (shutdown, tests); the next readDb() makes a new one. */
export async function closeReadPool(): Promise<void> {
  const open = globalDb.__storefrontReadPool;
  delete globalDb.__storefrontReadPool;
  delete globalDb.__storefrontReadDb;
  await open?.end();
}

/**
 * The database for reads that may lag the primary a moment (docs/decisions/050): the read
 * replica when DATABASE_READ_URL is set, else `db()`. The read surfaces of catalog, search,
 * stores and content use it (with-database.ts' `withReadDatabase`); never a transaction, a write,
 * or a read of what the caller may just have written (carts, orders, accounts, rewards,
 * inventory, the garage: they read `db()`).
 */
export function readDb(): Database {
  const replica = readPool();
  if (!replica) return db();
  return (globalDb.__storefrontReadDb ??= drizzle(replica));
}

export function createDatabase(connectionString: string): { db: Database; pool: Pool } {
  const ownPool = watched(new Pool({ connectionString, max: 4 }));
  return { db: drizzle(ownPool), pool: ownPool };
}

/** A connection held for a whole operation: its session and what the session holds (advisory locks). */
export interface DedicatedConnection {
  /** The database over this one connection. */
  db: Database;
  client: PoolClient;
  /** Give the connection back; with an error, it is closed instead (its session's locks go with it). */
  release(error?: Error): void;
}

const dedicatedPools = new WeakMap<Pool, Pool>();

/**
 * A connection of its own, from a second pool beside the database's (same server, same size),
 * for an operation that keeps a session for its whole length (a checkout holding the advisory
 * lock that says it is alive). Holders never take the connections ordinary queries need, so
 * they cannot starve them (nor the gateway's) into a deadlock.
 */
export async function dedicatedConnection(database: Database): Promise<DedicatedConnection> {
  const shared = (database as unknown as { $client?: unknown }).$client;
  if (!(shared instanceof Pool)) throw new Error('dedicatedConnection needs a database over a connection pool');
  let dedicated = dedicatedPools.get(shared);
  if (!dedicated) {
    dedicated = watched(new Pool({ ...shared.options, idleTimeoutMillis: 10_000, allowExitOnIdle: true }));
    dedicatedPools.set(shared, dedicated);
  }
  const client = await dedicated.connect();
  // A connection that dies while held (the server restarted, an operator ended it) must not crash the process: its queries fail instead.
  const onError = (error: Error) => logger.warn({ err: error }, 'a dedicated database connection closed while held');
  client.on('error', onError);
  return {
    db: drizzle(client),
    client,
    release(error?: Error) {
      client.removeListener('error', onError);
      client.release(error ?? false);
    },
  };
}

