import { describe, expect, it } from 'vitest';
import { ADMIN_REQUEST_BODY_MAX_BYTES, IMAGE_BODY_MAX_BYTES, IMPORT_BODY_MAX_BYTES, LOG_BODY_MAX_BYTES, REQUEST_BODY_MAX_BYTES } from '@/lib/constants';
import { bodyLimitFor, readBodyText, readJson } from './body';
import { ApiError } from './http';

/** A body sent in chunks without a Content-Length, counting what the reader pulled and whether it hung up. */
function chunked(chunks: number, size: number, headers: Record<string, string> = {}) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= chunks) return controller.close();
      seen.pulled++;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
    cancel() {
      seen.cancelled = true;
    },
  }, { highWaterMark: 0 });
  const request = new Request('http://localhost/ecomm/b2c/v1/order/item', { method: 'POST', body: stream, headers, duplex: 'half' } as RequestInit);
  return { request, seen };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the bounded body reader', () => {
  it('reads a body within the limit', async () => {
    const request = new Request('http://localhost/x', { method: 'POST', body: 'héllo' });
    expect(await readBodyText(request, 6)).toBe('héllo');
  });

  it('refuses a declared Content-Length over the limit without reading a byte', async () => {
    const { request, seen } = chunked(10, 1024, { 'content-length': String(REQUEST_BODY_MAX_BYTES + 1) });
    const error = await refusal(readBodyText(request));
    expect(error.status).toBe(413);
    expect(error.detail).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE', errorMessageKey: 'errors.requestTooLarge' });
    expect(seen.pulled).toBe(0);
  });

  it('stops reading a chunked body at the limit and hangs up, however long it goes on', async () => {
    const { request, seen } = chunked(20_000, 1024); // 20 MB offered
    expect((await refusal(readBodyText(request, 4096))).status).toBe(413);
    expect(seen.pulled).toBeLessThan(10);
    expect(seen.cancelled).toBe(true);
  });

  it('takes a body of exactly the limit', async () => {
    const { request } = chunked(4, 1024);
    expect((await readBodyText(request, 4096)).length).toBe(4096);
  });

  it('parses JSON, and answers the fallback for an empty or malformed body', async () => {
    const post = (body?: string) => new Request('http://localhost/x', { method: 'POST', body });
    expect(await readJson(post('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJson(post('not json'))).toBeNull();
    expect(await readJson(post(), { ifNotJson: undefined })).toBeUndefined();
    await expect(readJson(post(JSON.stringify({ a: 'x'.repeat(REQUEST_BODY_MAX_BYTES) })))).rejects.toMatchObject({ status: 413 });
  });

  it('has one limit per route class: the log, the operators’ API, everything else', () => {
    expect(bodyLimitFor('/api/log')).toBe(LOG_BODY_MAX_BYTES);
    expect(bodyLimitFor('/api/admin/content/pages/en-US/brakes')).toBe(ADMIN_REQUEST_BODY_MAX_BYTES);
    expect(bodyLimitFor('/ecomm/b2c/v1/order/item')).toBe(REQUEST_BODY_MAX_BYTES);
    expect(bodyLimitFor('/ops/chat/api/agent')).toBe(REQUEST_BODY_MAX_BYTES);
    expect(bodyLimitFor('/api/admin/catalog/imports')).toBe(IMPORT_BODY_MAX_BYTES);
    expect(bodyLimitFor('/ops/inventory/imports/run')).toBe(IMPORT_BODY_MAX_BYTES);
    expect(bodyLimitFor('/api/admin/catalog/products/X1')).toBe(ADMIN_REQUEST_BODY_MAX_BYTES);
    expect(bodyLimitFor('/api/admin/catalog/products/X1/images')).toBe(IMAGE_BODY_MAX_BYTES);
    expect(bodyLimitFor('/api/admin/catalog/products/X1/images/7')).toBe(IMAGE_BODY_MAX_BYTES);
    expect(REQUEST_BODY_MAX_BYTES).toBeLessThan(ADMIN_REQUEST_BODY_MAX_BYTES);
  });
});
