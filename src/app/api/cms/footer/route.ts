import type { NextRequest } from 'next/server';
import { getFooter } from '@/server/content/queries';
import { cacheableJson, handle, requestLocale } from '@/server/platform/http';

/** GET /api/cms/footer: footerTop, footerMiddle, footerBottom (spec §3, §7). */
export function GET(request: NextRequest) {
  return handle(async () => {
    const { locale } = requestLocale(request);
    return cacheableJson(await getFooter(locale));
  });
}
