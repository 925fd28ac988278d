import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { listPagesAs } from '@/server/content/queries';
import { parseQuery, privateJson } from '@/server/platform/http';
import { OptionalLocale, adminRoute, invalid } from '../admin';

const Query = z.object({ locale: OptionalLocale });

/** GET /api/admin/content/pages?locale= (staff key or token; content.write): every content page, published or not, with its title. */
export function GET(request: NextRequest) {
  return adminRoute(request, async (actor) => {
    const query = parseQuery(Query, request);
    if (!query.success) return invalid(query.error.issues);
    return privateJson({ pages: await listPagesAs(query.data.locale, actor) });
  });
}
