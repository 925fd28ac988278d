import { z } from 'zod';
import { GIFT_CARDS_PER_ORDER } from './payment-options';
import { giftCardFormSchema } from './validation/gift-card';

/** The address fields of a checkout call (spec §3 address form), checked by the market's rules on the server. */
const AddressFields = z.record(z.string(), z.unknown());

const Fulfilment = {
  pickupLineIds: z.array(z.coerce.number().int().positive()).max(100).default([]),
  shippingMethod: z.enum(['regular', 'nextDay', 'freight']).default('regular'),
};

/** POST /ecomm/b2c/v1/order/shipmentOptions: where each line goes, and the destination state. */
export const ShipmentOptionsBody = z.object({ ...Fulfilment, state: z.string().trim().max(8).optional() });

/** POST /ecomm/b2c/v3/order/commit. */
export const CommitBody = z.object({
  ...Fulfilment,
  email: z.string().trim().max(254),
  phoneNumber: z.string().trim().max(32),
  billingAddress: AddressFields,
  /** Null when every line is picked up. */
  shippingAddress: AddressFields.nullable().default(null),
  /** Null when gift cards and rewards pay it all (GCorRewardsOnlyOrder). */
  cardToken: z.string().trim().min(8).max(64).nullable().default(null),
  /** A card of the signed-in member's wallet, instead of `cardToken`. */
  savedCardId: z.string().uuid().nullable().default(null),
  /** Gift cards applied first, in this order; a card pays the rest. */
  giftCards: z
    .array(giftCardFormSchema)
    .max(GIFT_CARDS_PER_ORDER)
    .default([])
    .refine((cards) => new Set(cards.map((c) => c.cardNumber)).size === cards.length, { message: 'validation.giftCardNumber.duplicate' }),
  /** Rewards to spend (minor units), paid before the gift cards; members with a rewards account. */
  rewardsAmount: z.number().int().min(0).max(100_000_000).default(0),
  /** Join the rewards programme with this order (its name, e-mail, phone and ZIP), and earn on it. */
  joinRewards: z.boolean().default(false),
  receivePromoAndSpecialEvents: z.boolean().default(true),
  receiveTextMessage: z.boolean().default(false),
});

/** An Idempotency-Key: 8 to 128 visible characters (a UUID from the browser). */
export const IdempotencyKey = z.string().regex(/^[\x21-\x7e]{8,128}$/);
