'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { isLocale } from '@/lib/markets';
import { CouponCreate, NumericId } from '@/server/promotions/admin-inputs';
import { createCouponAs, deleteEditionAs, updateCouponAs, updateTaxonomyPromoAs } from '@/server/promotions/use-cases';
import { refusalOf } from '@/server/platform/domain-error';
import { refusalText, staffTranslator } from '../catalog/staff-text';
import { currentStaff } from '../session';
import { issueText, type IssueWords } from './issues';
import { contentPaths } from './paths';

/**
 * The promotions part of /ops/content (what `npm run promotions` does): offer a coupon with its
 * cart promotion, end a coupon or a shelf promo, remove a circular edition. The staff member
 * signed in acts (promotions.write, each change in the audit log); the outcome comes back as a
 * notice on the page (`promo`: a key of ops.content.promotions.notices; `detail`: a refusal's words).
 */

const field = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};

function back(locale: string, promo: string, detail?: string): string {
  const base = contentPaths.index(isLocale(locale) ? locale : undefined);
  const join = base.includes('?') ? '&' : '?';
  return `${base}${join}promo=${promo}${detail ? `&detail=${encodeURIComponent(detail.slice(0, 200))}` : ''}#promotions`;
}

async function act(locale: string, done: string, run: (actor: Awaited<ReturnType<typeof currentStaff>>) => Promise<unknown>): Promise<never> {
  const actor = await currentStaff(contentPaths.index(isLocale(locale) ? locale : undefined));
  try {
    await run(actor);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const { t } = await staffTranslator();
    redirect(back(locale, refusal.kind === 'forbidden' ? 'forbidden' : 'refused', refusalText(t, error) ?? undefined));
  }
  revalidatePath('/ops/content');
  redirect(back(locale, done));
}

export async function endCouponAction(formData: FormData): Promise<void> {
  const locale = field(formData, 'locale');
  const id = NumericId.safeParse(field(formData, 'id'));
  if (!id.success) redirect(back(locale, 'refused'));
  await act(locale, 'ended', (actor) => updateCouponAs(id.data, { active: false }, actor));
}

export async function endShelfPromoAction(formData: FormData): Promise<void> {
  const locale = field(formData, 'locale');
  const id = NumericId.safeParse(field(formData, 'id'));
  if (!id.success) redirect(back(locale, 'refused'));
  await act(locale, 'ended', (actor) => updateTaxonomyPromoAs(id.data, { active: false }, actor));
}

export async function deleteCircularAction(formData: FormData): Promise<void> {
  const locale = field(formData, 'locale');
  const id = NumericId.safeParse(field(formData, 'id'));
  if (!id.success) redirect(back(locale, 'refused'));
  await act(locale, 'removed', (actor) => deleteEditionAs(id.data, actor));
}

/** The form's field a path of the coupon's input is about (its label under ops.content.promotions.coupons). */
const COUPON_FIELDS: Record<string, string> = { promoCode: 'code', discount: 'discount', discountText: 'text', kind: 'kind', value: 'value', minimum: 'minimum', minimumSubtotal: 'minimum', from: 'from', startsAt: 'from', until: 'until', endsAt: 'until' };

/** A problem with the new coupon, in the staff member's language: the field's label, then what is wrong with it. */
async function couponIssue(issue: z.core.$ZodIssue): Promise<string> {
  const { t } = await staffTranslator();
  const label = COUPON_FIELDS[String(issue.path.at(-1) ?? '')];
  const text = issueText(issue, t as unknown as IssueWords);
  return label ? `${t(`ops.content.promotions.coupons.${label}` as never)}: ${text}` : text;
}

const CouponForm = z.object({ kind: z.enum(['percent', 'amount', 'freeShipping']), value: z.coerce.number().min(0), minimum: z.coerce.number().min(0), from: z.iso.date(), until: z.iso.date() });

/** "New coupon": the code, its headline and fine print, and its cart promotion (kind, value, minimum in the market's money, from and until a day, UTC). */
export async function createCouponAction(formData: FormData): Promise<void> {
  const locale = field(formData, 'locale');
  const form = CouponForm.safeParse({ kind: field(formData, 'kind'), value: field(formData, 'value') || '0', minimum: field(formData, 'minimum') || '0', from: field(formData, 'from'), until: field(formData, 'until') });
  const minor = (amount: number) => Math.round(amount * 100);
  const input = form.success
    ? CouponCreate.safeParse({
        locale,
        promoCode: field(formData, 'promoCode'),
        discount: field(formData, 'discount'),
        discountText: field(formData, 'discountText'),
        promotion: { kind: form.data.kind, value: form.data.kind === 'amount' ? minor(form.data.value) : Math.round(form.data.value), minimumSubtotal: minor(form.data.minimum), startsAt: `${form.data.from}T00:00:00Z`, endsAt: `${form.data.until}T00:00:00Z` },
      })
    : null;
  if (!input?.success) {
    const issue = input?.error.issues[0] ?? form.error?.issues[0];
    redirect(back(locale, 'refused', issue ? await couponIssue(issue) : undefined));
  }
  await act(locale, 'created', (actor) => createCouponAs(input.data, actor));
}
