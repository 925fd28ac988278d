import { sitemapXml } from '@/lib/sitemap-xml';
import { sitemapEntries } from '@/server/sitemaps/queries';
import { errorResponse, handle } from '@/server/platform/http';
import { siteOrigin } from '@/server/platform/origin';

export const dynamic = 'force-dynamic';

/** GET /sitemaps/{pages|categories|brands|products-N}.xml: one sitemap file. */
export function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  return handle(async () => {
    const { name } = await params;
    const entries = name.endsWith('.xml') ? await sitemapEntries(name.slice(0, -4)) : null;
    if (!entries) return errorResponse(404, { errorCode: 'SITEMAP_NOT_FOUND', errorMessageKey: 'error_sitemap_notFound', errorMessageDefault: 'No such sitemap' });
    const origin = (await siteOrigin()).origin;
    return new Response(sitemapXml(origin, entries), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
  });
}
