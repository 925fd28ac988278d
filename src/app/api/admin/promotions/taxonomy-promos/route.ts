import type { NextRequest } from 'next/server';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, parseQuery, privateJson } from '@/server/platform/http';
import { LocaleQuery, TaxonomyPromoCreate } from '@/server/promotions/admin-inputs';
import { listTaxonomyPromosAs } from '@/server/promotions/queries';
import { createTaxonomyPromoAs } from '@/server/promotions/use-cases';
import { staffFromRequest } from '@/server/staff/request-actor';

/** GET /api/admin/promotions/taxonomy-promos?locale= (staff key or token; promotions.write): the shelf promos, highest priority first. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const query = parseQuery(LocaleQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return privateJson({ promos: await listTaxonomyPromosAs(query.data.locale, actor) });
  });
}

/** POST /api/admin/promotions/taxonomy-promos (staff key or token; promotions.write): a shelf promo (spec §3 taxonomy_selector: seoUrls, invertSelection). 201. */
export function POST(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const body = TaxonomyPromoCreate.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    return privateJson({ promo: await createTaxonomyPromoAs(body.data, actor) }, { status: 201 });
  });
}
