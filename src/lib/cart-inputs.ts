import { z } from 'zod';
import { paramText } from './input-text';

/** Bodies of the cart calls (spec §7 order item), parsed alike by routes and server actions. */
export const AddItemBody = z.object({
  skuId: paramText().trim().min(1).max(64),
  quantity: z.coerce.number().int().min(1).max(99).default(1),
});

export const ChangeItemBody = z
  .object({
    lineId: z.coerce.number().int().positive(),
    quantity: z.coerce.number().int().min(1).max(99).optional(),
    savedForLater: z.boolean().optional(),
  })
  .refine((b) => b.quantity !== undefined || b.savedForLater !== undefined, { message: 'Give a quantity or savedForLater' });

export const PromoCodeBody = z.object({ promoCode: paramText().trim().min(1).max(32) });
