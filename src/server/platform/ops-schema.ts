import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tz = { withTimezone: true } as const;

/**
 * The operators' sessions (src/server/platform/ops-auth.ts): one row a signed-in /ops browser,
 * found by the SHA-256 of the random value its cookie holds (the value itself is never stored).
 * Signing out deletes the row, so a copy of the cookie is worth nothing afterwards; a session
 * also ends at `expiresAt` and when ADMIN_API_TOKEN changes (`tokenFingerprint` no longer matches).
 */
export const opsSessions = pgTable(
  'ops_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** An HMAC of the operators' token the session was opened with. */
    tokenFingerprint: text('token_fingerprint').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', tz).notNull(),
  },
  (table) => [index('ops_sessions_expires_at_idx').on(table.expiresAt)],
);
