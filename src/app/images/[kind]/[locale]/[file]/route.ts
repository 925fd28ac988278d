import { isLocale } from '@/lib/markets';
import { partImageSvg } from '@/server/catalog/part-image';
import { partImageName } from '@/server/catalog/queries';
import { errorResponse, handle } from '@/server/platform/http';

const KINDS = new Set(['part_group', 'part_terminology']);

/**
 * GET /images/{part_group|part_terminology}/{locale}/{id}.jpg: the generated part card
 * (spec §3 image paths). An SVG drawing, kept by browsers and CDNs for a year.
 */
export function GET(_request: Request, { params }: { params: Promise<{ kind: string; locale: string; file: string }> }) {
  return handle(async () => {
    const { kind, locale, file } = await params;
    const id = file.replace(/\.jpg$/, '');
    const matchesKind = kind === 'part_group' ? id.startsWith('azpg') : !id.startsWith('azpg');
    const name = KINDS.has(kind) && matchesKind && isLocale(locale) && file.endsWith('.jpg') ? await partImageName(id, locale) : null;
    if (!name) return errorResponse(404, { errorCode: 'IMAGE_NOT_FOUND', errorMessageKey: 'error_image_notFound', errorMessageDefault: 'No such image' });
    return new Response(partImageSvg(id, name), {
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  });
}
