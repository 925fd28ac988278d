import { createHash } from 'node:crypto';
import { domainError } from '@/server/platform/domain-error';

/**
 * The rules an uploaded product picture must pass before it is stored (issue 23; decision 063):
 * its type is read from its first bytes, never from its name or the browser's claim, and only
 * JPEG, PNG and WebP are taken (no SVG or HTML: they can carry script), at most 5 MB. Then it is
 * re-encoded once (`prepareImage`). sharp is loaded on the first upload only: the storefront's
 * pages, which read pictures, never load it.
 */

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export type ImageCheck = { ok: true; contentType: ImageType } | { ok: false; reason: 'empty' | 'tooLarge' | 'unsupportedType' };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The picture's type from its magic bytes, or null when it is none of the three taken. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** Whether the upload may be stored: not empty, within the limit, and a JPEG, PNG or WebP by content. */
export function checkImageUpload(bytes: Uint8Array): ImageCheck {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > IMAGE_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  const contentType = sniffImageType(bytes);
  return contentType ? { ok: true, contentType } : { ok: false, reason: 'unsupportedType' };
}

/** Pictures are stored at most this wide or tall; a larger one is scaled down once, on upload. */
export const PRODUCT_IMAGE_MAX_SIDE = 1600;
/** Every picture is stored as WebP: a photo sent as PNG would otherwise stay megabytes. */
export const STORED_TYPE = 'image/webp';
const STORED_QUALITY = 82;

/** An upload after its checks: re-encoded bytes without metadata, their type, size and file name. */
export interface PreparedImage {
  bytes: Buffer;
  contentType: typeof STORED_TYPE;
  width: number;
  height: number;
  file: string;
}

const refused = (reason: 'empty' | 'tooLarge' | 'unsupportedType' | 'unreadable') =>
  domainError('malformed', 'IMAGE_REFUSED', `ops.catalog.images.errors.${reason}`, {
    empty: 'The file is empty',
    tooLarge: 'The picture is larger than 5 MB',
    unsupportedType: 'Only JPEG, PNG and WebP pictures are taken',
    unreadable: 'The picture cannot be read',
  }[reason]);

/**
 * Check an upload and re-encode it as WebP: turned upright by its orientation tag, scaled within
 * 1600 px, metadata (camera, GPS) dropped, transparency kept. A file the decoder cannot read, or
 * of more than 50 megapixels, is refused.
 */
export async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
  const check = checkImageUpload(bytes);
  if (!check.ok) throw refused(check.reason);
  const { default: sharp } = await import('sharp');
  let output: { data: Buffer; info: { width: number; height: number } };
  try {
    output = await sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: PRODUCT_IMAGE_MAX_SIDE, height: PRODUCT_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: STORED_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw refused('unreadable');
  }
  const hash = createHash('sha256').update(output.data).digest('hex');
  return { bytes: output.data, contentType: STORED_TYPE, width: output.info.width, height: output.info.height, file: `${hash}.webp` };
}
