import { describe, expect, it } from 'vitest';
import { OPS_COOKIE_PATH, opsCookieOptions, tokenMatches } from './ops-auth';

const TOKEN = 'the-operators-token-0123456789';

describe('operators’ token', () => {
  it('matches only the exact token', () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
    expect(tokenMatches(`${TOKEN}x`, TOKEN)).toBe(false);
    expect(tokenMatches(TOKEN.slice(0, -1), TOKEN)).toBe(false);
    expect(tokenMatches('', TOKEN)).toBe(false);
    expect(tokenMatches(TOKEN, '')).toBe(false);
  });
});

describe('operators’ cookie', () => {
  it('is HttpOnly, SameSite=Strict, for /ops, and Secure outside development', () => {
    expect(opsCookieOptions('production')).toEqual({ httpOnly: true, sameSite: 'strict', secure: true, path: OPS_COOKIE_PATH, maxAge: 12 * 60 * 60 });
    expect(opsCookieOptions('test').secure).toBe(true);
    expect(opsCookieOptions('development').secure).toBe(false);
  });
});
