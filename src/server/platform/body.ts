import { ADMIN_REQUEST_BODY_MAX_BYTES, IMAGE_BODY_MAX_BYTES, IMPORT_BODY_MAX_BYTES, LOG_BODY_MAX_BYTES, REQUEST_BODY_MAX_BYTES } from '@/lib/constants';
import { ApiError } from './http';

/**
 * Request bodies are bounded before they are read (docs/decisions/028): one limit per route
 * class, a Content-Length over it refused at once, and a body without one (chunked) read only up
 * to the limit. Over it, 413 in the error envelope.
 */

/** The body limit of the route class a path belongs to. */
export function bodyLimitFor(pathname: string): number {
  if (pathname === '/api/log') return LOG_BODY_MAX_BYTES;
  if (/^\/(api\/admin|ops)\/(catalog|inventory)\/imports(\/run)?$/.test(pathname)) return IMPORT_BODY_MAX_BYTES;
  if (/^\/api\/admin\/catalog\/products\/[^/]+\/images(\/[^/]+)?$/.test(pathname)) return IMAGE_BODY_MAX_BYTES;
  if (pathname.startsWith('/api/admin/')) return ADMIN_REQUEST_BODY_MAX_BYTES;
  return REQUEST_BODY_MAX_BYTES;
}

export function bodyTooLarge(limit: number): ApiError {
  return new ApiError(413, {
    errorCode: 'PAYLOAD_TOO_LARGE',
    errorMessageKey: 'errors.requestTooLarge',
    errorMessageDefault: `Request bodies here are limited to ${limit} bytes`,
  });
}

/** The body's bytes, read no further than `limit` bytes; an ApiError 413 past it. */
export async function readBodyBytes(request: Request, limit: number = bodyLimitFor(new URL(request.url).pathname)): Promise<Buffer> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= limit)) throw bodyTooLarge(limit);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw bodyTooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as text, read no further than `limit` bytes; an ApiError 413 past it. */
export async function readBodyText(request: Request, limit?: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, limit));
}

/**
 * The body parsed as JSON, or `ifNotJson` when it is empty or not JSON (the route's schema then
 * says what is wrong); an ApiError 413 when it is over the route class's limit.
 */
export async function readJson(request: Request, options: { ifNotJson?: null | undefined; limit?: number } = {}): Promise<unknown> {
  const text = await readBodyText(request, options.limit);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return 'ifNotJson' in options ? options.ifNotJson : null;
  }
}
