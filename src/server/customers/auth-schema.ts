import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The accounts tables, in the shape better-auth 1.7 expects (docs/decisions/020-accounts.md):
 * every column it checks at start must exist, including the OAuth ones of `auth_accounts` we do
 * not use yet. The password hash lives on the credential account, never on the user.
 */

const tz = { withTimezone: true } as const;

export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Lower-cased by better-auth. */
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', tz)
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  /** Digits only, as the address form keeps phone numbers. */
  phone: text('phone').notNull().default(''),
  /** The market the account was made in: its e-mails are written in this language. */
  locale: text('locale').notNull().default('en-US'),
  /** Spec §3 user types ("4" drives the rewards sign-in modal); empty for an ordinary member. */
  userType: text('user_type').notNull().default(''),
  rewardsId: text('rewards_id').unique(),
  receivePromoAndSpecialEvents: boolean('receive_promo_and_special_events').notNull().default(true),
  receivePromoPrint: boolean('receive_promo_print').notNull().default(false),
  /** When customer service locked the account (issue 23): no sign-in, by password or code, until unlocked; null: open. */
  lockedAt: timestamp('locked_at', tz),
});

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz)
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** "Keep me signed in": no idle timeout, only the absolute lifetime (spec §6 auto-login). */
    autoLogin: boolean('auto_login').notNull().default(false),
    /** When the member last made a request; the idle timeout counts from here. */
    lastActiveAt: timestamp('last_active_at', tz).notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', tz),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', tz),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz)
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('auth_accounts_user_id_idx').on(t.userId)],
);

/** One-time codes (hashed) and password-reset tokens. */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz)
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('auth_verifications_identifier_idx').on(t.identifier)],
);

/** better-auth's request counters for its HTTP endpoints, shared by every instance. */
export const authRateLimits = pgTable('auth_rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

export type AuthUser = typeof authUsers.$inferSelect;
