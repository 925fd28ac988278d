import PgBoss from 'pg-boss';
import { logger } from './logger';

/**
 * The process's handle on the job queue (docs/decisions/048-jobs-on-pg-boss.md): pg-boss, in the
 * schema `pgboss` of DATABASE_URL, which pg-boss creates and migrates itself. The jobs module
 * (src/server/jobs) starts it in the server process and keeps it here; platform code that only
 * needs to send a job (the e-mail outbox's kick) calls `sendJob`, which does nothing in a process
 * that runs no queue (tests, scripts, JOBS=off). Kept on globalThis: Next bundles server code into
 * several chunks, each of which would otherwise hold its own copy of this module.
 */

/** The PostgreSQL schema pg-boss lives in; our migrations and checks leave it alone. */
export const JOBS_SCHEMA = 'pgboss';

interface Holder {
  __redlineJobQueue?: { boss: PgBoss; workers: Map<string, string> } | null;
}
const holder = globalThis as unknown as Holder;

/** A pg-boss on `connectionString` in our schema, its errors logged (not yet started). */
export function newJobQueue(connectionString: string, options: Omit<PgBoss.ConstructorOptions, 'connectionString' | 'schema'> = {}): PgBoss {
  const boss = new PgBoss({ connectionString, schema: JOBS_SCHEMA, application_name: 'redline-jobs', max: 4, ...options });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  return boss;
}

/** The queue this process runs, or null (not started here). */
export function runningJobQueue(): PgBoss | null {
  return holder.__redlineJobQueue?.boss ?? null;
}

/** Record the started queue and its workers' ids by queue name (null: forget it, once stopped). */
export function setRunningJobQueue(boss: PgBoss | null, workers: Map<string, string> = new Map()): void {
  holder.__redlineJobQueue = boss ? { boss, workers } : null;
}

/**
 * Sends a job to `name` on this process's queue and wakes this process's worker for it, so the
 * job starts at once rather than at the worker's next poll (any instance's worker may take it).
 * Its id; null when the queue's policy dropped it (one is already waiting) or no queue runs here.
 */
export async function sendJob(name: string, data: object = {}, options: PgBoss.SendOptions = {}): Promise<string | null> {
  const running = holder.__redlineJobQueue;
  if (!running) return null;
  const id = await running.boss.send(name, data, options);
  const worker = running.workers.get(name);
  if (worker) running.boss.notifyWorker(worker);
  return id;
}
