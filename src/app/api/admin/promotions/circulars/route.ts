import type { NextRequest } from 'next/server';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, parseQuery, privateJson } from '@/server/platform/http';
import { EditionCreate, EditionGenerate, LocaleQuery } from '@/server/promotions/admin-inputs';
import { listEditionsAs } from '@/server/promotions/queries';
import { createEditionAs, generateEditionsAs } from '@/server/promotions/use-cases';
import { staffFromRequest } from '@/server/staff/request-actor';

/** GET /api/admin/promotions/circulars?locale= (staff key or token; promotions.write): the editions, newest first, with their deal counts. */
export function GET(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const query = parseQuery(LocaleQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return privateJson({ editions: await listEditionsAs(query.data.locale, actor) });
  });
}

/**
 * POST /api/admin/promotions/circulars (staff key or token; promotions.write): an edition { locale, title, startsOn, endsOn,
 * skus } (201), or { generate: true, locale, weeks? } to lay out weekly editions from the deepest
 * deals for the weeks that have none (200 { added }).
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const json: unknown = await readJson(request);
    // A body asking to generate is answered with the generate body's errors, not the edition's.
    if (typeof json === 'object' && json !== null && 'generate' in json) {
      const generate = EditionGenerate.safeParse(json);
      if (!generate.success) return badRequest(generate.error.issues, request);
      return privateJson({ added: await generateEditionsAs(generate.data.locale, { weeks: generate.data.weeks }, actor) });
    }
    const body = EditionCreate.safeParse(json);
    if (!body.success) return badRequest(body.error.issues, request);
    return privateJson({ edition: await createEditionAs(body.data, actor) }, { status: 201 });
  });
}
