import { z } from 'zod';
import { BANNER_PRIORITY_MAX, BANNER_PRIORITY_MIN, BANNER_SCHEMAS, SEGMENT_PATTERN, SEGMENTS_MAX, type BannerKind } from '@/server/content/documents';
import { BANNER_BODY_FIELDS } from './banner-fields';
import { issuesOf, type FormIssue, type IssueWords } from './issues';
import { fromUtcInput, toUtcInput } from './utc-input';

/** The banner editor's fields as typed (strings; the checkbox is "on" or absent) ↔ a banner write. */


export interface BannerWriteFields {
  body: Record<string, string>;
  segments: string[];
  priority: number;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

export type BannerFormValues = Record<string, string>;

const COMMON_FIELDS = ['segments', 'priority', 'active', 'startsAt', 'endsAt'] as const;

/** The names the form posts for a kind: its body fields, then the common ones. */
export function bannerFieldNames(kind: BannerKind): string[] {
  return [...BANNER_BODY_FIELDS[kind].map((f) => f.name), ...COMMON_FIELDS];
}

/** What the form shows for a stored banner (or a new one). */
export function bannerFormValues(kind: BannerKind, banner?: { body: unknown; segments: string[]; priority: number; active: boolean; startsAt: Date | null; endsAt: Date | null }): BannerFormValues {
  const body = (banner?.body && typeof banner.body === 'object' ? banner.body : {}) as Record<string, unknown>;
  const values: BannerFormValues = {};
  for (const field of BANNER_BODY_FIELDS[kind]) values[field.name] = typeof body[field.name] === 'string' ? (body[field.name] as string) : '';
  values.segments = (banner?.segments ?? []).join(', ');
  values.priority = String(banner?.priority ?? 0);
  values.active = (banner?.active ?? true) ? 'on' : '';
  values.startsAt = toUtcInput(banner?.startsAt);
  values.endsAt = toUtcInput(banner?.endsAt);
  return values;
}

/** The posted fields of a kind, as strings (anything else the browser sent is dropped). */
export function typedBannerValues(kind: BannerKind, formData: FormData): BannerFormValues {
  const values: BannerFormValues = {};
  for (const name of bannerFieldNames(kind)) {
    const value = formData.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The editor's own problems: message keys (messages `ops.content.issues.*`), which issuesOf says in the staff member's language. */
const ISSUE = {
  notADate: 'ops.content.issues.notADate',
  notASegment: 'ops.content.issues.notASegment',
  tooManySegments: 'ops.content.issues.tooManySegments',
  wholeNumber: 'ops.content.issues.wholeNumber',
  endsBeforeStart: 'ops.content.issues.endsBeforeStart',
} as const;

const Moment = z.string().transform((value, ctx) => {
  const date = fromUtcInput(value);
  if (date === undefined) {
    ctx.addIssue({ code: 'custom', message: ISSUE.notADate });
    return z.NEVER;
  }
  return date;
});

const Common = z
  .object({
    segments: z.string().transform((value, ctx) => {
      const tokens = [...new Set(value.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))];
      for (const token of tokens) if (!SEGMENT_PATTERN.test(token)) ctx.addIssue({ code: 'custom', message: ISSUE.notASegment, params: { segment: token } });
      if (tokens.length > SEGMENTS_MAX) ctx.addIssue({ code: 'custom', message: ISSUE.tooManySegments, params: { max: SEGMENTS_MAX } });
      return tokens;
    }),
    priority: z
      .string()
      .trim()
      .regex(/^-?\d+$/, ISSUE.wholeNumber)
      .transform(Number)
      .pipe(z.number().int().min(BANNER_PRIORITY_MIN).max(BANNER_PRIORITY_MAX)),
    active: z.string().transform((value) => value === 'on' || value === 'true'),
    startsAt: Moment,
    endsAt: Moment,
  })
  .superRefine((fields, ctx) => {
    if (fields.startsAt && fields.endsAt && fields.endsAt <= fields.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: ISSUE.endsBeforeStart });
  });

export type BannerFormParse = { ok: true; write: BannerWriteFields } | { ok: false; issues: FormIssue[] };

/**
 * The form of a banner of `kind` as a write: the body checked against the kind's schema
 * (empty optional fields left out), the segments, priority and schedule checked here.
 * Every problem is listed, with the field it belongs to, in the staff member's words.
 */
export function readBannerForm(kind: BannerKind, values: BannerFormValues, words: IssueWords): BannerFormParse {
  const body: Record<string, string> = {};
  for (const field of BANNER_BODY_FIELDS[kind]) {
    const value = (values[field.name] ?? '').trim();
    if (value || field.required) body[field.name] = value;
  }
  const checkedBody = BANNER_SCHEMAS[kind].safeParse(body);
  const common = Common.safeParse({
    segments: values.segments ?? '',
    priority: values.priority ?? '0',
    active: values.active ?? '',
    startsAt: values.startsAt ?? '',
    endsAt: values.endsAt ?? '',
  });
  if (checkedBody.success && common.success) return { ok: true, write: { body: checkedBody.data as Record<string, string>, ...common.data } };
  return {
    ok: false,
    issues: [...(checkedBody.success ? [] : issuesOf(checkedBody.error.issues, words, 'body')), ...(common.success ? [] : issuesOf(common.error.issues, words, 'form'))],
  };
}
