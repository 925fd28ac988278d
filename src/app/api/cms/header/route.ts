import type { NextRequest } from 'next/server';
import { normaliseSegments } from '@/server/content/service';
import { getHeaderContent } from '@/server/content/queries';
import { cacheableJson, handle, requestLocale } from '@/server/platform/http';

/** GET /api/cms/header?segments=a,b: the sitewide alert, header promos and header links for those segments. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const { locale } = requestLocale(request);
    const segments = normaliseSegments(request.nextUrl.searchParams.get('segments'));
    return cacheableJson(await getHeaderContent(locale, segments));
  });
}
