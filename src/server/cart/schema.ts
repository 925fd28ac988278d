import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const CART_STATUSES = ['active', 'ordered', 'merged'] as const;
export type CartStatus = (typeof CART_STATUSES)[number];

/**
 * A shopper's cart. A guest's is found by the random id in its HttpOnly cookie; a member's
 * also by the profile (accounts, issue 7). Prices belong to the currency of the market it
 * was started in.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: text('profile_id'),
    currency: text('currency', { enum: ['USD', 'MXN', 'BRL'] }).notNull(),
    status: text('status', { enum: CART_STATUSES }).notNull().default('active'),
    promoCode: text('promo_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_profile_idx').on(t.profileId).where(sql`${t.status} = 'active'`)],
);

/** What is in a cart, or saved for later. The price seen when added tells verify-for-checkout of a change. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    // Foreign key to products.id (on delete no action): declared in the migrations (docs/decisions/072), checked by src/server/db/cross-module-foreign-keys.int.test.ts.
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    savedForLater: boolean('saved_for_later').notNull().default(false),
    /** Minor units of the cart's currency, the price the shopper saw. */
    seenPrice: integer('seen_price').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_lines_product_idx').on(t.cartId, t.productId, t.savedForLater), check('cart_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

export type Cart = typeof carts.$inferSelect;
export type CartLine = typeof cartLines.$inferSelect;
