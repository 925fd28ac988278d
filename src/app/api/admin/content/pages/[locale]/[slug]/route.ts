import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { ContentPageSchema } from '@/server/content/page-document';
import { isSlug } from '@/server/content/pages';
import { findPageAs } from '@/server/content/queries';
import { putPageAs, deletePageAs } from '@/server/content/use-cases';
import { privateJson } from '@/server/platform/http';
import { adminRoute, invalid, jsonBody, notFound, pathLocale } from '../../../admin';

type Context = { params: Promise<{ locale: string; slug: string }> };

/** What GET answers can be sent back as it is: locale, slug and updatedAt are ignored. */
const Body = z.object({ body: ContentPageSchema, published: z.boolean().optional() });

async function target(context: Context) {
  const { locale, slug } = await context.params;
  return { locale: pathLocale(locale), slug, valid: isSlug(slug) };
}

/** GET /api/admin/content/pages/{locale}/{slug} (staff key or token; content.write): the page as stored, published or not. 404 when the market has none. */
export function GET(request: NextRequest, context: Context) {
  return adminRoute(request, async (actor) => {
    const { locale, slug, valid } = await target(context);
    const page = valid ? await findPageAs(locale, slug, actor) : null;
    if (!page) throw notFound(`Page ${locale}/${slug}`);
    return privateJson(page);
  });
}

/**
 * PUT /api/admin/content/pages/{locale}/{slug} {body: ContentPage, published?} (staff key or token; content.write):
 * create (201) or replace (200) the page; a page replaced without `published` keeps its state.
 * 400 lists every problem with the body. The writing instance serves it at once; others within 300 s.
 */
export function PUT(request: NextRequest, context: Context) {
  return adminRoute(request, async (actor) => {
    const { locale, slug, valid } = await target(context);
    if (!valid) return invalid([{ code: 'custom', path: ['slug'], message: 'ops.content.issues.slug', input: slug }]);
    const parsed = Body.safeParse(await jsonBody(request));
    if (!parsed.success) return invalid(parsed.error.issues);
    const { created } = await putPageAs({ locale, slug, ...parsed.data }, 'replace', actor);
    return privateJson(await findPageAs(locale, slug, actor), { status: created ? 201 : 200 });
  });
}

/** DELETE /api/admin/content/pages/{locale}/{slug} (staff key or token; content.write): 204; the market then answers not found. 404 when absent. */
export function DELETE(request: NextRequest, context: Context) {
  return adminRoute(request, async (actor) => {
    const { locale, slug, valid } = await target(context);
    if (!valid || !(await deletePageAs(locale, slug, actor))) throw notFound(`Page ${locale}/${slug}`);
    return new Response(null, { status: 204 });
  });
}
