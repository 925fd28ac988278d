import type { NextRequest } from 'next/server';
import { UploadImageInput } from '@/server/catalog-import/images';
import { productImagesForStaff, uploadProductImage } from '@/server/catalog-import/use-cases';
import { pictureForm } from '@/server/api/picture-form';
import { badRequest, handle, privateJson } from '@/server/platform/http';
import { staffFromRequest } from '@/server/staff/request-actor';

type Params = { params: Promise<{ sku: string }> };

/** GET /api/admin/catalog/products/{sku}/images (staff key): the product's pictures in their order. */
export function GET(request: NextRequest, { params }: Params) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const sku = decodeURIComponent((await params).sku);
    return privateJson({ images: await productImagesForStaff(actor, sku) });
  });
}

/** POST /api/admin/catalog/products/{sku}/images (staff key, multipart: file, alt.{locale}): add a picture after the others. 201 with the pictures. */
export function POST(request: NextRequest, { params }: Params) {
  return handle(async () => {
    const actor = await staffFromRequest(request);
    const sku = decodeURIComponent((await params).sku);
    const input = UploadImageInput.safeParse({ sku, ...(await pictureForm(request)) });
    if (!input.success) return badRequest(input.error.issues, request);
    return privateJson({ images: await uploadProductImage(actor, input.data) }, { status: 201 });
  });
}
