import { z } from 'zod';
import { freeText, paramText } from '@/lib/input-text';
import { LOCALES } from '@/lib/markets';
import { PROMOTION_KINDS } from './schema';

/**
 * The admin API's and CLI's shapes for promotions (docs/operations/promotions.md). Every text is
 * paramText (one line) or freeText (may break lines): a control character is a field error, never
 * a value PostgreSQL refuses.
 */
const Locale = z.enum(LOCALES);
const Day = z.iso.date();
const Instant = z.iso.datetime({ offset: true }).transform((s) => new Date(s));
/** A site path without locale (/coupons) or an https address. */
export const LinkPath = paramText().trim().max(500).regex(/^(\/(?!\/)|https:\/\/)/, 'a path like /coupons or an https:// address');

export const LocaleQuery = z.object({ locale: Locale.optional() });

export const CouponCreate = z.object({
  locale: Locale,
  promoCode: paramText().trim().min(2).max(40).regex(/^[A-Za-z0-9]+$/),
  discount: paramText().trim().min(1).max(60),
  discountText: freeText().trim().min(1).max(300),
  position: z.number().int().min(0).max(10_000).optional(),
  active: z.boolean().optional(),
  promotion: z
    .object({
      kind: z.enum(PROMOTION_KINDS),
      value: z.number().int().min(0).max(100_000_000),
      minimumSubtotal: z.number().int().min(0).max(100_000_000).optional(),
      startsAt: Instant,
      endsAt: Instant,
    })
    .refine((p) => p.endsAt > p.startsAt, { message: 'validation.promotions.endsBeforeStart', path: ['endsAt'] })
    .refine((p) => p.kind !== 'percent' || (p.value > 0 && p.value <= 100), { message: 'validation.promotions.percentRange', path: ['value'] })
    .refine((p) => p.kind !== 'amount' || p.value > 0, { message: 'validation.promotions.amountRequired', path: ['value'] })
    .optional(),
});

export const CouponChange = CouponCreate.pick({ discount: true, discountText: true, position: true, active: true }).partial().strict();

export const EditionCreate = z
  .object({
    locale: Locale,
    title: paramText().trim().min(1).max(120),
    startsOn: Day,
    endsOn: Day,
    skus: z.array(paramText().trim().min(1).max(64)).min(1).max(60),
  })
  .refine((e) => e.endsOn >= e.startsOn, { message: 'validation.promotions.endsBeforeStart', path: ['endsOn'] });

export const EditionGenerate = z.object({ generate: z.literal(true), locale: Locale, weeks: z.number().int().min(1).max(52).optional() });

const TaxonomyFields = z.object({
  locale: Locale,
  textContent: freeText().trim().min(1).max(300),
  ctaLink: LinkPath.nullable().optional(),
  ctaName: paramText().trim().min(1).max(60).nullable().optional(),
  promoCode: paramText().trim().min(2).max(40).nullable().optional(),
  seoUrls: z.array(paramText().trim().min(1).max(300)).max(500),
  invertSelection: z.boolean().optional(),
  priority: z.number().int().min(-1000).max(1000).optional(),
  active: z.boolean().optional(),
  startsAt: Instant.nullable().optional(),
  endsAt: Instant.nullable().optional(),
});
const ctaTogether = (p: { ctaLink?: string | null; ctaName?: string | null }) => (p.ctaLink === undefined && p.ctaName === undefined) || !p.ctaLink === !p.ctaName;

export const TaxonomyPromoCreate = TaxonomyFields.refine(ctaTogether, { message: 'validation.promotions.ctaTogether', path: ['ctaName'] });
export const TaxonomyPromoChange = TaxonomyFields.omit({ locale: true }).partial().strict().refine(ctaTogether, { message: 'validation.promotions.ctaTogether', path: ['ctaName'] });

export const NumericId = z.coerce.number().int().positive().max(2_147_483_647);
