import journal from '@/server/db/migrations/meta/_journal.json';
import { pool } from '@/server/db/client';
import { envVar } from './env';
import { redis } from './redis';
import { shuttingDown } from './shutdown';

/** One round trip to PostgreSQL (GET /api/status): resolves when it answers, throws its error (an outage: database-errors.ts) when not. */
export async function pingDatabase(): Promise<void> {
  await pool().query('select 1');
}

/**
 * The newest migration this build ships: the last entry of drizzle's journal, bundled into the
 * build (not read from the disk, so it is the build's own even where the sources are absent).
 * drizzle's migrator applies a migration when the newest applied one is older than it
 * (`created_at < folderMillis`), so the database is current when its newest `created_at` is this.
 */
export const SHIPPED_MIGRATION: { tag: string; when: number } = (() => {
  const last = journal.entries[journal.entries.length - 1]!;
  return { tag: last.tag, when: last.when };
})();

/** How long each readiness check may take before it counts as down: the balancer checks every few seconds. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

export type DatabaseState = 'up' | 'down';
/** `ahead`: the database has migrations newer than this build (a rolling deploy migrated first); this build still serves. */
export type MigrationsState = 'current' | 'ahead' | 'behind' | 'unknown';
export type RedisState = 'up' | 'down' | 'not configured';

export interface Readiness {
  ready: boolean;
  checks: { process: 'running' | 'shutting down'; database: DatabaseState; migrations: MigrationsState; redis: RedisState };
}

function within<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The database and its migrations in one round trip: the newest migration drizzle recorded, against the build's. */
async function databaseAndMigrations(timeoutMs: number): Promise<{ database: DatabaseState; migrations: MigrationsState }> {
  try {
    const result = await within(pool().query<{ newest: string | null }>('select max(created_at)::text as newest from drizzle.__drizzle_migrations'), timeoutMs);
    const newest = result.rows[0]?.newest == null ? null : Number(result.rows[0].newest);
    if (newest === null) return { database: 'up', migrations: 'behind' };
    return { database: 'up', migrations: newest === SHIPPED_MIGRATION.when ? 'current' : newest > SHIPPED_MIGRATION.when ? 'ahead' : 'behind' };
  } catch (error) {
    // No migrations table (or schema) yet: the database answers, nothing was migrated.
    const code = (error as { code?: unknown }).code;
    if (code === '42P01' || code === '3F000') return { database: 'up', migrations: 'behind' };
    return { database: 'down', migrations: 'unknown' };
  }
}

/** Redis when REDIS_URL is set: connected and answering PING in time. */
async function redisState(timeoutMs: number): Promise<RedisState> {
  if (!envVar('REDIS_URL')) return 'not configured';
  const client = redis();
  if (!client) return 'not configured';
  try {
    if (client.status !== 'ready') {
      // The first check after boot may find the connection still opening.
      let onReady = (): void => {};
      await within(new Promise<void>((resolve) => client.once('ready', (onReady = resolve))), Math.min(timeoutMs, 1_000)).finally(() => client.removeListener('ready', onReady));
    }
    return (await within(client.ping(), timeoutMs)) === 'PONG' ? 'up' : 'down';
  } catch {
    return 'down';
  }
}

/**
 * GET /readyz: whether this instance should take traffic. PostgreSQL answers, its migrations are
 * those of this build (or newer), and the process is not shutting down. Redis (when REDIS_URL is
 * set) is checked and reported but does not make an instance unready: without it the store
 * degrades (each process keeps its own caches and limits, decisions 046 and 047), and a Redis
 * outage failing every instance's check at once would have the balancer take the whole store
 * down. Each check is bounded (READINESS_CHECK_TIMEOUT_MS); they run side by side.
 */
export async function readiness(timeoutMs = READINESS_CHECK_TIMEOUT_MS): Promise<Readiness> {
  const [{ database, migrations }, redisNow] = await Promise.all([databaseAndMigrations(timeoutMs), redisState(timeoutMs)]);
  const process = shuttingDown() ? 'shutting down' : 'running';
  const ready = process === 'running' && database === 'up' && (migrations === 'current' || migrations === 'ahead');
  return { ready, checks: { process, database, migrations, redis: redisNow } };
}
