import type { Pool, PoolClient, QueryConfig } from 'pg';
import { isDatabaseUnavailable } from '@/server/platform/database-errors';
import { freshScope as requestFreshScope, type FreshScope } from '@/server/platform/fresh-reads';
import { logger } from '@/server/platform/logger';

/**
 * The read replica's pool, routed (docs/decisions/050): its queries go to the replica, and to
 * the primary instead when
 *
 * - the replica is out of reach (refused, dropped, shutting down, no connection to give): the
 *   query is run again on the primary, a warning is logged once per outage, and for
 *   RETRY_AFTER_MS every read goes straight to the primary before the replica is tried again;
 * - the read must be fresh (platform/fresh-reads.ts: a cache fill, a server action, an
 *   operator) and the replica has not replayed the primary's WAL up to where it stood when the
 *   scope's first read began within FRESH_WAIT_MS;
 * - the replica cancelled the query for a conflict with recovery (SQLSTATE 40001 while
 *   replaying): it is run again on the primary.
 *
 * Only reads come here (readDb(): never a write, nor a transaction that writes), so running a
 * query again on the primary is safe. The pool stays a `pg.Pool` (drizzle treats it as one); its
 * `query` and `connect` (a read-only transaction's connection) are replaced.
 */

/** How long reads skip a replica that was out of reach before trying it again. */
export const RETRY_AFTER_MS = 5_000;
/** How long a fresh read waits for the replica to catch up before it reads the primary. */
export const FRESH_WAIT_MS = 500;
const POLL_MS = 10;

export interface ReadRouting {
  /** Reads go to the primary until then (ms since the epoch): the replica was out of reach. */
  downUntil: number;
  /** The replica is in an outage (warned once; told when it answers again). */
  outage: boolean;
}

interface Options {
  now?: () => number;
  /** Which scope the current read must be fresh in (null: it may lag). */
  freshScope?: () => Promise<FreshScope | null>;
}

type Query = (...args: unknown[]) => Promise<unknown>;

function recoveryConflict(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '40001' && typeof message === 'string' && message.includes('conflict with recovery');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const PAGE = 8192n;
const SEGMENT = 16n * 1024n * 1024n;

/**
 * The position a replica must replay to hold every record the primary has inserted, from
 * `pg_current_wal_insert_lsn()` (not `pg_current_wal_lsn()`, the write position, which an
 * asynchronous commit may not have reached yet). At the start of a WAL page the insert position
 * stands past the page's header, where no record ends: the position is then the page's start,
 * where the last record ended (24-byte headers, 40 at a segment's start; PostgreSQL's defaults).
 */
export function replayTarget(insertLsn: string): string {
  const [high, low] = insertLsn.split('/');
  let at = (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
  if (at % SEGMENT === 40n) at -= 40n;
  else if (at % PAGE === 24n) at -= 24n;
  return `${(at >> 32n).toString(16).toUpperCase()}/${(at & 0xffffffffn).toString(16).toUpperCase()}`;
}

export function routeReads(replica: Pool, primary: () => Pool, { now = Date.now, freshScope = requestFreshScope }: Options = {}): ReadRouting {
  const state: ReadRouting = { downUntil: 0, outage: false };
  const onReplica = replica.query.bind(replica) as unknown as Query;
  const onPrimary: Query = (...args) => (primary().query as unknown as Query)(...args);

  /** Whether the replica has replayed up to the primary's position now (every record inserted); true when it is no standby (DATABASE_READ_URL names a primary) or the primary is out of reach (nothing can be written meanwhile). */
  async function caughtUp(): Promise<boolean> {
    let lsn: string;
    try {
      const { rows } = (await onPrimary('select pg_current_wal_insert_lsn()::text as lsn')) as { rows: { lsn: string }[] };
      lsn = replayTarget(rows[0]!.lsn);
    } catch (error) {
      if (isDatabaseUnavailable(error)) return true;
      throw error;
    }
    const deadline = now() + FRESH_WAIT_MS;
    for (;;) {
      const { rows } = (await onReplica({
        text: 'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, not pg_is_in_recovery()) as done',
        values: [lsn],
      } satisfies QueryConfig)) as { rows: { done: boolean }[] };
      if (rows[0]!.done) return true;
      if (now() >= deadline) return false;
      await sleep(POLL_MS);
    }
  }

  /** How reads are routed: to the replica (after waiting for it when fresh), else null for the primary. */
  const toReplica = async <T>(run: () => Promise<T>): Promise<{ result: T } | null> => {
    if (now() < state.downUntil) return null;
    try {
      const scope = await freshScope();
      if (scope) scope.caughtUp ??= caughtUp();
      if (scope && !(await scope.caughtUp)) {
        logger.debug('read replica behind: a fresh read goes to the primary');
        return null;
      }
      const result = await run();
      if (state.outage) {
        state.outage = false;
        logger.info('read replica answers again: reads go to it');
      }
      return { result };
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        state.downUntil = now() + RETRY_AFTER_MS;
        if (!state.outage) {
          state.outage = true;
          logger.warn({ err: error }, 'read replica out of reach: reads go to the primary');
        }
        return null;
      }
      if (recoveryConflict(error)) return null;
      throw error;
    }
  };

  const routed: Query = async (...args) => {
    // The callback form is not drizzle's; it goes to the replica as asked.
    if (typeof args[args.length - 1] === 'function') return onReplica(...args);
    const answered = await toReplica(() => onReplica(...args));
    return answered ? answered.result : onPrimary(...args);
  };
  replica.query = routed as unknown as Pool['query'];

  // A read-only transaction (search's, for its work_mem) takes a connection: the replica's, or the primary's as above.
  const connectReplica = replica.connect.bind(replica) as () => Promise<PoolClient>;
  const connect = async (...args: unknown[]) => {
    if (typeof args[0] === 'function') return (connectReplica as unknown as (...a: unknown[]) => unknown)(...args);
    const answered = await toReplica(connectReplica);
    return answered ? answered.result : primary().connect();
  };
  replica.connect = connect as unknown as Pool['connect'];
  return state;
}
