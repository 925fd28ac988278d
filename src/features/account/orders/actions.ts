'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { LOCALES, localizedPath } from '@/lib/markets';
import { requireMember } from '@/server/customers/member';
import { memberOrder } from '@/server/orders/queries';
import { cancelForShopper } from '@/server/orders/shopper-cancel';
import { paymentGateway } from '@/server/payments/gateway';

const CancelForm = z.object({
  locale: z.enum(LOCALES).catch('en-US'),
  orderId: z.string().max(64),
  shipmentId: z.coerce.number().int().positive().optional(),
});

/** A member cancels one of their orders, or one shipping group of it, while allowed (decision 013). */
export async function cancelMemberOrderAction(formData: FormData): Promise<void> {
  const input = CancelForm.parse(Object.fromEntries(formData));
  const path = localizedPath(`/user/orderHistory/${input.orderId}`, input.locale);
  const member = await requireMember(input.locale, path);
  const found = await memberOrder(member.id, input.orderId);
  const cancelled = found ? await cancelForShopper(found, paymentGateway(), input.shipmentId) : false;
  redirect(cancelled ? `${path}?cancelled=${input.shipmentId ? 'shipment' : 'order'}` : path);
}
