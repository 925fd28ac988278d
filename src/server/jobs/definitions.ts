import { closeIdleConversations } from '@/server/chat/conversations';
import { db, type Database } from '@/server/db/client';
import { releaseStaleHolds } from '@/server/giftcards/service';
import { expireDeferredPayments } from '@/server/orders/deferred-payments';
import { releaseAbandonedSubmissions } from '@/server/orders/place-order';
import { paymentGateway } from '@/server/payments/gateway';
import { purgeExpiredTokens } from '@/server/payments/tokens';
import { deliverDue, EMAIL_DELIVERY_QUEUE } from '@/server/platform/email/outbox';
import { expireDue } from '@/server/rewards/ledger';
import { STALE_GIFT_CARD_HOLD_MS } from './sweeps';

/**
 * The store's background jobs (docs/decisions/048-jobs-on-pg-boss.md, docs/operations/jobs.md).
 * Each is a queue of its own on pg-boss, fed by a cron schedule (pg-boss sends a scheduled job
 * once across every instance) and run by whichever instance's worker takes it. Each job's work
 * is an existing function that is safe to run twice or in two places at once (leases, row locks,
 * idempotent deletes), so a retry, a job that outlived its expiry, or an operator's "run now"
 * beside the schedule never does anything twice.
 */
export interface JobDefinition {
  /** The queue's name (letters, digits, hyphens). */
  name: string;
  /** What it does, for the operators' command and page. */
  description: string;
  /** When it runs (cron, UTC). */
  cron: string;
  /** Attempts after the first before the job goes to its dead-letter queue. */
  retryLimit: number;
  /** Seconds before the first retry; each next wait doubles (pg-boss adds up to as much again at random). */
  retryDelay: number;
  /** A job still running after this long counts as failed (and is retried). */
  expireInSeconds: number;
  /** How often an idle worker looks for a job; a job sent from this process wakes it at once. */
  pollingIntervalSeconds: number;
  /** The work; what it answers (counts) is kept as the job's output. */
  run(database: Database): Promise<Record<string, number>>;
}

/** The queue a job lands in after its last retry failed: kept for operators to read and retry. */
export const deadLetterQueue = (name: string) => `${name}-dead`;

export const JOB_DEFINITIONS: readonly JobDefinition[] = [
  {
    name: EMAIL_DELIVERY_QUEUE,
    description: 'Deliver the e-mail outbox: sent at once by each new e-mail, and every minute for retries that fall due',
    cron: '* * * * *',
    retryLimit: 5,
    retryDelay: 10,
    expireInSeconds: 15 * 60,
    // A kick wakes its own process's worker at once (sendJob): the poll is only for jobs sent elsewhere.
    pollingIntervalSeconds: 5,
    run: async (database) => ({ ...(await deliverDue(database)) }),
  },
  {
    name: 'abandoned-submissions',
    description: 'Undo checkout submissions abandoned by a dead process (authorisation voided, stock and gift-card holds given back)',
    cron: '*/5 * * * *',
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 10 * 60,
    pollingIntervalSeconds: 15,
    run: async (database) => ({ released: await releaseAbandonedSubmissions(paymentGateway(), database) }),
  },
  {
    name: 'expired-deferred-payments',
    description: 'Cancel orders whose PIX, boleto or OXXO payment was not made in time (stock and gift cards given back, the shopper e-mailed)',
    cron: '* * * * *',
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 10 * 60,
    pollingIntervalSeconds: 15,
    run: async (database) => ({ ...(await expireDeferredPayments(paymentGateway(), database)) }),
  },
  {
    name: 'stale-gift-card-holds',
    description: 'Release gift-card holds still held an hour on',
    cron: '*/5 * * * *',
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 10 * 60,
    pollingIntervalSeconds: 15,
    run: async (database) => {
      const now = new Date();
      return { released: await releaseStaleHolds(database, new Date(now.getTime() - STALE_GIFT_CARD_HOLD_MS), now) };
    },
  },
  {
    name: 'expired-card-tokens',
    description: 'Delete card tokens that expired unused',
    cron: '*/15 * * * *',
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 10 * 60,
    pollingIntervalSeconds: 15,
    run: async (database) => ({ deleted: await purgeExpiredTokens(database) }),
  },
  {
    name: 'rewards-expiry',
    description: 'Write down the rewards and credits that have expired, in each account’s ledger',
    cron: '17 * * * *',
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 30 * 60,
    pollingIntervalSeconds: 15,
    run: async (database) => ({ accounts: await database.transaction((tx) => expireDue(tx, new Date())) }),
  },
  {
    name: 'idle-chats',
    description: 'Close live chats with nothing said for a day (the shopper’s chat cookie has lapsed)',
    cron: '*/15 * * * *',
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 10 * 60,
    pollingIntervalSeconds: 15,
    run: async (database) => ({ closed: await closeIdleConversations(database) }),
  },
];

export function jobDefinition(name: string, definitions: readonly JobDefinition[] = JOB_DEFINITIONS): JobDefinition | null {
  return definitions.find((d) => d.name === name) ?? null;
}

/**
 * Runs a job's work now, in this process, outside the queue (the operators' `run`, the admin API,
 * tests): what it answers. Throws for an unknown name.
 */
export async function runJobNow(name: string, database: Database = db()): Promise<Record<string, number>> {
  const definition = jobDefinition(name);
  if (!definition) throw new UnknownJobError(name);
  return definition.run(database);
}

export class UnknownJobError extends Error {
  constructor(readonly jobName: string) {
    super(`There is no job called "${jobName}" (the jobs: ${JOB_DEFINITIONS.map((d) => d.name).join(', ')})`);
  }
}
