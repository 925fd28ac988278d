import type { NextRequest } from 'next/server';
import { requireAdmin } from '@/server/platform/admin-auth';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, parseQuery, privateJson } from '@/server/platform/http';
import { EditionCreate, EditionGenerate, LocaleQuery } from '@/server/promotions/admin-inputs';
import { listEditions } from '@/server/promotions/queries';
import { createEdition, generateEditions } from '@/server/promotions/use-cases';

/** GET /api/admin/promotions/circulars?locale= (Bearer token): the editions, newest first, with their deal counts. */
export function GET(request: NextRequest) {
  return handle(async () => {
    requireAdmin(request);
    const query = parseQuery(LocaleQuery, request);
    if (!query.success) return badRequest(query.error.issues, request);
    return privateJson({ editions: await listEditions(query.data.locale) });
  });
}

/**
 * POST /api/admin/promotions/circulars (Bearer token): an edition { locale, title, startsOn, endsOn,
 * skus } (201), or { generate: true, locale, weeks? } to lay out weekly editions from the deepest
 * deals for the weeks that have none (200 { added }).
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    requireAdmin(request);
    const json: unknown = await readJson(request);
    // A body asking to generate is answered with the generate body's errors, not the edition's.
    if (typeof json === 'object' && json !== null && 'generate' in json) {
      const generate = EditionGenerate.safeParse(json);
      if (!generate.success) return badRequest(generate.error.issues, request);
      return privateJson({ added: await generateEditions(generate.data.locale, { weeks: generate.data.weeks }) });
    }
    const body = EditionCreate.safeParse(json);
    if (!body.success) return badRequest(body.error.issues, request);
    return privateJson({ edition: await createEdition(body.data) }, { status: 201 });
  });
}
