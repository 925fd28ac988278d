import { db, type Database } from './client';

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
