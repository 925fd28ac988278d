import { z } from 'zod';
import { BANNER_PRIORITY_MAX, BANNER_PRIORITY_MIN, BANNER_SCHEMAS, SEGMENT_PATTERN, SEGMENTS_MAX } from '@/server/content/documents';

/** The fields an operator sets on a banner (POST and PATCH). The body is checked against its kind's schema separately. */

const Moment = z.iso
  .datetime({ offset: true })
  .transform((v) => new Date(v))
  .nullable();

export const BannerFields = z.object({
  body: z.unknown(),
  segments: z.array(z.string().toLowerCase().regex(SEGMENT_PATTERN, 'validation.content.notASegment')).max(SEGMENTS_MAX),
  priority: z.number().int().min(BANNER_PRIORITY_MIN).max(BANNER_PRIORITY_MAX),
  active: z.boolean(),
  startsAt: Moment,
  endsAt: Moment,
});

export const BANNER_KINDS = Object.keys(BANNER_SCHEMAS) as (keyof typeof BANNER_SCHEMAS)[];

export function scheduleIssue(startsAt: Date | null | undefined, endsAt: Date | null | undefined) {
  return startsAt && endsAt && endsAt <= startsAt ? [{ code: 'custom' as const, path: ['endsAt'], message: 'validation.content.endsBeforeStart', input: endsAt }] : [];
}
