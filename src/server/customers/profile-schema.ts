import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth-schema';

/**
 * A member's address book (/user/myProfile): at most MAX_SAVED_ADDRESSES (profile.ts) each, at most
 * one default. Values are kept as the address form sends them (spec §3): trimmed, state upper-case,
 * postal code and phone digits only; `country` is the market whose rules checked the address.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: text('profile_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    country: text('country', { enum: ['US', 'MX', 'BR'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    /** Brazil's número and bairro (decision 058); '' in the other markets. */
    number: text('number').notNull().default(''),
    neighborhood: text('neighborhood').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_profile_idx').on(t.profileId, t.createdAt),
    uniqueIndex('customer_addresses_one_default_idx').on(t.profileId).where(sql`${t.isDefault}`),
    check('customer_addresses_country', sql`${t.country} IN ('US', 'MX', 'BR')`),
    check('customer_addresses_lengths', sql`char_length(${t.address1}) <= 300 AND char_length(${t.address2}) <= 300 AND char_length(${t.city}) <= 50 AND char_length(${t.number}) <= 10 AND char_length(${t.neighborhood}) <= 60`),
    check('customer_addresses_digits', sql`${t.postalCode} ~ '^[0-9]{5,8}$' AND ${t.phoneNumber} ~ '^[0-9]{10,11}$'`),
  ],
);

export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
