import { boolean, doublePrecision, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { WeekHours } from './hours';

/** The services a store offers (spec §3 store details; issue 5). */
export const STORE_SERVICES = ['loanATool', 'batteryTesting', 'checkEngineLight', 'recycling'] as const;
export type StoreService = (typeof STORE_SERVICES)[number];

/** Where a store is, as the store locator's country filters name it (ISO 3166-1 alpha-2). */
export const STORE_COUNTRIES = ['US', 'PR', 'VI', 'MX', 'BR'] as const;
export type StoreCountry = (typeof STORE_COUNTRIES)[number];

/**
 * The physical stores. Latitude and longitude are indexed together so the geosearch can
 * cut a bounding box before it measures great-circle distances.
 */
export const stores = pgTable(
  'stores',
  {
    storeNumber: text('store_number').primaryKey(),
    country: text('country', { enum: STORE_COUNTRIES }).notNull(),
    address1: text('address1').notNull(),
    /** Mexico: the colonia. Elsewhere null. */
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    phone: text('phone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** IANA zone, for today's hours and the open state. */
    timeZone: text('time_zone').notNull(),
    /** Opening hours, Sunday first; null on a day the store is closed. */
    hours: jsonb('hours').$type<WeekHours>().notNull(),
    services: jsonb('services').$type<StoreService[]>().notNull(),
    bopusEnabled: boolean('bopus_enabled').notNull(),
  },
  (t) => [index('stores_lat_lng_idx').on(t.latitude, t.longitude)],
);

export type Store = typeof stores.$inferSelect;
