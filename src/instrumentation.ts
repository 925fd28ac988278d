/**
 * At boot: the environment is read and checked once, so a missing SITE_URL or shared secret in
 * production stops the server rather than a request. `next start` only logs an error thrown
 * here and goes on listening (every request would then fail), so the process ends itself.
 * Then the job queue starts (src/server/jobs, docs/decisions/048: the schedules and a worker per
 * job; not under test, nor with JOBS=off), and its graceful stop is registered for shutdown.
 *
 * Operations (decision 049): traces are exported when OTEL_EXPORTER_OTLP_ENDPOINT is set
 * (platform/tracing.ts, before anything else so Next's own spans have a provider); the metrics
 * registry starts and takes the web server's request timings (platform/metrics.ts); and the
 * graceful shutdown (scripts/server.mjs → platform/shutdown.ts) closes the database pools and
 * Redis after whatever registers later (the jobs), which the reverse order stops first.
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
  await registerOperations();
  if (env().NODE_ENV !== 'test' && env().JOBS === 'on') {
    const { startJobsInServer } = await import('./server/jobs/server');
    // Not awaited: the server serves while the queue starts (a kick before then waits for the every-minute schedule).
    void startJobsInServer(env().DATABASE_URL);
  }
}

async function registerOperations(): Promise<void> {
  const { onShutdown } = await import('./server/platform/shutdown');
  const { startTracing } = await import('./server/platform/tracing');
  const tracing = startTracing();
  // Registered first, so stopped last: the spans of the shutdown's own work are flushed too.
  if (tracing) onShutdown(() => tracing.shutdown(), 'traces');
  const { closePools } = await import('./server/db/client');
  onShutdown(closePools, 'database pools');
  const { closeRedis } = await import('./server/platform/redis');
  onShutdown(closeRedis, 'redis');
  const { startMetrics } = await import('./server/platform/metrics');
  startMetrics();
}
