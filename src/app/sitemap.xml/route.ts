import { sitemapIndexXml } from '@/lib/sitemap-xml';
import { sitemapNames } from '@/server/sitemaps/queries';
import { handle } from '@/server/platform/http';
import { siteOrigin } from '@/server/platform/origin';

export const dynamic = 'force-dynamic';

/** GET /sitemap.xml: the index of the sitemap files. */
export function GET() {
  return handle(async () => {
    const origin = (await siteOrigin()).origin;
    return new Response(sitemapIndexXml(origin, await sitemapNames()), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
  });
}
