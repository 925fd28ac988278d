import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './constants';
import { paramText } from './input-text';

/** How many of one part: a whole number from 1 to the line limit. */
const Quantity = z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY);
const LineId = z.coerce.number().int().positive();

/**
 * The inputs of the cart's use cases (spec §7 order item), one schema each: the REST routes
 * parse their JSON with them, the server actions their forms, and the browser's forms take
 * their limits from the same constant.
 */
export const AddItemBody = z.object({
  skuId: paramText().trim().min(1).max(64),
  quantity: Quantity.default(1),
});
export type AddItemInput = z.infer<typeof AddItemBody>;

export const ChangeItemBody = z
  .object({
    lineId: LineId,
    quantity: Quantity.optional(),
    savedForLater: z.boolean().optional(),
  })
  .refine((b) => b.quantity !== undefined || b.savedForLater !== undefined, { message: 'Give a quantity or savedForLater' });
export type ChangeItemInput = z.infer<typeof ChangeItemBody>;

/** A line of the cart (remove it). */
export const LineBody = z.object({ lineId: LineId });
export type LineInput = z.infer<typeof LineBody>;

export const PromoCodeBody = z.object({ promoCode: paramText().trim().min(1).max(32) });
export type PromoCodeInput = z.infer<typeof PromoCodeBody>;
