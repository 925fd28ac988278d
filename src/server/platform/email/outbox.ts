import { and, asc, desc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import { isUuid } from '@/lib/ids';
import type { Locale } from '@/lib/markets';
import { db, type Database, type Executor } from '@/server/db/client';
import { sendJob } from '@/server/platform/job-queue';
import { logger } from '@/server/platform/logger';
import { emailOutbox, type EmailKind, type OutboxEmail } from './schema';
import { mailTransport, type MailTransport } from './transport';

/**
 * The e-mail outbox. A flow that sends mail renders it and calls `enqueueEmail` with its own
 * transaction, so the message exists exactly when the order (or code, or reset) does; after
 * the commit it calls `kickDelivery()`, which sends a delivery job (pg-boss, docs/decisions/048)
 * that a worker on some instance runs at once; a schedule delivers retries as they fall due.
 *
 * Delivery (`deliverPending`) claims due rows with `FOR UPDATE SKIP LOCKED` in one short
 * statement that counts the attempt and pushes `nextAttemptAt` forward by a lease; it sends
 * outside any transaction, then marks the row sent or schedules the next attempt with
 * exponential backoff, and after EMAIL_MAX_ATTEMPTS marks it failed. Any number of processes
 * can deliver at once: each row is claimed by one. A process that dies mid-send leaves the row
 * to be claimed again when the lease ends (at-least-once delivery).
 *
 * Without SMTP_URL there is no transport (src/server/platform/email/transport.ts): delivery
 * never runs and rows stay `pending`; the outbox table is then the record of what was sent,
 * and configuring SMTP later delivers the backlog.
 */

/** Attempts before a message is marked failed. */
export const EMAIL_MAX_ATTEMPTS = 8;
/** The wait after the n-th failed attempt (index n - 1): 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h. */
export const EMAIL_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000] as const;
/** How long a claimed row is left to its deliverer before another may claim it (longer than the SMTP timeouts). */
export const EMAIL_CLAIM_LEASE_MS = 10 * 60_000;
/** Rows claimed per round. */
export const EMAIL_DELIVERY_BATCH = 20;
const LAST_ERROR_MAX_CHARS = 1_000;

export interface OutgoingEmail {
  kind: EmailKind;
  locale: Locale;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** At most one message per key, e.g. `orderConfirmation:<orderId>`; a second enqueue is a no-op. */
  dedupeKey?: string | null;
}

/** Writes the message to the outbox; its id, or null when a message with the same dedupeKey is already there. */
export async function enqueueEmail(executor: Executor, message: OutgoingEmail): Promise<string | null> {
  const rows = await executor
    .insert(emailOutbox)
    .values({
      kind: message.kind,
      locale: message.locale,
      toAddress: message.to.trim(),
      subject: message.subject,
      html: message.html,
      text: message.text,
      dedupeKey: message.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return rows[0]?.id ?? null;
}

/** The wait after `attempts` failed attempts (the last delay repeats if the list is shorter). */
export function retryDelayMs(attempts: number): number {
  return EMAIL_RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), EMAIL_RETRY_DELAYS_MS.length) - 1]!;
}

export interface DeliveryResult {
  /** Rows this call claimed. */
  claimed: number;
  sent: number;
  /** Failed this time, scheduled again. */
  retried: number;
  /** Failed for the last time. */
  failed: number;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > LAST_ERROR_MAX_CHARS ? `${text.slice(0, LAST_ERROR_MAX_CHARS - 1)}…` : text;
}

/**
 * Claims up to `limit` pending rows that are due at `now`, sends each through the transport,
 * and records the outcome. Never sends a row another deliverer holds.
 */
export async function deliverPending(
  database: Database,
  transport: MailTransport,
  options: { now?: Date; limit?: number } = {},
): Promise<DeliveryResult> {
  const clock = () => options.now ?? new Date();
  const limit = Math.max(1, Math.floor(options.limit ?? EMAIL_DELIVERY_BATCH));
  const claimedAt = clock();

  const due = database
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, claimedAt)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await database
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(claimedAt.getTime() + EMAIL_CLAIM_LEASE_MS) })
    .where(inArray(emailOutbox.id, due))
    .returning();
  claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const result: DeliveryResult = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
  for (const row of claimed) {
    // Only the claim this call made: if the lease ran out and another deliverer took the row, leave it be.
    const ours = and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'pending'), eq(emailOutbox.attempts, row.attempts));
    try {
      await transport.send({ to: row.toAddress, subject: row.subject, html: row.html, text: row.text });
    } catch (error) {
      const last = row.attempts >= EMAIL_MAX_ATTEMPTS;
      const at = clock();
      await database
        .update(emailOutbox)
        .set(last ? { status: 'failed', lastError: errorText(error) } : { lastError: errorText(error), nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts)) })
        .where(ours);
      logger.warn({ err: error, emailId: row.id, kind: row.kind, attempts: row.attempts, final: last }, last ? 'e-mail delivery failed for good' : 'e-mail delivery failed, will retry');
      if (last) result.failed++;
      else result.retried++;
      continue;
    }
    await database.update(emailOutbox).set({ status: 'sent', sentAt: clock(), lastError: null }).where(ours);
    logger.info({ emailId: row.id, kind: row.kind, attempts: row.attempts }, 'e-mail sent');
    result.sent++;
  }
  return result;
}

/** The newest messages first, optionally only those to one address (case-insensitive): for the operators' page. */
export async function recentEmails(executor: Executor, options: { limit?: number; to?: string } = {}): Promise<OutboxEmail[]> {
  const limit = Math.min(Math.max(1, Math.floor(options.limit ?? 50)), 500);
  const to = options.to?.trim();
  return executor
    .select()
    .from(emailOutbox)
    .where(to ? sql`lower(${emailOutbox.toAddress}) = lower(${to})` : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}

/**
 * The messages whose dedupe key is one of `keys` or starts with one of `prefixes`, newest first:
 * the e-mails of one thing (an order's confirmation, its payment and shipment notices), never the
 * others the same address was sent (sign-in codes, reset links).
 */
export async function emailsByKey(executor: Executor, match: { keys: string[]; prefixes: string[] }, limit = 50): Promise<OutboxEmail[]> {
  const patterns = [...match.keys.map(likeLiteral), ...match.prefixes.map((p) => `${likeLiteral(p)}%`)];
  if (!patterns.length) return [];
  return executor
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.dedupeKey} like any (${sql.param(patterns)}::text[])`)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(Math.min(Math.max(1, Math.floor(limit)), 500));
}

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One message by its id, or null (an id that is not a UUID is simply not found): for the operators' page. */
export async function outboxEmail(executor: Executor, id: string): Promise<OutboxEmail | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ?? null;
}

/** When the earliest pending message is due, or null when nothing waits. */
export async function nextDueAt(executor: Executor): Promise<Date | null> {
  const [row] = await executor
    .select({ at: min(emailOutbox.nextAttemptAt) })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
  return row?.at ?? null;
}

// ---------------------------------------------------------------------------------------------
// Delivery as a job (docs/decisions/048): an enqueue's kick sends a job to EMAIL_DELIVERY_QUEUE,
// which a worker on any instance runs within about a second; a schedule sends one every minute too,
// which delivers the retries as they fall due (and whatever a process without a queue enqueued).

/** The job queue (src/server/jobs) whose job delivers what is due. */
export const EMAIL_DELIVERY_QUEUE = 'email-delivery';

/**
 * Delivers everything due now, in rounds of EMAIL_DELIVERY_BATCH until a round finds fewer (the
 * job's work). Without SMTP_URL it does nothing. Safe to run in several places at once: each row
 * is claimed by one deliverer.
 */
export async function deliverDue(database: Database = db(), transport: MailTransport | null = mailTransport()): Promise<DeliveryResult> {
  const total: DeliveryResult = { claimed: 0, sent: 0, retried: 0, failed: 0 };
  if (!transport) return total;
  let round: DeliveryResult;
  do {
    round = await deliverPending(database, transport, { limit: EMAIL_DELIVERY_BATCH });
    total.claimed += round.claimed;
    total.sent += round.sent;
    total.retried += round.retried;
    total.failed += round.failed;
  } while (round.claimed === EMAIL_DELIVERY_BATCH);
  return total;
}

/**
 * Asks for delivery now (call it after the transaction that enqueued has committed): sends a
 * delivery job, which one worker runs at once (a job already waiting takes this mail too). Fire
 * and forget: it never throws and never waits; without SMTP, or in a process that runs no job
 * queue (scripts, tests, JOBS=off), it does nothing and the every-minute schedule delivers.
 */
export function kickDelivery(): void {
  try {
    if (!mailTransport()) return;
    sendJob(EMAIL_DELIVERY_QUEUE).catch((error: unknown) => logger.error({ err: error }, 'could not send the e-mail delivery job'));
  } catch (error) {
    logger.error({ err: error }, 'could not send the e-mail delivery job');
  }
}
