import type { NextRequest } from 'next/server';
import { requireAdmin } from '@/server/platform/admin-auth';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, parseQuery, privateJson } from '@/server/platform/http';
import { LocaleQuery, TaxonomyPromoCreate } from '@/server/promotions/admin-inputs';
import { listTaxonomyPromos } from '@/server/promotions/queries';
import { createTaxonomyPromo } from '@/server/promotions/use-cases';

/** GET /api/admin/promotions/taxonomy-promos?locale= (Bearer token): the shelf promos, highest priority first. */
export function GET(request: NextRequest) {
  return handle(async () => {
    requireAdmin(request);
    const query = parseQuery(LocaleQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return privateJson({ promos: await listTaxonomyPromos(query.data.locale) });
  });
}

/** POST /api/admin/promotions/taxonomy-promos (Bearer token): a shelf promo (spec §3 taxonomy_selector: seoUrls, invertSelection). 201. */
export function POST(request: NextRequest) {
  return handle(async () => {
    requireAdmin(request);
    const body = TaxonomyPromoCreate.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    return privateJson({ promo: await createTaxonomyPromo(body.data) }, { status: 201 });
  });
}
