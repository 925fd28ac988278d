import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { BANNER_SCHEMAS } from '@/server/content/documents';
import { findBannerAs } from '@/server/content/queries';
import { updateBannerAs, deleteBannerAs } from '@/server/content/use-cases';
import { privateJson } from '@/server/platform/http';
import { adminRoute, invalid, jsonBody, notFound } from '../../admin';
import { BannerFields, scheduleIssue } from '../banner-fields';

type Context = { params: Promise<{ id: string }> };

const Patch = BannerFields.partial();

async function bannerId(context: Context): Promise<string> {
  const { id } = await context.params;
  if (!z.uuid().safeParse(id).success) throw notFound(`Banner ${id}`);
  return id;
}

/**
 * PATCH /api/admin/content/banners/{id} {body?, segments?, priority?, active?, startsAt?, endsAt?}
 * (staff key or token; content.write): change those fields (null clears a date); `active: false` takes it down.
 */
export function PATCH(request: NextRequest, context: Context) {
  return adminRoute(request, async (actor) => {
    const id = await bannerId(context);
    const parsed = Patch.safeParse(await jsonBody(request));
    if (!parsed.success) return invalid(parsed.error.issues);
    const current = await findBannerAs(id, actor);
    if (!current) throw notFound(`Banner ${id}`);
    const patch = parsed.data;
    if (patch.body !== undefined) {
      const body = BANNER_SCHEMAS[current.kind].safeParse(patch.body);
      if (!body.success) return invalid(body.error.issues, ['body']);
      patch.body = body.data;
    }
    const schedule = scheduleIssue(patch.startsAt === undefined ? current.startsAt : patch.startsAt, patch.endsAt === undefined ? current.endsAt : patch.endsAt);
    if (schedule.length) return invalid(schedule);
    const banner = await updateBannerAs(id, patch, actor);
    if (!banner) throw notFound(`Banner ${id}`);
    return privateJson({ banner });
  });
}

/** DELETE /api/admin/content/banners/{id} (staff key or token; content.write): 204, or 404. */
export function DELETE(request: NextRequest, context: Context) {
  return adminRoute(request, async (actor) => {
    if (!(await deleteBannerAs(await bannerId(context), actor))) throw notFound('Banner');
    return new Response(null, { status: 204 });
  });
}
