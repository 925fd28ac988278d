import { z } from 'zod';
import { CouponCreate } from '@/server/promotions/admin-inputs';

/**
 * The "New coupon" form of /ops/content: its fields, what was typed (kept when the form is
 * refused), and the form read into the use case's input (CouponCreate), every problem tied to the
 * field it is about so that the form says it beside that field.
 */

export const COUPON_FIELDS = ['promoCode', 'discount', 'discountText', 'kind', 'value', 'minimum', 'from', 'until'] as const;
export type CouponField = (typeof COUPON_FIELDS)[number];
export type CouponValues = Record<CouponField, string>;

/** One problem with the form, in the staff member's language; `field` null: the whole form. */
export interface CouponIssue {
  field: CouponField | null;
  message: string;
}

export interface CouponFormState {
  values: CouponValues;
  issues: CouponIssue[];
}

/** What was typed, as text (a file or a missing field is empty). */
export function couponValues(formData: FormData): CouponValues {
  return Object.fromEntries(
    COUPON_FIELDS.map((name) => {
      const value = formData.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as CouponValues;
}

/** The form's field a path of the input is about (the cart promotion's names included). */
const FIELD_OF: Record<string, CouponField> = { promoCode: 'promoCode', discount: 'discount', discountText: 'discountText', kind: 'kind', value: 'value', minimum: 'minimum', minimumSubtotal: 'minimum', from: 'from', startsAt: 'from', until: 'until', endsAt: 'until' };

export function couponFieldOf(path: readonly PropertyKey[]): CouponField | null {
  return FIELD_OF[String(path.at(-1) ?? '')] ?? null;
}

/** The form's own shape: the kind, the amounts as numbers (empty: 0, refused below when the kind needs one) and the days. */
const CouponFormShape = z.object({
  kind: z.enum(['percent', 'amount', 'freeShipping']),
  value: z.coerce.number().min(0),
  minimum: z.coerce.number().min(0),
  from: z.iso.date(),
  until: z.iso.date(),
});

const CouponTexts = CouponCreate.pick({ locale: true, promoCode: true, discount: true, discountText: true });

export type CouponRead = { ok: true; input: z.output<typeof CouponCreate> } | { ok: false; issues: { field: CouponField | null; issue: z.core.$ZodIssue }[] };

/**
 * The form read as CouponCreate (the market's money in minor units, a percent whole, the days
 * from midnight UTC), or every problem found: the texts' and the numbers' at once, then the rules
 * of the promotion (the end after the start, a percent of 1 to 100, an amount above zero).
 */
export function readCouponForm(locale: string, values: CouponValues): CouponRead {
  const form = CouponFormShape.safeParse({ kind: values.kind, value: values.value.trim() || '0', minimum: values.minimum.trim() || '0', from: values.from, until: values.until });
  const texts = CouponTexts.safeParse({ locale, promoCode: values.promoCode, discount: values.discount, discountText: values.discountText });
  const found = [...(texts.success ? [] : texts.error.issues), ...(form.success ? [] : form.error.issues)];
  if (found.length || !form.success) return { ok: false, issues: firstPerField(found) };
  const minor = (amount: number) => Math.round(amount * 100);
  const { kind, value, minimum, from, until } = form.data;
  const input = CouponCreate.safeParse({
    locale,
    promoCode: values.promoCode,
    discount: values.discount,
    discountText: values.discountText,
    promotion: { kind, value: kind === 'amount' ? minor(value) : Math.round(value), minimumSubtotal: minor(minimum), startsAt: `${from}T00:00:00Z`, endsAt: `${until}T00:00:00Z` },
  });
  return input.success ? { ok: true, input: input.data } : { ok: false, issues: firstPerField(input.error.issues) };
}

/** Each field's first problem (an empty code is also not letters and digits: said once). */
function firstPerField(issues: readonly z.core.$ZodIssue[]): { field: CouponField | null; issue: z.core.$ZodIssue }[] {
  const seen = new Set<CouponField | null>();
  return issues.flatMap((issue) => {
    const field = couponFieldOf(issue.path);
    if (seen.has(field)) return [];
    seen.add(field);
    return [{ field, issue }];
  });
}

/** The field a use case's refusal is about, by its code (the code taken, or naming no promotion of this market). */
export function refusedField(errorCode: string): CouponField | null {
  return errorCode === 'COUPON_EXISTS' || errorCode.startsWith('PROMOTION_') ? 'promoCode' : null;
}
