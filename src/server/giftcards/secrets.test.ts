import { describe, expect, it } from 'vitest';
import { DEMO_GIFT_CARD_NUMBER_KEY, decoyPinHash, giftCardNumberDigest, hashPin, last4Of, PIN_SCRYPT, verifyPin } from './secrets';

describe('giftCardNumberDigest', () => {
  it('is a keyed SHA-256 of the digits: stable, 64 hex characters, never the number', () => {
    const digest = giftCardNumberDigest('6006491234567890');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).toBe(giftCardNumberDigest('6006491234567890', DEMO_GIFT_CARD_NUMBER_KEY));
    expect(digest).not.toContain('6006491234567890');
    expect(giftCardNumberDigest('6006491234567891')).not.toBe(digest);
  });

  it('depends on the key', () => {
    expect(giftCardNumberDigest('6006491234567890', 'another key')).not.toBe(giftCardNumberDigest('6006491234567890'));
  });

  it('takes digits only', () => {
    expect(() => giftCardNumberDigest('6006 4912 3456 7890')).toThrow(TypeError);
  });
});

describe('hashPin and verifyPin', () => {
  it('store scrypt with its parameters and a salt, and verify the right PIN only', async () => {
    const stored = await hashPin('1234');
    const [name, n, r, p, salt, hash] = stored.split('$');
    expect([name, Number(n), Number(r), Number(p)]).toEqual(['scrypt', PIN_SCRYPT.N, PIN_SCRYPT.r, PIN_SCRYPT.p]);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64url')).toHaveLength(32);
    expect(stored).not.toContain('1234');
    expect(await verifyPin('1234', stored)).toBe(true);
    expect(await verifyPin('1235', stored)).toBe(false);
    expect(await verifyPin('12345', stored)).toBe(false);
  });

  it('salt each hash: the same PIN hashes differently', async () => {
    const [a, b] = await Promise.all([hashPin('1234'), hashPin('1234')]);
    expect(a).not.toBe(b);
    expect(await verifyPin('1234', b)).toBe(true);
  });

  it('are deterministic for a given salt', async () => {
    const salt = Buffer.alloc(16, 7);
    expect(await hashPin('987654', salt)).toBe(await hashPin('987654', salt));
  });

  it('refuse malformed stored forms without throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$8$1$AAAA$AAAA', 'bcrypt$16384$8$1$AAAA$AAAA', 'scrypt$16384$8$1$$AAAA']) {
      expect(await verifyPin('1234', stored)).toBe(false);
    }
  });

  it('have a decoy hash for unknown numbers that no demo PIN matches', async () => {
    const decoy = await decoyPinHash();
    expect(decoy).toBe(await decoyPinHash());
    expect(await verifyPin('1234', decoy)).toBe(false);
  });
});

describe('last4Of', () => {
  it('keeps the last four digits', () => {
    expect(last4Of('6006491234567890')).toBe('7890');
  });
});
