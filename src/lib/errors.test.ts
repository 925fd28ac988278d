import { describe, expect, it } from 'vitest';
import { errorEnvelope, readErrorPayload } from './errors';

describe('error envelope', () => {
  const detail = { errorCode: '7081', errorMessageKey: 'label_cart_changed', errorMessageDefault: 'Your cart changed' };

  it('carries the fields at the top level and as errorDetails[0]', () => {
    const envelope = errorEnvelope(detail);
    expect(envelope).toMatchObject(detail);
    expect(envelope.errorDetails).toEqual([detail]);
  });

  it('reads errorDetails[0] first, then the top level', () => {
    expect(readErrorPayload({ errorDetails: [detail], errorCode: 'other' })).toEqual(detail);
    expect(readErrorPayload({ errorCode: 1089, errorMessageDefault: 'Complete your account' })).toEqual({
      errorCode: '1089',
      errorMessageKey: '',
      errorMessageDefault: 'Complete your account',
    });
  });

  it('finds nothing in bodies without an error code', () => {
    expect(readErrorPayload(null)).toBeNull();
    expect(readErrorPayload('oops')).toBeNull();
    expect(readErrorPayload({ message: 'no code' })).toBeNull();
  });
});
