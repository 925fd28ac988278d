'use server';

import { cartIdsOf } from '@/server/cart/cookies';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { safeRedirectPath } from '@/lib/sign-in-flow';
import { currentMember } from '@/server/customers/member';
import { giveRefundAccountAsOwner } from '@/server/orders/use-cases';

const RefundAccountForm = z.object({
  orderNumber: z.string().regex(/^\d{9}$/),
  /** The page to go back to: a path of this site (safeRedirectPath: never `//host` or `/\\host`). */
  returnTo: z.string().max(300).transform((path) => safeRedirectPath(path, '/')),
  bank: z.string().max(10),
  agency: z.string().max(12),
  account: z.string().max(24),
  holderTaxId: z.string().max(20),
});

/**
 * The shopper gives the bank account a boleto order's refund goes to (decision 057): the order's
 * owner only (the member who placed it, or the browser whose cart became it), then back to the
 * page with `refund=sent` or `refund=invalid`.
 */
export async function giveRefundAccountAction(formData: FormData): Promise<void> {
  const input = RefundAccountForm.safeParse(Object.fromEntries(formData));
  if (!input.success) redirect('/');
  const { orderNumber, returnTo, ...account } = input.data;
  const member = await currentMember();
  const jar = await cookies();
  const outcome = await giveRefundAccountAsOwner(orderNumber, { profileId: member?.id ?? null, cartIds: cartIdsOf({ get: (name) => jar.get(name)?.value }) }, account);
  redirect(`${returnTo}${returnTo.includes('?') ? '&' : '?'}refund=${outcome === 'sent' ? 'sent' : 'invalid'}`);
}
