import { db, dedicatedConnection, type Database } from '@/server/db/client';

/**
 * Which checkout submissions are alive (docs/decisions/017). The request placing a submission
 * holds a PostgreSQL advisory lock on its key, in a session of its own, from before it claims the
 * key until it has written the outcome, and does all its own database work in that session. A
 * process that dies takes its session, and so the lock, with it: a submission still
 * `in_progress` whose lock is free is dead at once, with no timeout to wait out, and whoever takes
 * the lock next (the shopper's retry with the same key, or the sweep) may finish or undo it.
 * And as every write of the submission goes through the session that holds the lock, a request
 * that lost its session can write nothing more, so two requests never work on one submission.
 */

/** The first key of the two-key advisory lock (the second is the submission key's hash): checkout submissions. */
export const SUBMISSION_LOCK_CLASS = 17_017;

export interface SubmissionLease {
  /** The database over the session that holds the lock: the submission's every read and write goes here. */
  db: Database;
  /** Let go of the lock and the session (a dead session has already let go of both). */
  release(): Promise<void>;
}

/** Take the submission's lock without waiting: null when a live request (or the sweep) holds it. */
export async function leaseSubmission(key: string, database: Database = db()): Promise<SubmissionLease | null> {
  const connection = await dedicatedConnection(database);
  try {
    const { rows } = await connection.client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [SUBMISSION_LOCK_CLASS, key]);
    if (!rows[0]?.locked) {
      connection.release();
      return null;
    }
  } catch (error) {
    connection.release(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  return {
    db: connection.db,
    async release() {
      try {
        await connection.client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [SUBMISSION_LOCK_CLASS, key]);
        connection.release();
      } catch (error) {
        // The session is gone (and its lock with it): close the connection rather than reuse it.
        connection.release(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}

/** Whether a live request is placing this submission now (its lock is held). */
export async function submissionIsLive(key: string, database: Database = db()): Promise<boolean> {
  const lease = await leaseSubmission(key, database);
  if (!lease) return true;
  await lease.release();
  return false;
}
