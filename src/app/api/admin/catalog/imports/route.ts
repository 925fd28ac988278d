import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { IMPORT_KINDS } from '@/server/catalog-import/run';
import { importAsStaff } from '@/server/catalog-import/use-cases';
import { readBodyText } from '@/server/platform/body';
import { badRequest, handle, parseQuery, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

const Query = z.object({ kind: z.enum(IMPORT_KINDS), dryRun: z.enum(['true', 'false']).default('false') });

/**
 * POST /api/admin/catalog/imports?kind=products|prices|stock|fitment|aces|pies&dryRun= (staff key;
 * the body is the CSV or XML file): what `npm run import:catalog` does. 200 with the report when
 * every row is good (a dry run writes nothing); 422 with every bad row and its reason otherwise,
 * and nothing written.
 */
export function POST(request: NextRequest) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const query = parseQuery(Query, request);
    if (!query.success) return badRequest(query.error.issues, request);
    const text = await readBodyText(request);
    const result = await importAsStaff(actor, { kind: query.data.kind, text, dryRun: query.data.dryRun === 'true' });
    return privateJson(result, { status: result.ok ? 200 : 422 });
  });
}
