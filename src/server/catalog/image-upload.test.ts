import { describe, expect, it } from 'vitest';
import { checkImageUpload, IMAGE_MAX_BYTES, sniffImageType } from './image-upload';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const PNG = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR');
const WEBP = bytes('RIFF', [0x10, 0, 0, 0], 'WEBPVP8 ');

describe('product picture uploads', () => {
  it('reads the type from the content', () => {
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(WEBP)).toBe('image/webp');
  });

  it('refuses SVG, HTML, GIF, other RIFF files and truncated signatures', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImageType(bytes('GIF89a'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniffImageType(bytes([0x89], 'PNG'))).toBeNull();
    expect(checkImageUpload(bytes('<svg/>'))).toEqual({ ok: false, reason: 'unsupportedType' });
  });

  it('refuses an empty file and one over the limit, and takes one at the limit', () => {
    expect(checkImageUpload(new Uint8Array())).toEqual({ ok: false, reason: 'empty' });
    const atLimit = new Uint8Array(IMAGE_MAX_BYTES);
    atLimit.set(PNG);
    expect(checkImageUpload(atLimit)).toEqual({ ok: true, contentType: 'image/png' });
    const over = new Uint8Array(IMAGE_MAX_BYTES + 1);
    over.set(PNG);
    expect(checkImageUpload(over)).toEqual({ ok: false, reason: 'tooLarge' });
  });
});
