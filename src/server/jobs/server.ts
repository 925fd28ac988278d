import { logger } from '@/server/platform/logger';
import { onShutdown } from '@/server/platform/shutdown';
import { startJobs } from './queue';

/** The wait before trying to start the queue again after a failure (the database was not there), doubling up to 5 minutes. */
const FIRST_RETRY_MS = 15_000;
const LAST_RETRY_MS = 5 * 60_000;

const holder = globalThis as unknown as { __redlineJobsStarting?: boolean };

/**
 * The server process's job queue (from instrumentation.ts): started once, registered as this
 * process's queue (so an e-mail's kick reaches it), and stopped gracefully on shutdown. A start
 * that fails (the database is away) is logged and tried again later; the server serves meanwhile.
 */
export async function startJobsInServer(connectionString: string, waitMs = FIRST_RETRY_MS): Promise<void> {
  if (holder.__redlineJobsStarting && waitMs === FIRST_RETRY_MS) return;
  holder.__redlineJobsStarting = true;
  try {
    const jobs = await startJobs(connectionString, { register: true });
    onShutdown(() => jobs.stop(), 'jobs');
    logger.info('job queue started: schedules and workers running in this process');
  } catch (error) {
    logger.error({ err: error, retryInMs: waitMs }, 'the job queue did not start; trying again');
    setTimeout(() => void startJobsInServer(connectionString, Math.min(waitMs * 2, LAST_RETRY_MS)), waitMs).unref();
  }
}
