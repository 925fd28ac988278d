import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AddressPayload } from '@/lib/validation';
import type { PaymentInstructions } from '@/server/payments/gateway';
import type { BankAccount } from '@/server/payments/gateway';
import { ORDER_TYPES, SHIPMENT_STATUSES, SHIPMENT_TYPES, type OrderStatus } from './status';

const CURRENCIES = ['USD', 'MXN', 'BRL'] as const;

/**
 * An address as checkout keeps it (spec §3 address form, checked by src/lib/validation), with its country.
 * Brazil's also keeps the número and the bairro apart (address1 is the rua, address2 the complemento).
 */
export type OrderAddress = Omit<AddressPayload, 'email' | 'actionType'> & { country: string; number?: string; neighborhood?: string };

/** The installment plan a card paid in (src/lib/installments.ts), as it was when the order was placed. */
export interface OrderInstallmentPlan {
  installment: number;
  first: number;
  /** With interest, more than the payment's amount. */
  total: number;
  monthlyRateBasisPoints: number;
}

/**
 * One checkout submission, by its Idempotency-Key: the same key again answers the same
 * order (or the same refusal) instead of ordering twice. While `in_progress` it holds the
 * stock it reserved.
 */
export const checkoutSubmissions = pgTable(
  'checkout_submissions',
  {
    key: text('key').primaryKey(),
    cartId: uuid('cart_id').notNull(),
    /** A digest of what was submitted: the same key with a different request is refused. */
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['in_progress', 'completed', 'failed'] }).notNull(),
    /**
     * How far an `in_progress` submission got: `reserving` (stock, gift cards), `authorising`
     * (written before the gateway is called, with `paymentKey`), `authenticating` (the bank asked
     * the shopper for 3-D Secure: stock and gift cards stay held while they answer its challenge,
     * decision 059), `authorised`. A submission cut
     * short at `authorising` may hold an authorisation whose id was never written: the gateway
     * finds it by `paymentKey`.
     */
    stage: text('stage', { enum: ['reserving', 'authorising', 'authenticating', 'authorised'] }).notNull().default('reserving'),
    /** The idempotency key the card was (or is being) authorised with: the submission's key. */
    paymentKey: text('payment_key'),
    orderId: uuid('order_id'),
    /** The answer given, replayed for the same key. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkout_submissions_open_idx').on(t.createdAt).where(sql`${t.status} = 'in_progress'`),
    // The back office's dashboard counts today's refused checkouts (decision 054).
    index('checkout_submissions_failed_idx').on(t.updatedAt).where(sql`${t.status} = 'failed'`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the shopper reads and types to track it: nine digits. */
    orderNumber: text('order_number').notNull().unique(),
    orderType: text('order_type', { enum: ORDER_TYPES }).notNull(),
    /** The cart it was ordered from; none for a RETURN. */
    cartId: uuid('cart_id').unique(),
    /** What a RETURN gives back: the order it was bought in. */
    originalOrderId: uuid('original_order_id').references((): AnyPgColumn => orders.id),
    profileId: text('profile_id'),
    locale: text('locale').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** The buyer's tax number for the invoice: Brazil's CPF (11 digits), required there; null elsewhere. */
    taxId: text('tax_id'),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>(),
    /** Minor units of `currency`. */
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    coreTotal: integer('core_total').notNull(),
    shippingTotal: integer('shipping_total').notNull(),
    /** Tax added to the total (US); `taxIncluded` is the tax already inside the prices (Mexico, Brazil). */
    tax: integer('tax').notNull(),
    taxIncluded: integer('tax_included').notNull(),
    total: integer('total').notNull(),
    promoCode: text('promo_code'),
    receivePromoAndSpecialEvents: boolean('receive_promo_and_special_events').notNull(),
    receiveTextMessage: boolean('receive_text_message').notNull(),
    /** A store's till transaction ("<store>:<transaction>") for an INSTOREORDER: the same one reported twice is one purchase. */
    storeTransaction: text('store_transaction'),
    /**
     * The store of its pickup (an online order's in-store shipment, a store sale's, a return's
     * where the parts came back); null when nothing of it is at a store. A copy of its shipments'
     * `store_number`, written with them, so that the back office's search by store, status and
     * day reads one index of `orders` (decision 054, migration 0040). An order has at most one.
     */
    pickupStore: text('pickup_store'),
    /** The derived order status (spec §4), kept for listing; the shipments are the truth. */
    status: text('status').$type<OrderStatus>().notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_email_idx').on(t.email),
    index('orders_profile_idx').on(t.profileId, t.placedAt),
    // The back office's search (decision 054): newest first, by status and day, by the start of a
    // number, an e-mail (any case) or a phone's digits. Ascending: read backwards, they give
    // ORDER BY ... DESC (NULLS FIRST) as it is; a DESC NULLS LAST index would not, and sorts.
    index('orders_placed_idx').on(t.placedAt, t.id),
    index('orders_status_placed_idx').on(t.status, t.placedAt),
    index('orders_number_prefix_idx').using('btree', sql`${t.orderNumber} text_pattern_ops`),
    index('orders_email_lower_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
    index('orders_phone_digits_idx').using('btree', sql`regexp_replace(${t.phoneNumber}, '\\D', '', 'g') text_pattern_ops`),
    // A store's orders by status and day, newest first (read backwards), and a store manager's own.
    index('orders_pickup_store_idx').on(t.pickupStore, t.status, t.placedAt).where(sql`${t.pickupStore} is not null`),
    index('orders_original_idx').on(t.originalOrderId),
    uniqueIndex('orders_store_transaction_idx').on(t.storeTransaction),
  ],
);

/** A shipping group: store pickup at one store, or one delivery method to the shipping address. */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shipmentType: text('shipment_type', { enum: SHIPMENT_TYPES }).notNull(),
    storeNumber: text('store_number'),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull(),
    shippingPrice: integer('shipping_price').notNull(),
    estimatedDeliveryFrom: text('estimated_delivery_from'),
    estimatedDeliveryTo: text('estimated_delivery_to'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId),
    // A store's pickups by status, oldest first: the pickup queue (decision 054).
    index('shipments_store_status_idx').on(t.storeNumber, t.status, t.updatedAt).where(sql`${t.storeNumber} is not null`),
  ],
);

/** What happened to a shipment, in order: the operator's and the shopper's events. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Refund sums and warranty start dates read a shipment's events.
  (t) => [index('shipment_events_shipment_idx').on(t.shipmentId, t.at)],
);

/** The lines as bought: a snapshot of the product and price. A RETURN's lines point to the lines they give back. */
export const orderLines = pgTable(
  'order_lines',
  {
  id: serial('id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  shipmentId: integer('shipment_id')
    .notNull()
    .references(() => shipments.id),
  // Foreign key to products.id (on delete no action): declared in the migrations (docs/decisions/072), checked by src/server/db/cross-module-foreign-keys.int.test.ts.
  productId: integer('product_id').notNull(),
  sku: text('sku').notNull(),
  partNumber: text('part_number').notNull(),
  brand: text('brand').notNull(),
  title: text('title').notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: integer('unit_price').notNull(),
  corePrice: integer('core_price').notNull(),
  /** The product's warranty term when bought ('90-day', '1-year', ..., 'lifetime'); warranties are counted from it. */
  warranty: text('warranty'),
  returnedFromLineId: integer('returned_from_line_id').references((): AnyPgColumn => orderLines.id),
  },
  (t) => [index('order_lines_returned_from_idx').on(t.returnedFromLineId)],
);

export const ORDER_PAYMENT_METHODS = ['card', 'giftCard', 'rewards', 'pix', 'boleto', 'oxxo', 'paypal'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/**
 * The tenders that paid for an order: card authorisations, PIX, boleto and OXXO payments
 * (`pending` until paid, `expired` when not paid in time: decision 057), PayPal (`pending` until
 * the payer approves and it is authorised, referenced by the PayPal order's id: decision 060),
 * gift cards and rewards.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ORDER_PAYMENT_METHODS }).notNull(),
    /** The gateway's authorisation or payment id, the gift card's number, the rewards account. */
    reference: text('reference').notNull(),
    brand: text('brand'),
    last4: text('last4'),
    amount: integer('amount').notNull(),
    /** What has gone back to this tender (cancellations, returns); `refunded` once it is all of `amount`. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    status: text('status', { enum: ['authorized', 'captured', 'voided', 'refunded', 'pending', 'expired'] }).notNull(),
    /** When the card's holder disputed the charge with their bank (a chargeback; Stripe's webhook, orders/payment-events.ts). */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    /** How many installments the card pays `amount` in (1: at once). */
    installments: smallint('installments').notNull().default(1),
    /** The plan of those installments; null when paid at once. */
    installmentPlan: jsonb('installment_plan').$type<OrderInstallmentPlan>(),
    /** A deferred payment: what the shopper is shown to pay it, and until when. */
    instructions: jsonb('instructions').$type<PaymentInstructions>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** A boleto's refunds go to the bank account the shopper gives; until then they wait (`refundSent` < `refundedAmount`). */
    refundAccount: jsonb('refund_account').$type<BankAccount>(),
    /** What of `refundedAmount` the gateway was asked to pay back (deferred tenders). */
    refundSent: integer('refund_sent').notNull().default(0),
  },
  (t) => [
    uniqueIndex('order_payments_reference_idx').on(t.method, t.reference),
    index('order_payments_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Money given back to one tender: by a cancellation, or by a RETURN (`returnOrderId`). */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => orderPayments.id, { onDelete: 'cascade' }),
    returnOrderId: uuid('return_order_id').references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_refunds_payment_idx').on(t.paymentId), index('order_refunds_return_idx').on(t.returnOrderId), check('order_refunds_amount_positive', sql`${t.amount} > 0`)],
);

export type Order = typeof orders.$inferSelect;
export type Shipment = typeof shipments.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;
/** An order's money, in minor units of its currency: what checkout quotes, the order keeps and the confirmation shows. */
export type OrderTotals = Pick<Order, 'subtotal' | 'discount' | 'coreTotal' | 'shippingTotal' | 'tax' | 'taxIncluded' | 'total'>;
