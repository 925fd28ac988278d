'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { LOCALES } from '@/lib/markets';
import { requireMember } from '@/server/customers/member';
import { refusalOf } from '@/server/platform/domain-error';
import { claimCoupon, revokeCoupon } from '@/server/promotions/use-cases';
import { safeRedirectPath } from '@/lib/sign-in-flow';

/** A claim or revoke that did not go through: the message, in the shopper's language. */
export interface CouponActionState {
  error: string | null;
}

const Input = z.object({
  locale: z.enum(LOCALES).catch('en-US'),
  couponId: z.coerce.number().int().positive(),
  /** The page to come back to after signing in: a path of this site. */
  returnTo: z
    .string()
    .max(200)
    .transform((path) => safeRedirectPath(path, '/coupons'))
    .catch('/coupons'),
});

async function run(formData: FormData, change: (userId: string, couponId: number, locale: (typeof LOCALES)[number]) => Promise<unknown>): Promise<CouponActionState> {
  const parsed = Input.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return { error: null };
  const { locale, couponId, returnTo } = parsed.data;
  const member = await requireMember(locale, returnTo);
  const t = await getTranslations({ locale, namespace: 'promotions.coupons.errors' });
  try {
    await change(member.id, couponId, locale);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { error: refusal.kind === 'notFound' ? t('notFound') : refusal.kind === 'conflict' ? t('expired') : t('failed') };
    throw error;
  }
  revalidatePath('/[locale]', 'layout');
  return { error: null };
}

/** Save a coupon to the signed-in member's account (a guest is sent to sign in and back). */
export async function claimCouponAction(_previous: CouponActionState | null, formData: FormData): Promise<CouponActionState> {
  return run(formData, (userId, couponId, locale) => claimCoupon(userId, couponId, locale));
}

/** Give a saved coupon back. */
export async function revokeCouponAction(_previous: CouponActionState | null, formData: FormData): Promise<CouponActionState> {
  return run(formData, (userId, couponId) => revokeCoupon(userId, couponId));
}
