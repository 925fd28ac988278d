import type PgBoss from 'pg-boss';
import { db, type Database } from '@/server/db/client';
import { JOBS_SCHEMA, newJobQueue, runningJobQueue, setRunningJobQueue } from '@/server/platform/job-queue';
import { logger } from '@/server/platform/logger';
import { deadLetterQueue, JOB_DEFINITIONS, type JobDefinition } from './definitions';

/**
 * The job queue's life in a process (docs/decisions/048-jobs-on-pg-boss.md): `startJobs` (the
 * server, from instrumentation.ts) starts pg-boss, creates each job's queue and its dead-letter
 * queue, writes the schedules and starts a worker per queue; `stop` ends it gracefully (the jobs
 * under way finish first). `jobsReport` and `retryJob` are what operators read and do (the
 * `npm run jobs` command, the /ops/jobs page, the admin API).
 */

export interface StartJobsOptions {
  /** The jobs to run; the store's by default (tests pass their own). */
  definitions?: readonly JobDefinition[];
  /** The database the jobs' work uses; the application's by default. */
  database?: () => Database;
  /** pg-boss's own settings (tests shorten its clocks). */
  boss?: Omit<PgBoss.ConstructorOptions, 'connectionString' | 'schema'>;
  /** Keep it as this process's queue (`sendJob` sends through it): the server does; tests of two "instances" do not. */
  register?: boolean;
}

export interface RunningJobs {
  boss: PgBoss;
  /** The graceful stop: no new job is taken, those under way may finish (up to `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
}

/** Creates (or updates) each job's queue and its dead-letter queue, and writes each schedule. */
async function declareQueues(boss: PgBoss, definitions: readonly JobDefinition[]): Promise<void> {
  for (const job of definitions) {
    const dead = deadLetterQueue(job.name);
    await boss.createQueue(dead, { name: dead, policy: 'standard' });
    const queue: PgBoss.Queue = {
      name: job.name,
      // At most one waiting and one running job per queue: a burst of sends (or a schedule beside a send) is one run.
      policy: 'stately',
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelay,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds,
      deadLetter: dead,
    };
    await boss.createQueue(job.name, queue);
    // A queue made by an older release keeps its row: bring its settings up to date.
    await boss.updateQueue(job.name, queue);
    await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
  }
}

/** A worker per job: it runs the job's work and keeps its answer as the job's output; a throw fails the attempt. */
async function startWorkers(boss: PgBoss, definitions: readonly JobDefinition[], database: () => Database, workers: Map<string, string>): Promise<void> {
  for (const job of definitions) {
    const id = await boss.work(job.name, { batchSize: 1, pollingIntervalSeconds: job.pollingIntervalSeconds }, async ([taken]) => {
      const started = Date.now();
      try {
        const result = await job.run(database());
        if (Object.values(result).some((n) => n !== 0)) logger.info({ job: job.name, jobId: taken?.id, ...result, ms: Date.now() - started }, 'job done');
        return result;
      } catch (error) {
        logger.warn({ err: error, job: job.name, jobId: taken?.id }, 'job failed; the queue retries it');
        throw error;
      }
    });
    workers.set(job.name, id);
  }
}

/** Starts the queue, the schedules and a worker per job in this process. */
export async function startJobs(connectionString: string, options: StartJobsOptions = {}): Promise<RunningJobs> {
  const definitions = options.definitions ?? JOB_DEFINITIONS;
  const database = options.database ?? db;
  const boss = newJobQueue(connectionString, options.boss);
  const workers = new Map<string, string>();
  try {
    await boss.start();
    await declareQueues(boss, definitions);
    await startWorkers(boss, definitions, database, workers);
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw error;
  }
  if (options.register) setRunningJobQueue(boss, workers);
  let stopping: Promise<void> | null = null;
  return {
    boss,
    stop(timeoutMs = 4_000) {
      stopping ??= (async () => {
        if (runningJobQueue() === boss) setRunningJobQueue(null);
        await boss.stop({ graceful: true, timeout: timeoutMs, wait: true });
      })();
      return stopping;
    },
  };
}

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface QueueReport {
  name: string;
  /** The job's description; null for a dead-letter queue or one the store no longer defines. */
  description: string | null;
  deadLetter: string | null;
  retryLimit: number | null;
  retryDelay: number | null;
  counts: Record<JobState, number>;
  lastCompletedAt: Date | null;
}

export interface JobLine {
  id: string;
  queue: string;
  state: JobState;
  retryCount: number;
  retryLimit: number;
  createdAt: Date;
  /** When it failed (or was last retried). */
  at: Date | null;
  /** The error pg-boss kept (its message), or null. */
  error: string | null;
  data: unknown;
}

export interface JobsReport {
  queues: QueueReport[];
  schedules: { name: string; cron: string; timezone: string }[];
  /** The latest failed attempts: jobs waiting for a retry, and jobs failed for good, newest first. */
  failures: JobLine[];
  /** Jobs whose retries all failed, waiting in a dead-letter queue for an operator, newest first. */
  deadLetters: JobLine[];
}

const REPORT_LINES = 20;

function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const message = (output as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  const value = (output as { value?: unknown }).value;
  return typeof value === 'string' ? value : JSON.stringify(output).slice(0, 500);
}

interface JobRow {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  completed_on: Date | null;
  start_after: Date | null;
  output: unknown;
  data: unknown;
}

const jobLine = (row: JobRow): JobLine => ({
  id: row.id,
  queue: row.name,
  state: row.state,
  retryCount: row.retry_count,
  retryLimit: row.retry_limit,
  createdAt: new Date(row.created_on),
  at: row.completed_on ? new Date(row.completed_on) : row.state === 'retry' && row.start_after ? new Date(row.start_after) : null,
  error: errorOf(row.output),
  data: row.data,
});

/** The queues with their jobs counted by state, the schedules, the recent failures and the dead letters. */
export async function jobsReport(boss: PgBoss, definitions: readonly JobDefinition[] = JOB_DEFINITIONS): Promise<JobsReport> {
  const sql = (text: string, values: unknown[] = []) => boss.getDb().executeSql(text, values as never[]);
  const s = JOBS_SCHEMA;
  const queues = await sql(
    `SELECT q.name, q.dead_letter, q.retry_limit, q.retry_delay,
            ${JOB_STATES.map((state) => `count(j.id) FILTER (WHERE j.state = '${state}')::int AS "${state}"`).join(', ')},
            max(j.completed_on) FILTER (WHERE j.state = 'completed') AS last_completed
       FROM ${s}.queue q LEFT JOIN ${s}.job j ON j.name = q.name
      WHERE q.name NOT LIKE '\\_\\_pgboss%'
      GROUP BY q.name, q.dead_letter, q.retry_limit, q.retry_delay
      ORDER BY q.name`,
  );
  const schedules = await boss.getSchedules();
  const deadNames = definitions.map((d) => deadLetterQueue(d.name));
  const failures = await sql(
    `SELECT id, name, state, retry_count, retry_limit, created_on, completed_on, start_after, output, data
       FROM ${s}.job WHERE state IN ('failed', 'retry') AND NOT (name = ANY($1))
      ORDER BY coalesce(completed_on, start_after, created_on) DESC LIMIT ${REPORT_LINES}`,
    [deadNames],
  );
  const dead = await sql(
    `SELECT id, name, state, retry_count, retry_limit, created_on, completed_on, start_after, output, data
       FROM ${s}.job WHERE name = ANY($1) AND state = 'created'
      ORDER BY created_on DESC LIMIT ${REPORT_LINES}`,
    [deadNames],
  );
  return {
    queues: queues.rows.map((row) => ({
      name: row.name,
      description: definitions.find((d) => d.name === row.name)?.description ?? null,
      deadLetter: row.dead_letter ?? null,
      retryLimit: row.retry_limit ?? null,
      retryDelay: row.retry_delay ?? null,
      counts: Object.fromEntries(JOB_STATES.map((state) => [state, Number(row[state] ?? 0)])) as Record<JobState, number>,
      lastCompletedAt: row.last_completed ? new Date(row.last_completed) : null,
    })),
    schedules: schedules
      .map((row) => row as unknown as { name: string; cron: string; timezone?: string })
      .map((row) => ({ name: row.name, cron: row.cron, timezone: row.timezone ?? 'UTC' }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    failures: (failures.rows as JobRow[]).map(jobLine),
    deadLetters: (dead.rows as JobRow[]).map(jobLine),
  };
}

export type RetryOutcome = { retried: 'deadLetter'; queue: string; jobId: string } | { retried: 'failed'; queue: string; jobId: string };

export class JobNotRetryableError extends Error {}

/**
 * Retries a job by its id: a dead letter is sent again to the queue it came from (a new job, with
 * the same data and the queue's retries) and leaves the dead-letter queue; a job failed for good is
 * put back to `retry`. Anything else (unknown, running, done) is refused.
 */
export async function retryJob(boss: PgBoss, id: string, definitions: readonly JobDefinition[] = JOB_DEFINITIONS): Promise<RetryOutcome> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new JobNotRetryableError(`"${id}" is not a job id`);
  const { rows } = await boss.getDb().executeSql(`SELECT name, state, data FROM ${JOBS_SCHEMA}.job WHERE id = $1`, [id]);
  const row = rows[0] as { name: string; state: JobState; data: object | null } | undefined;
  if (!row) throw new JobNotRetryableError(`There is no job ${id} (jobs done long ago are archived)`);
  const source = definitions.find((d) => deadLetterQueue(d.name) === row.name);
  if (source) {
    if (row.state !== 'created') throw new JobNotRetryableError(`Dead letter ${id} was already dealt with (${row.state})`);
    const jobId = await boss.send(source.name, row.data ?? {});
    if (!jobId) throw new JobNotRetryableError(`A ${source.name} job is already waiting: it will do the same work; try again once it has run`);
    await boss.deleteJob(row.name, id);
    return { retried: 'deadLetter', queue: source.name, jobId };
  }
  if (row.state !== 'failed') throw new JobNotRetryableError(`Job ${id} is ${row.state}, not failed`);
  await boss.retry(row.name, id);
  return { retried: 'failed', queue: row.name, jobId: id };
}

/**
 * The queue to read and act on for operators: this process's running one, or else (JOBS=off, a
 * page before the start) one that runs no worker and no schedule, opened once and kept.
 */
export async function operatorsQueue(connectionString: string): Promise<PgBoss> {
  const running = runningJobQueue();
  if (running) return running;
  const holder = globalThis as unknown as { __redlineJobsInspector?: Promise<PgBoss> };
  holder.__redlineJobsInspector ??= (async () => {
    const boss = newJobQueue(connectionString, { supervise: false, schedule: false, max: 2 });
    await boss.start();
    return boss;
  })().catch((error: unknown) => {
    holder.__redlineJobsInspector = undefined;
    throw error;
  });
  return holder.__redlineJobsInspector;
}
