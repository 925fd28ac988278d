import { APIError } from 'better-auth/api';
import { describe, expect, it } from 'vitest';
import { authRefusal } from './auth-errors';

/**
 * Another copy of better-call's class, as a second bundle or chunk of the same build holds it
 * (the error better-auth threw there is not an instance of the class imported here).
 */
class ForeignAPIError extends Error {
  constructor(
    readonly status: string,
    readonly body: { code?: string; message?: string } | undefined,
    readonly statusCode: number,
  ) {
    super(body?.message);
    this.name = 'APIError';
  }
}

describe('better-auth’s refusals, told apart by code and status, not by class identity', () => {
  it('maps a wrong password from another copy of the class (the instance that answered 500)', () => {
    const error = new ForeignAPIError('UNAUTHORIZED', { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401);
    expect(error instanceof APIError).toBe(false);
    expect(authRefusal(error)).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 });
  });

  it('maps a plain object of the same shape (serialised across a boundary)', () => {
    expect(authRefusal({ name: 'APIError', status: 'BAD_REQUEST', statusCode: 400, body: { code: 'OTP_EXPIRED' } })).toEqual({ code: 'OTP_EXPIRED', status: 400 });
    expect(authRefusal({ name: 'APIError', status: 403, body: { code: 'TOO_MANY_ATTEMPTS' } })).toEqual({ code: 'TOO_MANY_ATTEMPTS', status: 403 });
  });

  it('falls back to the status name when the body has no code', () => {
    expect(authRefusal(new ForeignAPIError('UNAUTHORIZED', undefined, 401))).toEqual({ code: 'UNAUTHORIZED', status: 401 });
  });

  it('maps the imported class too', () => {
    expect(authRefusal(new APIError('UNAUTHORIZED', { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }))).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 });
  });

  it('is not a refusal when the error is anything else, or better-auth failed (5xx): those are thrown on', () => {
    expect(authRefusal(new TypeError('x is undefined'))).toBeNull();
    expect(authRefusal(new Error('Invalid email or password'))).toBeNull();
    expect(authRefusal(Object.assign(new Error('db down'), { name: 'APIError' }))).toBeNull();
    expect(authRefusal(new ForeignAPIError('INTERNAL_SERVER_ERROR', { message: 'boom' }, 500))).toBeNull();
    expect(authRefusal(null)).toBeNull();
    expect(authRefusal('APIError')).toBeNull();
  });
});
