import { bigserial, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Vehicles, ACES-style: a base vehicle is year + make + model; engines and submodels
 * refine it. Makes and models keep NHTSA vPIC ids; a base vehicle's id is
 * year * 100000 + model id (data/vehicles/README.md).
 */
export const vehicleMakes = pgTable('vehicle_makes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  firstYear: smallint('first_year').notNull(),
  lastYear: smallint('last_year').notNull(),
});

export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: integer('id').primaryKey(),
    makeId: integer('make_id')
      .notNull()
      .references(() => vehicleMakes.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    vehicleType: text('vehicle_type', { enum: ['car', 'suv', 'truck', 'van'] }).notNull(),
  },
  (t) => [uniqueIndex('vehicle_models_make_slug_idx').on(t.makeId, t.slug)],
);

export const baseVehicles = pgTable(
  'base_vehicles',
  {
    id: integer('id').primaryKey(),
    year: smallint('year').notNull(),
    makeId: integer('make_id')
      .notNull()
      .references(() => vehicleMakes.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => vehicleModels.id),
  },
  (t) => [index('base_vehicles_year_make_idx').on(t.year, t.makeId), index('base_vehicles_model_idx').on(t.modelId, t.year)],
);

export const engines = pgTable('engines', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  liters: numeric('liters', { precision: 4, scale: 1 }),
  cylinders: smallint('cylinders'),
  block: text('block'),
  fuel: text('fuel'),
  aspiration: text('aspiration'),
});

export const baseVehicleEngines = pgTable(
  'base_vehicle_engines',
  {
    baseVehicleId: integer('base_vehicle_id')
      .notNull()
      .references(() => baseVehicles.id),
    engineId: integer('engine_id')
      .notNull()
      .references(() => engines.id),
    /** How firmly vPIC ties the engine to the model: `model` or `shared` (schema of a few models). */
    link: text('link', { enum: ['model', 'shared'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.baseVehicleId, t.engineId] })],
);

export const submodels = pgTable('submodels', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const baseVehicleSubmodels = pgTable(
  'base_vehicle_submodels',
  {
    baseVehicleId: integer('base_vehicle_id')
      .notNull()
      .references(() => baseVehicles.id),
    submodelId: integer('submodel_id')
      .notNull()
      .references(() => submodels.id),
  },
  (t) => [primaryKey({ columns: [t.baseVehicleId, t.submodelId] })],
);

/** VIN decoding data from vPIC: manufacturer codes, their pattern schemas by year, the patterns. */
export const vinWmis = pgTable('vin_wmis', {
  wmi: text('wmi').primaryKey(),
  makeId: integer('make_id').notNull(),
  make: text('make').notNull(),
  vehicleType: text('vehicle_type').notNull(),
  country: text('country').notNull().default(''),
});

export const vinSchemas = pgTable(
  'vin_schemas',
  {
    wmi: text('wmi').notNull(),
    schemaId: integer('schema_id').notNull(),
    yearFrom: smallint('year_from').notNull(),
    yearTo: smallint('year_to'),
  },
  (t) => [primaryKey({ columns: [t.wmi, t.schemaId, t.yearFrom] })],
);

export const vinPatterns = pgTable(
  'vin_patterns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schemaId: integer('schema_id').notNull(),
    keys: text('keys').notNull(),
    element: text('element').notNull(),
    value: text('value').notNull(),
  },
  (t) => [index('vin_patterns_schema_idx').on(t.schemaId)],
);

/**
 * Fitment: ACES-style applications of a product to a base vehicle, optionally only with
 * one engine or submodel, at a position, with qualifier notes. Products come from the
 * catalogue (issue 4); universal products fit every vehicle.
 */
export const fitmentApplications = pgTable(
  'fitment_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id').notNull(),
    partTypeId: integer('part_type_id').notNull(),
    baseVehicleId: integer('base_vehicle_id').notNull(),
    engineId: integer('engine_id'),
    submodelId: integer('submodel_id'),
    position: text('position'),
    qualifier: text('qualifier'),
    quantity: smallint('quantity').notNull().default(1),
  },
  (t) => [
    index('fitment_product_vehicle_idx').on(t.productId, t.baseVehicleId),
    index('fitment_vehicle_part_type_idx').on(t.baseVehicleId, t.partTypeId, t.productId),
    // Migration 0004 adds INCLUDE (engine_id, submodel_id): a vehicle's fitting products in an index-only scan.
    index('fitment_vehicle_fit_idx').on(t.baseVehicleId, t.productId),
  ],
);

export const universalProducts = pgTable('universal_products', {
  productId: integer('product_id').primaryKey(),
  partTypeId: integer('part_type_id').notNull(),
});

/** A signed-in shopper's garage (guests keep theirs in a cookie). Filled once accounts exist (issue 7). */
export const garageVehicles = pgTable(
  'garage_vehicles',
  {
    profileId: text('profile_id').notNull(),
    vehicleKey: text('vehicle_key').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    preferredAt: timestamp('preferred_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.vehicleKey] })],
);
