import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { listPages } from '@/server/content/queries';
import { parseQuery, privateJson } from '@/server/platform/http';
import { OptionalLocale, adminRoute, invalid } from '../admin';

const Query = z.object({ locale: OptionalLocale });

/** GET /api/admin/content/pages?locale= (Bearer token): every content page, published or not, with its title. */
export function GET(request: NextRequest) {
  return adminRoute(request, async () => {
    const query = parseQuery(Query, request);
    if (!query.success) return invalid(query.error.issues);
    return privateJson({ pages: await listPages(query.data.locale) });
  });
}
