import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_IDLE_CLOSE_MS, closeIdleConversations, shopperSays, startConversation } from '@/server/chat/conversations';
import { chatConversations, chatEvents } from '@/server/chat/schema';
import { db } from '@/server/db/client';
import { JOBS_SCHEMA } from '@/server/platform/job-queue';
import { deadLetterQueue, JOB_DEFINITIONS, runJobNow, UnknownJobError, type JobDefinition } from './definitions';
import { jobsReport, retryJob, startJobs, type RunningJobs } from './queue';
import { formatJobsReport } from './report-text';
import { GET as report } from '../../app/api/admin/jobs/route';
import { POST as runRoute } from '../../app/api/admin/jobs/[name]/run/route';
import { POST as retryRoute } from '../../app/api/admin/jobs/retry/[id]/route';

const TOKEN = vi.hoisted(() => (process.env.ADMIN_API_TOKEN = 'admin-token-for-jobs-tests'));

/**
 * The job queue on the real PostgreSQL (pg-boss in the schema `pgboss` of this file's database):
 * two bosses on one database stand for two server instances.
 */

const url = () => process.env.DATABASE_URL!;
/** pg-boss's clocks, shortened: look at the schedules every second, move scheduled jobs every second. */
const FAST = { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 } as const;

const running: RunningJobs[] = [];
afterEach(async () => {
  for (const jobs of running.splice(0)) await jobs.stop(1_000);
});

async function start(definitions: JobDefinition[]): Promise<RunningJobs> {
  const jobs = await startJobs(url(), { definitions, boss: FAST });
  running.push(jobs);
  return jobs;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function definition(name: string, run: JobDefinition['run'], overrides: Partial<JobDefinition> = {}): JobDefinition {
  return { name, description: name, cron: '0 0 1 1 *', retryLimit: 2, retryDelay: 1, expireInSeconds: 60, pollingIntervalSeconds: 0.5, run, ...overrides };
}

async function jobsIn(jobs: RunningJobs, queue: string): Promise<{ id: string; state: string; retry_count: number; output: unknown }[]> {
  const { rows } = await jobs.boss.getDb().executeSql(`SELECT id, state, retry_count, output FROM ${JOBS_SCHEMA}.job WHERE name = $1 ORDER BY created_on`, [queue]);
  return rows;
}

/** A cron that matches this very minute (UTC) and not again for a day: pg-boss sends a job for it while the minute lasts. */
async function cronForThisMinute(): Promise<string> {
  // Too close to the minute's end: wait for the next one, so the schedule is seen inside its minute.
  if (new Date().getUTCSeconds() > 45) await sleep((61 - new Date().getUTCSeconds()) * 1000);
  const now = new Date();
  return `${now.getUTCMinutes()} ${now.getUTCHours()} * * *`;
}

describe('the job queue', () => {
  it('runs a scheduled job once across two instances', async () => {
    const runs = { first: 0, second: 0 };
    const cron = await cronForThisMinute();
    const first = await start([definition('test-scheduled', async () => ({ run: ++runs.first }), { cron })]);
    const second = await start([definition('test-scheduled', async () => ({ run: ++runs.second }), { cron })]);
    await expect.poll(() => runs.first + runs.second, { timeout: 30_000, interval: 200 }).toBe(1);
    // Both instances look at the schedules every second: give each several more looks within the minute.
    await sleep(4_000);
    expect(runs.first + runs.second).toBe(1);
    const jobs = await jobsIn(first, 'test-scheduled');
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ state: 'completed', output: { run: 1 } });
    expect((await jobsReport(second.boss, [])).schedules).toContainEqual({ name: 'test-scheduled', cron, timezone: 'UTC' });
    // Its own waits (up to 16 s for the next minute, 30 s of polling, 4 s more) exceed the default 20 s.
  }, 60_000);

  it('retries a failing job with growing waits, then keeps it as a dead letter that an operator can retry', async () => {
    const attempts: number[] = [];
    let healthy = false;
    const failing = definition('test-failing', async () => {
      attempts.push(Date.now());
      if (!healthy) throw new Error(`the warehouse did not answer (attempt ${attempts.length})`);
      return { done: 1 };
    });
    const jobs = await start([failing]);
    await jobs.boss.send('test-failing', { order: 'R-1001' });

    await expect.poll(async () => (await jobsReport(jobs.boss, [failing])).deadLetters.length, { timeout: 30_000, interval: 250 }).toBe(1);
    // The first attempt and its two retries, then no more.
    expect(attempts).toHaveLength(3);
    const [failed] = await jobsIn(jobs, 'test-failing');
    expect(failed).toMatchObject({ state: 'failed', retry_count: 2, output: { message: 'the warehouse did not answer (attempt 3)' } });
    // Back-off: the retry delay is 1 s; pg-boss waits at least 1 s, then at least 2 s (it adds up to as much again at random).
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1_900);

    const report = await jobsReport(jobs.boss, [failing]);
    const [dead] = report.deadLetters;
    expect(dead).toMatchObject({ queue: deadLetterQueue('test-failing'), data: { order: 'R-1001' }, error: 'the warehouse did not answer (attempt 3)' });
    expect(report.failures).toContainEqual(expect.objectContaining({ id: failed!.id, queue: 'test-failing', state: 'failed' }));
    expect(report.queues.find((q) => q.name === 'test-failing')).toMatchObject({ deadLetter: deadLetterQueue('test-failing'), retryLimit: 2, counts: expect.objectContaining({ failed: 1 }) });

    // What the operators' command prints shows the same.
    const text = formatJobsReport(report);
    expect(text).toMatch(/^ {2}test-failing\s+0\s+0\s+0\s+0\s+0\s+1 /m);
    expect(text).toMatch(/^ {2}test-failing-dead\s+1\s+0\s+0\s+0\s+0\s+0 /m);
    expect(text).toContain(`${dead!.id}  test-failing-dead`);
    expect(text).toContain('the warehouse did not answer (attempt 3)');

    // Retried once the cause is fixed: a new job with the same data runs, and the dead letter is gone.
    healthy = true;
    const retried = await retryJob(jobs.boss, dead!.id, [failing]);
    expect(retried).toMatchObject({ retried: 'deadLetter', queue: 'test-failing' });
    await expect.poll(async () => (await jobsIn(jobs, 'test-failing')).find((j) => j.id === retried.jobId)?.state, { timeout: 15_000, interval: 250 }).toBe('completed');
    expect((await jobsReport(jobs.boss, [failing])).deadLetters).toEqual([]);
    await expect(retryJob(jobs.boss, dead!.id, [failing])).rejects.toThrow(/no job/);
    // The job failed for good can be put back to retry too; a completed one cannot.
    expect(await retryJob(jobs.boss, failed!.id, [failing])).toEqual({ retried: 'failed', queue: 'test-failing', jobId: failed!.id });
    await expect.poll(async () => (await jobsIn(jobs, 'test-failing')).find((j) => j.id === failed!.id)?.state, { timeout: 15_000, interval: 250 }).toBe('completed');
    await expect(retryJob(jobs.boss, failed!.id, [failing])).rejects.toThrow(/is completed, not failed/);
    // Its waits (three attempts with random back-off, 30 s of polling, 15 s for the retry) exceed the default 20 s.
  }, 60_000);

  it('runs a job now by its name, outside the queue', async () => {
    expect(await runJobNow('expired-card-tokens', db())).toEqual({ deleted: expect.any(Number) });
    expect(await runJobNow('idle-chats', db())).toEqual({ closed: expect.any(Number) });
    await expect(runJobNow('no-such-job', db())).rejects.toBeInstanceOf(UnknownJobError);
  });

  it('declares every store job with a schedule and a dead-letter queue', async () => {
    const jobs = await start(JOB_DEFINITIONS.map((d) => ({ ...d, cron: '0 0 1 1 *' })));
    const report = await jobsReport(jobs.boss);
    for (const job of JOB_DEFINITIONS) {
      expect(report.queues.find((q) => q.name === job.name)).toMatchObject({ deadLetter: deadLetterQueue(job.name), retryLimit: job.retryLimit, description: job.description });
      expect(report.queues.map((q) => q.name)).toContain(deadLetterQueue(job.name));
      expect(report.schedules.map((s) => s.name)).toContain(job.name);
    }
  });
});

describe('the idle-chats job', () => {
  it('closes chats with nothing said for a day, once even when it runs twice at once, and leaves the others', async () => {
    const now = new Date();
    const long = new Date(now.getTime() - CHAT_IDLE_CLOSE_MS - 60_000);
    const start = (name: string) => startConversation(db(), { locale: 'en-US', name, email: null, topic: null, userId: null });
    const { conversation: idle } = await start('Ana');
    const { conversation: talking } = await start('Bea');
    const { conversation: fresh } = await start('Caro');
    await shopperSays(db(), idle.id, 'hello?');
    await shopperSays(db(), talking.id, 'first');
    await db().update(chatConversations).set({ createdAt: long }).where(eq(chatConversations.id, idle.id));
    await db().update(chatConversations).set({ createdAt: long }).where(eq(chatConversations.id, talking.id));
    await db().update(chatEvents).set({ createdAt: long }).where(eq(chatEvents.conversationId, idle.id));
    // `talking` is old, but its shopper wrote a moment ago.

    const closed = await Promise.all([closeIdleConversations(db(), now), closeIdleConversations(db(), now)]);
    expect(closed[0]! + closed[1]!).toBe(1);
    const status = async (id: string) => (await db().select().from(chatConversations).where(eq(chatConversations.id, id)))[0]!.status;
    expect(await status(idle.id)).toBe('closed');
    expect(await status(talking.id)).toBe('waiting');
    expect(await status(fresh.id)).toBe('waiting');
    const events = await db().select().from(chatEvents).where(eq(chatEvents.conversationId, idle.id));
    expect(events.filter((e) => e.kind === 'closed')).toEqual([expect.objectContaining({ sender: 'system' })]);
  });
});

describe('the admin API of the jobs', () => {
  const call = (handler: (request: NextRequest, context: never) => Promise<Response>, path: string, params: object, token: string | null = TOKEN) =>
    handler(new NextRequest(`http://localhost:3000${path}`, { method: path.endsWith('/jobs') ? 'GET' : 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} }), { params: Promise.resolve(params) } as never);

  it('answers the operators’ token only', async () => {
    expect((await call(report, '/api/admin/jobs', {}, null)).status).toBe(401);
    expect((await call(runRoute, '/api/admin/jobs/idle-chats/run', { name: 'idle-chats' }, 'wrong-token')).status).toBe(401);
  });

  it('reports the queues, runs a job now and refuses what it cannot retry', async () => {
    await (await start(JOB_DEFINITIONS.map((d) => ({ ...d, cron: '0 0 1 1 *' })))).boss.send('expired-card-tokens', {});
    const answered = await call(report, '/api/admin/jobs', {});
    expect(answered.status).toBe(200);
    const body = (await answered.json()) as { queues: { name: string }[]; schedules: unknown[]; failures: unknown[]; deadLetters: unknown[] };
    expect(body.queues.map((q) => q.name)).toEqual(expect.arrayContaining(JOB_DEFINITIONS.map((d) => d.name)));
    expect(body).toMatchObject({ schedules: expect.any(Array), failures: expect.any(Array), deadLetters: expect.any(Array) });

    const ran = await call(runRoute, '/api/admin/jobs/expired-card-tokens/run', { name: 'expired-card-tokens' });
    expect(ran.status).toBe(200);
    expect(await ran.json()).toEqual({ job: 'expired-card-tokens', result: { deleted: expect.any(Number) } });
    expect((await call(runRoute, '/api/admin/jobs/nothing/run', { name: 'nothing' })).status).toBe(404);
    expect((await call(retryRoute, '/api/admin/jobs/retry/x', { id: 'not-an-id' })).status).toBe(409);
    expect((await call(retryRoute, '/api/admin/jobs/retry/x', { id: '00000000-0000-4000-8000-000000000000' })).status).toBe(409);
  });
});
