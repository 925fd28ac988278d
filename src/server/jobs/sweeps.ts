import { db, type Database } from '@/server/db/client';
import { releaseStaleHolds } from '@/server/giftcards/service';
import { releaseAbandonedSubmissions } from '@/server/orders/place-order';
import { paymentGateway, type PaymentGateway } from '@/server/payments/gateway';
import { purgeExpiredTokens } from '@/server/payments/tokens';
import { logger } from '@/server/platform/logger';

/**
 * The clean-up sweeps (docs/decisions/033), all three at once: what `npm run sweeps` and the admin
 * API (`POST /api/admin/jobs/sweeps`) run now. On the servers each is a job of its own on the job
 * queue (src/server/jobs/definitions.ts, decision 048), scheduled once across every instance. Each
 * is safe to run anywhere at any time, in several processes at once: submissions are taken under
 * their lease, holds under their card's lock, and a token deleted twice is deleted once.
 */

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
