import { productImageFile } from '@/server/catalog/queries';
import { errorResponse, handle } from '@/server/platform/http';

/** {sha256}.webp: the only names a stored picture has (every upload is stored as WebP). */
const FILE = /^[0-9a-f]{64}\.webp$/;

/**
 * GET /images/products/{sha256}.webp: a product's picture uploaded in the back office (decision
 * 063). Its name is the hash of its bytes, so the answer never changes: kept by browsers and
 * shared caches for a year. An unknown or malformed name is 404 IMAGE_NOT_FOUND.
 */
export function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return handle(async () => {
    const { file } = await params;
    const found = FILE.test(file) ? await productImageFile(file) : null;
    if (!found) return errorResponse(404, { errorCode: 'IMAGE_NOT_FOUND', errorMessageKey: 'error_image_notFound', errorMessageDefault: 'No such image' });
    return new Response(new Uint8Array(found.bytes), {
      headers: { 'Content-Type': found.contentType, 'Content-Length': String(found.bytes.length), 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  });
}
