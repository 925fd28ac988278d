import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { DOCUMENT_SCHEMAS, type DocumentKey } from '@/server/content/documents';
import { findDocumentAs } from '@/server/content/queries';
import { putDocumentAs } from '@/server/content/use-cases';
import { privateJson } from '@/server/platform/http';
import { adminRoute, invalid, jsonBody, notFound, pathLocale } from '../../../admin';

type Context = { params: Promise<{ locale: string; key: string }> };

const Body = z.object({ body: z.unknown().refine((v) => v !== undefined, 'Required') });

async function target(context: Context) {
  const { locale, key } = await context.params;
  if (!Object.hasOwn(DOCUMENT_SCHEMAS, key)) throw notFound(`Document ${key}`);
  return { locale: pathLocale(locale), key: key as DocumentKey };
}

/** GET /api/admin/content/documents/{locale}/{footer|top-nav} (staff key or token; content.write): the document as stored. */
export function GET(request: NextRequest, context: Context) {
  return adminRoute(request, async (actor) => {
    const { locale, key } = await target(context);
    const document = await findDocumentAs(locale, key, actor);
    if (!document) throw notFound(`Document ${locale}/${key}`);
    return privateJson(document);
  });
}

/**
 * PUT /api/admin/content/documents/{locale}/{footer|top-nav} {body} (staff key or token; content.write): replace the
 * document; 400 lists every way the body does not match its schema. The writing instance
 * serves it at once; others within 300 s.
 */
export function PUT(request: NextRequest, context: Context) {
  return adminRoute(request, async (actor) => {
    const { locale, key } = await target(context);
    const parsed = Body.safeParse(await jsonBody(request));
    if (!parsed.success) return invalid(parsed.error.issues);
    const checked = DOCUMENT_SCHEMAS[key].safeParse(parsed.data.body);
    if (!checked.success) return invalid(checked.error.issues, ['body']);
    await putDocumentAs({ locale, key, body: checked.data }, actor);
    return privateJson(await findDocumentAs(locale, key, actor));
  });
}
