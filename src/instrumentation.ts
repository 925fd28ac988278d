/**
 * At boot: the environment is read and checked once, so a missing SITE_URL or shared secret in
 * production stops the server rather than a request. `next start` only logs an error thrown
 * here and goes on listening (every request would then fail), so the process ends itself.
 * Then the clean-up sweeps start on their timer (src/server/jobs/sweeps.ts; not under test).
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
  if (env().NODE_ENV !== 'test') {
    const { startSweepTimer } = await import('./server/jobs/sweeps');
    startSweepTimer();
  }
}
