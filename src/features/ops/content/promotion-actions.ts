'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { isLocale } from '@/lib/markets';
import { NumericId } from '@/server/promotions/admin-inputs';
import { createCouponAs, deleteEditionAs, updateCouponAs, updateTaxonomyPromoAs } from '@/server/promotions/use-cases';
import { refusalOf } from '@/server/platform/domain-error';
import { refusalText, staffTranslator } from '../catalog/staff-text';
import { currentStaff } from '../session';
import { couponValues, readCouponForm, refusedField, type CouponFormState } from './coupon-form';
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

/**
 * "New coupon": the code, its headline and fine print, and its cart promotion (kind, value,
 * minimum in the market's money, from and until a day, UTC). Refused, the form comes back with
 * what was typed and each problem beside its field; offered, the page says so.
 */
export async function createCouponAction(_: CouponFormState | null, formData: FormData): Promise<CouponFormState> {
  const locale = field(formData, 'locale');
  const actor = await currentStaff(contentPaths.index(isLocale(locale) ? locale : undefined));
  const values = couponValues(formData);
  const { t } = await staffTranslator();
  const read = readCouponForm(locale, values);
  if (!read.ok) return { values, issues: read.issues.map(({ field: name, issue }) => ({ field: name, message: issueText(issue, t as unknown as IssueWords) })) };
  try {
    await createCouponAs(read.input, actor);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return { values, issues: [{ field: refusal.kind === 'forbidden' ? null : refusedField(refusal.detail.errorCode), message: refusalText(t, error)! }] };
  }
  revalidatePath('/ops/content');
  redirect(back(locale, 'created'));
}
