import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_NUMBER } from '@/lib/constants';
import { preferredStoreInCookies } from './my-store';

describe('preferredStoreInCookies', () => {
  it('reads the preferred store among other cookies', () => {
    expect(preferredStoreInCookies('a=1; preferredStoreId=1234; b=2')).toBe('1234');
    expect(preferredStoreInCookies('preferredStoreId=0042')).toBe('0042');
  });

  it('is null without the cookie, with an empty one, or for the default store standing in', () => {
    expect(preferredStoreInCookies('')).toBeNull();
    expect(preferredStoreInCookies('xpreferredStoreId=1234; preferredVehicleId=9')).toBeNull();
    expect(preferredStoreInCookies('preferredStoreId=')).toBeNull();
    expect(preferredStoreInCookies(`preferredStoreId=${DEFAULT_STORE_NUMBER}`)).toBeNull();
  });

  it('is null for a value that is not percent-encoded text', () => {
    expect(preferredStoreInCookies('preferredStoreId=%E0%A4%A')).toBeNull();
  });
});
