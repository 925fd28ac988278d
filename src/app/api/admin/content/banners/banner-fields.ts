import { z } from 'zod';
import { BANNER_SCHEMAS } from '@/server/content/documents';

/** The fields an operator sets on a banner (POST and PATCH). The body is checked against its kind's schema separately. */

const Moment = z.iso
  .datetime({ offset: true })
  .transform((v) => new Date(v))
  .nullable();

export const BannerFields = z.object({
  body: z.unknown(),
  segments: z.array(z.string().regex(/^[a-z0-9_-]{1,40}$/i, 'a segment is letters, digits, _ or -')).max(20),
  priority: z.number().int().min(-1000).max(1000),
  active: z.boolean(),
  startsAt: Moment,
  endsAt: Moment,
});

export const BANNER_KINDS = Object.keys(BANNER_SCHEMAS) as (keyof typeof BANNER_SCHEMAS)[];

export function scheduleIssue(startsAt: Date | null | undefined, endsAt: Date | null | undefined) {
  return startsAt && endsAt && endsAt <= startsAt ? [{ code: 'custom' as const, path: ['endsAt'], message: 'endsAt must be after startsAt', input: endsAt }] : [];
}
