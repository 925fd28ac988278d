import { describe, expect, it } from 'vitest';
import { OPS_COOKIE_PATH, OPS_SESSION_MS, opsCookieOptions, opsCookieValid, opsCookieValue, tokenMatches } from './ops-auth';

const TOKEN = 'the-operators-token-0123456789';
const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

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
  it('holds an expiry and an HMAC, never the token', () => {
    const value = opsCookieValue(TOKEN, NOW);
    expect(value).not.toContain(TOKEN);
    expect(value).toMatch(new RegExp(`^${NOW + OPS_SESSION_MS}\\.[A-Za-z0-9_-]{43}$`));
  });

  it('verifies while it lasts, with the token it was made with', () => {
    const value = opsCookieValue(TOKEN, NOW);
    expect(opsCookieValid(value, TOKEN, NOW)).toBe(true);
    expect(opsCookieValid(value, TOKEN, NOW + OPS_SESSION_MS - 1)).toBe(true);
  });

  it('is refused once expired (12 hours)', () => {
    const value = opsCookieValue(TOKEN, NOW);
    expect(OPS_SESSION_MS).toBe(12 * 60 * 60 * 1000);
    expect(opsCookieValid(value, TOKEN, NOW + OPS_SESSION_MS)).toBe(false);
  });

  it('is refused after the token changed, or with no token configured', () => {
    const value = opsCookieValue(TOKEN, NOW);
    expect(opsCookieValid(value, 'another-operators-token-000', NOW)).toBe(false);
    expect(opsCookieValid(value, null, NOW)).toBe(false);
  });

  it('is refused when tampered with: a later expiry, another signature, garbage', () => {
    const value = opsCookieValue(TOKEN, NOW);
    const [expiry, signature] = value.split('.') as [string, string];
    // Pushing the expiry forward breaks the signature; and no cookie may claim more than a session from now.
    expect(opsCookieValid(`${Number(expiry) + 60_000}.${signature}`, TOKEN, NOW + 120_000)).toBe(false);
    const later = opsCookieValue(TOKEN, NOW + 60_000);
    expect(opsCookieValid(later, TOKEN, NOW - 1)).toBe(false);
    expect(opsCookieValid(`${expiry}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, TOKEN, NOW)).toBe(false);
    for (const junk of [undefined, '', TOKEN, expiry, `${expiry}.`, `x${value}`]) expect(opsCookieValid(junk, TOKEN, NOW)).toBe(false);
  });

  it('is HttpOnly, SameSite=Strict, for /ops, and Secure outside development', () => {
    expect(opsCookieOptions('production')).toEqual({ httpOnly: true, sameSite: 'strict', secure: true, path: OPS_COOKIE_PATH, maxAge: 12 * 60 * 60 });
    expect(opsCookieOptions('test').secure).toBe(true);
    expect(opsCookieOptions('development').secure).toBe(false);
  });
});
