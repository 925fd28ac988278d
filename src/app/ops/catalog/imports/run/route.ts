import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { importProgressStream } from '@/features/ops/catalog/import-stream';
import { currentStaff } from '@/features/ops/session';
import { IMPORT_KINDS } from '@/server/catalog-import/run';
import { readBodyText } from '@/server/platform/body';
import { badRequest, handle, parseQuery } from '@/server/platform/http';

const Query = z.object({ kind: z.enum(IMPORT_KINDS), dryRun: z.enum(['true', 'false']).default('false') });

/**
 * POST /ops/catalog/imports/run?kind=&dryRun= (the back office's session; the body is the file):
 * the import screens' upload. Answers with one JSON line per step as the import goes (checking,
 * writing n of total), then the report: the progress bar and the bad rows (decision 055).
 */
export async function POST(request: NextRequest) {
  const query = parseQuery(Query, request);
  // Outside `handle`: without a session this answers with the redirect to sign in.
  const actor = await currentStaff(query.success && query.data.kind === 'stock' ? '/ops/inventory/import' : '/ops/catalog/import');
  return handle(async () => {
    if (!query.success) return badRequest(query.error.issues, request);
    const text = await readBodyText(request);
    return importProgressStream(actor, { kind: query.data.kind, text, dryRun: query.data.dryRun === 'true' });
  });
}
