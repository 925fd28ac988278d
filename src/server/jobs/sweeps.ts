import { db, type Database } from '@/server/db/client';
import { releaseStaleHolds } from '@/server/giftcards/service';
import { releaseAbandonedSubmissions } from '@/server/orders/place-order';
import { paymentGateway, type PaymentGateway } from '@/server/payments/gateway';
import { purgeExpiredTokens } from '@/server/payments/tokens';
import { logger } from '@/server/platform/logger';

/**
 * The clean-up jobs (docs/decisions/033): run on a timer in every server process
 * (`startSweepTimer`, from instrumentation.ts), by the operator (`npm run sweeps`) and by the
 * admin API (`POST /api/admin/jobs/sweeps`). Each is safe to run anywhere at any time, in several
 * processes at once: submissions are taken under their lease, holds under their card's lock, and
 * a token deleted twice is deleted once. Until a job runner takes them over (the issue on running
 * on many machines), this is their schedule.
 */

/** How often each server process sweeps. */
export const SWEEP_INTERVAL_MS = 5 * 60_000;
/**
 * A gift-card hold still `held` after this long belongs to no checkout that will finish: a
 * submission's holds are redeemed or released with it, and a dead one's by the abandoned-submission
 * sweep after ABANDONED_SUBMISSION_MS. This catches what neither reached.
 */
export const STALE_GIFT_CARD_HOLD_MS = 60 * 60_000;

/** How many of each a sweep undid; null for one that failed (logged; the next sweep tries again). */
export interface SweepReport {
  abandonedSubmissions: number | null;
  staleGiftCardHolds: number | null;
  expiredTokens: number | null;
}

async function counted(job: keyof SweepReport, run: () => Promise<number>): Promise<number | null> {
  try {
    return await run();
  } catch (error) {
    logger.error({ err: error, job }, 'a sweep failed; the next one tries again');
    return null;
  }
}

/**
 * Every sweep, in this order: checkout submissions abandoned by a dead process (their
 * authorisation voided, their stock and gift-card holds given back), gift-card holds left over,
 * card tokens that expired unused. One failing does not stop the others.
 */
export async function runSweeps(database: Database = db(), gateway: PaymentGateway = paymentGateway(), now = new Date()): Promise<SweepReport> {
  return {
    abandonedSubmissions: await counted('abandonedSubmissions', () => releaseAbandonedSubmissions(gateway, database, now)),
    staleGiftCardHolds: await counted('staleGiftCardHolds', () => releaseStaleHolds(database, new Date(now.getTime() - STALE_GIFT_CARD_HOLD_MS), now)),
    expiredTokens: await counted('expiredTokens', () => purgeExpiredTokens(database, now)),
  };
}

const timers = globalThis as unknown as { __sweepTimer?: NodeJS.Timeout };

/**
 * Sweep every `everyMs` in this process, a sweep at a time (one still running skips its turn);
 * the timer never keeps the process alive. Started once per process; returns how to stop it.
 */
export function startSweepTimer(everyMs = SWEEP_INTERVAL_MS, sweep: () => Promise<SweepReport> = () => runSweeps()): () => void {
  if (timers.__sweepTimer) clearInterval(timers.__sweepTimer);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .then((report) => {
        if (Object.values(report).some((n) => n !== 0)) logger.info({ ...report }, 'sweeps ran');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'the sweeps failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  timers.__sweepTimer = timer;
  return () => {
    clearInterval(timer);
    if (timers.__sweepTimer === timer) timers.__sweepTimer = undefined;
  };
}
