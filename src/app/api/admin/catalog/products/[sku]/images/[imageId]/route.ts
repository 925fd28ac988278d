import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { DescribeImageInput, MoveImageInput, RemoveImageInput, ReplaceImageInput } from '@/server/catalog-import/images';
import { describeProductImage, moveProductImage, removeProductImage, replaceProductImage } from '@/server/catalog-import/use-cases';
import { pictureForm } from '@/server/api/picture-form';
import { readJson } from '@/server/platform/body';
import { badRequest, handle, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

type Params = { params: Promise<{ sku: string; imageId: string }> };

async function target({ params }: Params) {
  const { sku, imageId } = await params;
  return { sku: decodeURIComponent(sku), imageId: /^\d{1,15}$/.test(imageId) ? Number(imageId) : 0 };
}

/** The changes PATCH takes: the text in each locale, the place in the order (0: the main picture), or both. */
const Patch = z.object({ alt: z.unknown().optional(), position: z.unknown().optional() }).refine((p) => p.alt !== undefined || p.position !== undefined, { message: 'Send alt, position or both' });

/** PATCH /api/admin/catalog/products/{sku}/images/{imageId} (staff key, JSON): describe a picture, move it, or both. 200 with the pictures. */
export function PATCH(request: NextRequest, context: Params) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const at = await target(context);
    const body = Patch.safeParse(await readJson(request));
    if (!body.success) return badRequest(body.error.issues, request);
    const describe = body.data.alt === undefined ? null : DescribeImageInput.safeParse({ ...at, alt: body.data.alt });
    const move = body.data.position === undefined ? null : MoveImageInput.safeParse({ ...at, to: body.data.position });
    for (const parsed of [describe, move]) if (parsed && !parsed.success) return badRequest(parsed.error.issues, request);
    let images = describe?.success ? await describeProductImage(actor, describe.data) : null;
    if (move?.success) images = await moveProductImage(actor, move.data);
    return privateJson({ images });
  });
}

/** PUT /api/admin/catalog/products/{sku}/images/{imageId} (staff key, multipart: file): a new file in the picture's place. 200 with the pictures. */
export function PUT(request: NextRequest, context: Params) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const input = ReplaceImageInput.safeParse({ ...(await target(context)), bytes: (await pictureForm(request)).bytes });
    if (!input.success) return badRequest(input.error.issues, request);
    return privateJson({ images: await replaceProductImage(actor, input.data) });
  });
}

/** DELETE /api/admin/catalog/products/{sku}/images/{imageId} (staff key): remove the picture. 204. */
export function DELETE(request: NextRequest, context: Params) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const input = RemoveImageInput.safeParse(await target(context));
    if (!input.success) return badRequest(input.error.issues, request);
    await removeProductImage(actor, input.data);
    return new Response(null, { status: 204 });
  });
}
