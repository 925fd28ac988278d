import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The inventory module's tables (docs/decisions/032): only `src/server/inventory` reads and
 * writes them. Products, stores and checkout submissions are other modules' rows, referred to
 * by id (product id, store number, submission key) without a foreign key across modules.
 */

const CURRENCIES = ['USD', 'MXN', 'BRL'] as const;

/** The warehouses that ship to home, each serving one market (its currency's price list and country). */
export const distributionCentres = pgTable('distribution_centres', {
  code: text('code').primaryKey(),
  currency: text('currency', { enum: CURRENCIES }).notNull(),
  /** ISO 3166-1 alpha-2 of the country it ships in. */
  country: text('country').notNull(),
  /** Where it is, as operators call it ("Atlanta"). */
  name: text('name').notNull(),
  /** The state or region it stands in. */
  region: text('region').notNull(),
  /** Order within the market (the order they are listed in). */
  position: smallint('position').notNull().default(0),
});

/** Stock at each distribution centre (ship to home). */
export const distributionCentreStock = pgTable(
  'dc_stock',
  {
    productId: integer('product_id').notNull(),
    dc: text('dc')
      .notNull()
      .references(() => distributionCentres.code),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.dc] })],
);

/** Stock on each store's shelf (pick up today). */
export const storeStock = pgTable(
  'store_stock',
  {
    productId: integer('product_id').notNull(),
    storeNumber: text('store_number').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.storeNumber] }), index('store_stock_store_idx').on(t.storeNumber, t.productId)],
);

/** Stock taken from a store's shelf or a distribution centre for a checkout submission, and given back if it fails or is cancelled. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial('id').primaryKey(),
    /** The checkout submission (its Idempotency-Key) that holds it. */
    submissionKey: text('submission_key').notNull(),
    productId: integer('product_id').notNull(),
    locationType: text('location_type', { enum: ['store', 'dc'] }).notNull(),
    location: text('location').notNull(),
    quantity: integer('quantity').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('stock_reservations_submission_idx').on(t.submissionKey), check('stock_reservations_quantity_positive', sql`${t.quantity} > 0`)],
);
