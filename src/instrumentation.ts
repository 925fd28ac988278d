/**
 * At boot: the environment is read and checked once, so a missing SITE_URL or shared secret in
 * production stops the server rather than a request. `next start` only logs an error thrown
 * here and goes on listening (every request would then fail), so the process ends itself.
 * Then the job queue starts (src/server/jobs, docs/decisions/048: the schedules and a worker per
 * job; not under test, nor with JOBS=off), and its graceful stop is registered for shutdown.
 *
 * Before the jobs, the operations start (platform/operations.ts, decision 049): traces, the
 * metrics, and the shutdown's closing of the pools and Redis after the jobs have stopped.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./server/platform/env');
  try {
    env();
  } catch (error) {
    console.error(`[boot] ${error instanceof Error ? error.message : String(error)}; the server will not start.`);
    process.exit(1);
  }
  const { registerOperations } = await import('./server/platform/operations');
  registerOperations();
  if (env().NODE_ENV !== 'test' && env().JOBS === 'on') {
    const { startJobsInServer } = await import('./server/jobs/server');
    // Not awaited: the server serves while the queue starts (a kick before then waits for the every-minute schedule).
    void startJobsInServer(env().DATABASE_URL);
  }
}
