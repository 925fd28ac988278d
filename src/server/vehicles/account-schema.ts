import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { garageVehicles } from './schema';

/**
 * A member's notes on a vehicle of their saved garage (issue 7): nickname, VIN and odometer.
 * Its id is the `{vehicleId}` of the account URLs, so a garage vehicle gets a row (made
 * lazily) as soon as the member's garage is listed. Removing the vehicle from the garage
 * removes its details and, through them, its service history.
 */
export const garageVehicleDetails = pgTable(
  'garage_vehicle_details',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: text('profile_id').notNull(),
    vehicleKey: text('vehicle_key').notNull(),
    nickname: text('nickname'),
    vin: text('vin'),
    mileage: integer('mileage'),
    /** The unit the odometer reads; set from the market when the row is made (mi in the US, km in Mexico and Brazil). */
    mileageUnit: text('mileage_unit', { enum: ['mi', 'km'] }).notNull(),
    mileageUpdatedAt: timestamp('mileage_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('garage_vehicle_details_vehicle_idx').on(t.profileId, t.vehicleKey),
    foreignKey({ name: 'garage_vehicle_details_vehicle_fk', columns: [t.profileId, t.vehicleKey], foreignColumns: [garageVehicles.profileId, garageVehicles.vehicleKey] }).onDelete('cascade'),
    check('garage_vehicle_details_nickname_length', sql`char_length(${t.nickname}) BETWEEN 1 AND 30`),
    check('garage_vehicle_details_vin_format', sql`${t.vin} ~ '^[0-9A-HJ-NPR-Z]{17}$'`),
    check('garage_vehicle_details_mileage_range', sql`${t.mileage} BETWEEN 0 AND 2000000`),
    check('garage_vehicle_details_mileage_unit', sql`${t.mileageUnit} IN ('mi', 'km')`),
  ],
);

/** What was done to a vehicle and when: the member's service log. Mileage is in the vehicle's unit. */
export const serviceRecords = pgTable(
  'service_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: text('profile_id').notNull(),
    detailsId: uuid('details_id')
      .notNull()
      .references(() => garageVehicleDetails.id, { onDelete: 'cascade' }),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    mileage: integer('mileage'),
    /** Minor units of `currency`; both null when no cost was given. */
    cost: integer('cost'),
    currency: text('currency', { enum: ['USD', 'MXN', 'BRL'] }),
    description: text('description').notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_records_vehicle_date_idx').on(t.detailsId, t.serviceDate.desc()),
    index('service_records_profile_idx').on(t.profileId),
    check('service_records_description_length', sql`char_length(${t.description}) BETWEEN 1 AND 100`),
    check('service_records_notes_length', sql`char_length(${t.notes}) <= 1000`),
    check('service_records_mileage_range', sql`${t.mileage} BETWEEN 0 AND 2000000`),
    check('service_records_cost_range', sql`${t.cost} BETWEEN 0 AND 100000000`),
    check('service_records_cost_currency', sql`(${t.cost} IS NULL) = (${t.currency} IS NULL)`),
  ],
);
