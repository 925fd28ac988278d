import { db, readDb, type Database } from './client';

/**
 * A service that takes the executor first (so it can run inside a transaction), bound to the
 * application's database: `withDatabase(fn)(...args)` is `fn(db(), ...args)`, with `db()` taken at
 * call time (importing a read surface opens no connection). Each module's `queries.ts` (reads) and
 * `use-cases.ts` (writes) export their functions bound this way for pages, components, actions
 * and route handlers; server code composing inside a transaction imports the executor-taking
 * function from its own file. See docs/decisions/038.
 */
export function withDatabase<A extends unknown[], R>(fn: (database: Database, ...args: A) => R): (...args: A) => R {
  return (...args: A) => fn(db(), ...args);
}

/**
 * A read that may lag the primary a moment, bound to the read replica (`readDb()`: the primary
 * when DATABASE_READ_URL is unset): the catalogue, search, store and content surfaces
 * (docs/decisions/050). Never for a write, a transaction, or a read of what the caller wrote.
 */
export function withReadDatabase<A extends unknown[], R>(fn: (database: Database, ...args: A) => R): (...args: A) => R {
  return (...args: A) => fn(readDb(), ...args);
}

/** What a transaction's callback receives: the database's query API, committed or rolled back as one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A service that must run as one transaction, bound to the application's database: each call
 * opens its own transaction, `fn(tx, ...args)` runs in it, and it commits when `fn` resolves or
 * rolls back when it throws. For use cases whose writes stand or fall together (a coupon with
 * its cart promotion, a till's purchase with its order and credit).
 */
export function inTransaction<A extends unknown[], R>(fn: (tx: Transaction, ...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args: A) => db().transaction((tx) => fn(tx, ...args));
}
