import { describe, expect, it } from 'vitest';
import { unknownServerAction } from './server-actions';

describe('a server action the build does not have', () => {
  const known = new Set(['60ab49e5bdb3992a3fd4d4f9f068b44c50ff5bcc23']);

  it('passes the build’s own actions, and everything when the build’s list is not at hand', () => {
    expect(unknownServerAction('60ab49e5bdb3992a3fd4d4f9f068b44c50ff5bcc23', known)).toBeNull();
    expect(unknownServerAction('deadbeef', null)).toBeNull();
  });

  it('answers a well-formed id of another build 409 (reload the page), a malformed one 400', () => {
    expect(unknownServerAction('60ab49e5bdb3992a3fd4d4f9f068b44c50ff5bccff', known)).toMatchObject({ status: 409, errorCode: 'ACTION_UNAVAILABLE', errorMessageKey: 'errors.actionUnavailable' });
    for (const id of ['deadbeef', '', 'toString', "' or 1=1 --", 'X'.repeat(42)]) expect(unknownServerAction(id, known)).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED' });
  });
});
