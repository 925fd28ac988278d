import type { NextRequest } from 'next/server';
import { getTopNav } from '@/server/content/queries';
import { cacheableJson, handle, requestLocale } from '@/server/platform/http';

/** GET /api/cms/top-nav: menuList (spec §3, §7). */
export function GET(request: NextRequest) {
  return handle(async () => {
    const { locale } = requestLocale(request);
    return cacheableJson(await getTopNav(locale));
  });
}
