import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { ApiError, badRequest, dataExceptionCode, handle, parseQuery } from './http';
import { z } from 'zod';
import { DomainError } from './domain-error';
import { withRequestId } from './request-context';

/** What node-postgres throws for a NUL in a text parameter. */
function pgError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, severity: 'ERROR', detail: 'Key (email)=(ana@example.com) already exists.' });
}

describe('handle', () => {
  it('answers a value the database refuses as data (SQLSTATE class 22) with a 400 envelope, not a 500', async () => {
    const failed = new DrizzleQueryError('select * from products where slug = $1', ['\u0000'], pgError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'));
    const response = await handle(async () => {
      throw failed;
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', errorMessageKey: 'validation.request.invalid' });
  });

  it('keeps a 500 for any other failure, and the envelope for an ApiError', async () => {
    expect((await handle(async () => Promise.reject(pgError('23505', 'duplicate key value violates unique constraint "x"')))).status).toBe(500);
    expect((await handle(async () => Promise.reject(new Error('boom')))).status).toBe(500);
    const notFound = new ApiError(404, { errorCode: 'NOT_FOUND', errorMessageKey: 'k', errorMessageDefault: 'Not found' });
    expect((await handle(async () => Promise.reject(notFound))).status).toBe(404);
  });
});

describe('the request id in error answers', () => {
  type Body = { errorCode: string; errorDetails: { errorCode: string }[]; requestId?: string };

  it('is in every envelope answered while a request is handled: a 500, an ApiError, a domain error, a bad request', async () => {
    const answers = await withRequestId('req-7f3a', async () => [
      await handle(async () => Promise.reject(new Error('boom'))),
      await handle(async () => Promise.reject(new ApiError(404, { errorCode: 'NOT_FOUND', errorMessageKey: 'k', errorMessageDefault: 'Not found' }))),
      await handle(async () => Promise.reject(new DomainError('conflict', { errorCode: 'CART_CHANGED', errorMessageKey: 'k', errorMessageDefault: 'Changed' }))),
      await badRequest(z.object({ quantity: z.number() }).safeParse({}).error!.issues),
    ]);
    for (const answer of answers) {
      const body = (await answer.json()) as Body;
      expect(body.requestId, body.errorCode).toBe('req-7f3a');
      // The spec's envelope otherwise: the detail at the top level and as errorDetails[0], which has no request id.
      expect(body.errorDetails[0]!.errorCode).toBe(body.errorCode);
      expect(body.errorDetails[0]).not.toHaveProperty('requestId');
    }
  });

  it('is left out outside a request (a job, a CLI, a test calling a route)', async () => {
    const body = (await (await handle(async () => Promise.reject(new Error('boom')))).json()) as Body;
    expect(body).not.toHaveProperty('requestId');
  });
});

describe('dataExceptionCode', () => {
  it('finds a data exception among the causes', () => {
    expect(dataExceptionCode(new DrizzleQueryError('select 1', [], pgError('22P05', 'unsupported Unicode escape sequence')))).toBe('22P05');
    expect(dataExceptionCode(pgError('22003', 'integer out of range'))).toBe('22003');
    expect(dataExceptionCode(pgError('23505', 'duplicate key'))).toBeNull();
    expect(dataExceptionCode(new Error('x'))).toBeNull();
  });
});

describe('parseQuery', () => {
  const Schema = z.object({ year: z.string().regex(/^\d{4}$/), searchTerm: z.string().optional() });
  const request = (query: string) => new Request(`http://localhost/ecomm/b2c/v1/vehicles/makes?${query}`);

  it("parses a clean query with the route's schema", () => {
    expect(parseQuery(Schema, request('year=2015&searchTerm=brake%20pads'))).toEqual({ success: true, data: { year: '2015', searchTerm: 'brake pads' } });
  });

  it('refuses a NUL in a parameter the schema would take, before the schema sees it', () => {
    const result = parseQuery(Schema, request('year=2015&searchTerm=brake%00'));
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues).toEqual([expect.objectContaining({ path: ['searchTerm'], message: 'validation.request.invalidFormat' })]);
  });

  it('refuses a parameter sent twice, and still reports the schema’s own problems otherwise', () => {
    expect(parseQuery(Schema, request('year=2015&year=2016')).success).toBe(false);
    const result = parseQuery(Schema, request('year=-1'));
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.path).toEqual(['year']);
  });
});
