/**
 * The rules an uploaded product picture must pass before it is stored (issue 23; decision 063):
 * its type is read from its first bytes, never from its name or the browser's claim, and only
 * JPEG, PNG and WebP are taken (no SVG or HTML: they can carry script), at most 5 MB.
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
