import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { BANNER_SCHEMAS } from '@/server/content/documents';
import { listBannersAs } from '@/server/content/queries';
import { createBannerAs } from '@/server/content/use-cases';
import { parseQuery, privateJson } from '@/server/platform/http';
import { LOCALES } from '@/lib/markets';
import { OptionalLocale, adminRoute, invalid, jsonBody } from '../admin';
import { BANNER_KINDS, BannerFields, scheduleIssue } from './banner-fields';

const Kind = z.enum(BANNER_KINDS as [keyof typeof BANNER_SCHEMAS, ...(keyof typeof BANNER_SCHEMAS)[]]);
const Query = z.object({ locale: OptionalLocale, kind: Kind.optional() });
const Create = BannerFields.partial({ segments: true, priority: true, active: true, startsAt: true, endsAt: true }).extend({ locale: z.enum(LOCALES), kind: Kind });

/** GET /api/admin/content/banners?locale=&kind= (staff key or token; content.write): every banner, whatever its schedule or state. */
export function GET(request: NextRequest) {
  return adminRoute(request, async (actor) => {
    const query = parseQuery(Query, request);
    if (!query.success) return invalid(query.error.issues);
    return privateJson({ banners: await listBannersAs(query.data, actor) });
  });
}

/**
 * POST /api/admin/content/banners {locale, kind, body, segments?, priority?, active?, startsAt?, endsAt?}
 * (staff key or token; content.write): 201 with the banner. kind is sitewide_alert, header_promo or header_navigation;
 * the body must match the kind (alert_text | text_content | link_name + link_cta, with cta_link, cta_name).
 */
export function POST(request: NextRequest) {
  return adminRoute(request, async (actor) => {
    const parsed = Create.safeParse(await jsonBody(request));
    if (!parsed.success) return invalid(parsed.error.issues);
    const body = BANNER_SCHEMAS[parsed.data.kind].safeParse(parsed.data.body);
    if (!body.success) return invalid(body.error.issues, ['body']);
    const schedule = scheduleIssue(parsed.data.startsAt, parsed.data.endsAt);
    if (schedule.length) return invalid(schedule);
    return privateJson({ banner: await createBannerAs({ ...parsed.data, body: body.data }, actor) }, { status: 201 });
  });
}
