import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tz = { withTimezone: true } as const;

/**
 * The back office's people (issue 23, decision 052), apart from the shoppers' accounts. A member
 * signs in with a password (scrypt, as the shoppers') and a TOTP code; the TOTP secret is kept
 * encrypted with a key derived from the server's secret (secrets.ts). A disabled member has no
 * session and no live key: disabling deletes the one and revokes the other in the same transaction.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** permissions.ts' ROLES. */
    role: text('role').notNull(),
    /** The stores a store manager manages (empty for any other role: every store). */
    storeIds: text('store_ids').array().notNull().default([]),
    /** The back office's language: en-US, es-MX or pt-BR. */
    locale: text('locale').notNull().default('en-US'),
    /** Null until the invitation is accepted. */
    passwordHash: text('password_hash'),
    /** `v1.<iv>.<tag>.<ciphertext>` (AES-256-GCM), null until enrolled. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: a code is good once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** SHA-256 of each unused recovery code. */
    recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
    /** A demo account (the seed's, with published passwords): refused outside the demo. */
    demo: boolean('demo').notNull().default(false),
    disabledAt: timestamp('disabled_at', tz),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_members_email_idx').on(t.email)],
);

/**
 * A browser signed in to /ops, found by the SHA-256 of its cookie's random value. `stage`
 * 'password' is half a sign-in (the password was right, the code is awaited, for 10 minutes);
 * 'complete' is a session. Ends after 30 idle minutes or 12 hours, at sign-out, and when the
 * member is disabled or changes role.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', tz).notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId), index('staff_sessions_last_seen_idx').on(t.lastSeenAt)],
);

/** An invitation to set a password and enrol a second factor, by the SHA-256 of the link's token; good for 72 hours, once. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    acceptedAt: timestamp('accepted_at', tz),
  },
  (t) => [index('staff_invitations_staff_idx').on(t.staffId)],
);

/**
 * A staff member's admin API key (`rk_<prefix>_<secret>`): shown once, stored as its SHA-256,
 * found by its prefix. It acts with `role` (never above its owner's) and the owner's stores.
 */
export const staffApiKeys = pgTable(
  'staff_api_keys',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    role: text('role').notNull(),
    label: text('label').notNull().default(''),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', tz),
    revokedAt: timestamp('revoked_at', tz),
  },
  (t) => [uniqueIndex('staff_api_keys_prefix_idx').on(t.prefix), index('staff_api_keys_staff_idx').on(t.staffId)],
);
