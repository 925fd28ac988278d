import { describe, expect, it } from 'vitest';
import { apiKeyMatches, apiKeyPrefix, decryptSecret, encryptSecret, newApiKey, newTotpSecret, TOTP_PERIOD_SECONDS, totpCode, totpStep } from './secrets';

describe('API keys', () => {
  it('are rk_<8 hex>_<43 characters>, found by their prefix, stored as a hash that only the whole key matches', () => {
    const { key, prefix, hash } = newApiKey();
    expect(key).toMatch(/^rk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(apiKeyPrefix(key)).toBe(prefix);
    expect(hash).not.toContain(key.slice(12));
    expect(apiKeyMatches(key, hash)).toBe(true);
    expect(apiKeyMatches(`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`, hash)).toBe(false);
    expect(apiKeyMatches(newApiKey().key, hash)).toBe(false);
  });

  it('refuse a malformed key before any lookup', () => {
    for (const bad of ['', 'rk_', 'rk_abcd_x', 'Bearer rk_0123abcd_' + 'a'.repeat(43), 'rk_0123ABCD_' + 'a'.repeat(43), 'rk_0123abcd_' + 'a'.repeat(44)]) expect(apiKeyPrefix(bad)).toBeNull();
  });
});

describe('TOTP', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 27, 12, 0, 10);
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
  const at = (steps: number) => now + steps * TOTP_PERIOD_SECONDS * 1000;

  it('accepts the code of now and of one step either side, and no further', () => {
    expect(totpStep(secret, totpCode(secret, now), null, now)).toBe(step);
    expect(totpStep(secret, totpCode(secret, at(-1)), null, now)).toBe(step - 1);
    expect(totpStep(secret, totpCode(secret, at(1)), null, now)).toBe(step + 1);
    expect(totpStep(secret, totpCode(secret, at(-2)), null, now)).toBeNull();
    expect(totpStep(secret, totpCode(secret, at(2)), null, now)).toBeNull();
  });

  it('accepts each step once: a code used (or an older one) is refused', () => {
    const code = totpCode(secret, now);
    expect(totpStep(secret, code, step, now)).toBeNull();
    expect(totpStep(secret, totpCode(secret, at(-1)), step, now)).toBeNull();
    expect(totpStep(secret, totpCode(secret, at(1)), step, now)).toBe(step + 1);
  });

  it('refuses anything but six digits, and another secret’s code', () => {
    expect(totpStep(secret, '12345', null, now)).toBeNull();
    expect(totpStep(secret, `${totpCode(secret, now)}0`, null, now)).toBeNull();
    expect(totpStep(secret, totpCode(newTotpSecret(), now), null, now)).toBeNull();
  });
});

describe('the TOTP secret at rest', () => {
  it('is encrypted (never stored as it is), decrypts to itself, and a tampered value is refused', () => {
    const secret = newTotpSecret();
    const stored = encryptSecret(secret);
    expect(stored).not.toContain(secret);
    expect(encryptSecret(secret)).not.toBe(stored);
    expect(decryptSecret(stored)).toBe(secret);
    const [v, iv, tag, data] = stored.split('.');
    const flipped = data!.startsWith('A') ? `B${data!.slice(1)}` : `A${data!.slice(1)}`;
    expect(decryptSecret([v, iv, tag, flipped].join('.'))).toBeNull();
    expect(decryptSecret('plain')).toBeNull();
  });
});
