import { describe, expect, it } from 'vitest';
import { DOMAIN_ERROR_KINDS, DomainError, domainError, refusalOf, type DomainErrorKind } from './domain-error';
import { ApiError, DOMAIN_ERROR_STATUS, handle, httpErrorOf } from './http';

/** The statuses the routes answered with before modules threw kinds (decision 036): the API must not change. */
const EXPECTED: Record<DomainErrorKind, number> = {
  malformed: 400,
  paymentDeclined: 402,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  expired: 410,
  invalid: 422,
  locked: 423,
  tooMany: 429,
  upstreamFailed: 502,
  unavailable: 503,
};

describe('a domain error in a route (handle)', () => {
  it.each(DOMAIN_ERROR_KINDS.map((kind) => [kind, EXPECTED[kind]] as const))('answers %s with %i and the spec envelope', async (kind, status) => {
    const response = await handle(async () => Promise.reject(domainError(kind, 'SOME_CODE', 'some.key', 'Some text', { count: 2 })));
    expect(response.status).toBe(status);
    const detail = { errorCode: 'SOME_CODE', errorMessageKey: 'some.key', errorMessageDefault: 'Some text', errorMessageValues: { count: 2 } };
    expect(await response.json()).toEqual({ ...detail, errorDetails: [detail] });
    expect(response.headers.get('Retry-After')).toBeNull();
  });

  it('gives every kind one status, and no two kinds the same one', () => {
    expect(DOMAIN_ERROR_STATUS).toEqual(EXPECTED);
    expect(new Set(Object.values(DOMAIN_ERROR_STATUS)).size).toBe(DOMAIN_ERROR_KINDS.length);
  });

  it('says when to try again (Retry-After) when the error knows', async () => {
    const error = new DomainError('tooMany', { errorCode: 'RATE_LIMITED', errorMessageKey: 'k', errorMessageDefault: 'Wait' }, 90);
    const response = await handle(async () => Promise.reject(error));
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('90');
    expect(httpErrorOf(error)).toEqual(new ApiError(429, error.detail, { 'Retry-After': '90' }));
  });

  it('leaves the values out of the envelope when there are none', async () => {
    const body = await (await handle(async () => Promise.reject(domainError('notFound', 'X_NOT_FOUND', 'x.notFound', 'No such x')))).json();
    expect(body).toEqual({ errorCode: 'X_NOT_FOUND', errorMessageKey: 'x.notFound', errorMessageDefault: 'No such x', errorDetails: [{ errorCode: 'X_NOT_FOUND', errorMessageKey: 'x.notFound', errorMessageDefault: 'No such x' }] });
  });
});

describe('a domain error in a server action (refusalOf)', () => {
  it('is its kind and detail, with the wait when there is one', () => {
    const error = domainError('conflict', 'TAKEN', 'x.taken', 'Taken');
    expect(refusalOf(error)).toEqual({ kind: 'conflict', detail: error.detail });
    expect(refusalOf(new DomainError('tooMany', error.detail, 30))).toEqual({ kind: 'tooMany', detail: error.detail, retryAfterSeconds: 30 });
  });

  it('is null for anything else, which the action rethrows', () => {
    expect(refusalOf(new Error('boom'))).toBeNull();
    expect(refusalOf(new ApiError(401, { errorCode: 'UNAUTHORIZED', errorMessageKey: 'k', errorMessageDefault: 'Sign in' }))).toBeNull();
    expect(refusalOf('text')).toBeNull();
  });
});
