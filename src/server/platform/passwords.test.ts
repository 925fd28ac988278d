import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_PARAMS, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword({ hash, password: 'correct horse battery' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'correct horse batterY' })).toBe(false);
  });

  it('salts every hash and keeps the parameters with it', async () => {
    const [a, b] = [await hashPassword('same'), await hashPassword('same')];
    expect(a).not.toBe(b);
    expect(a.startsWith(`scrypt$${PASSWORD_HASH_PARAMS.log2N}$${PASSWORD_HASH_PARAMS.r}$${PASSWORD_HASH_PARAMS.p}$`)).toBe(true);
  });

  it('treats composed and decomposed accents as the same password (NFKC)', async () => {
    const hash = await hashPassword('Jos\u00e9-2026');
    expect(await verifyPassword({ hash, password: 'Jose\u0301-2026' })).toBe(true);
  });

  it('refuses malformed or foreign hashes instead of throwing', async () => {
    expect(await verifyPassword({ hash: 'abc:def', password: 'x' })).toBe(false);
    expect(await verifyPassword({ hash: 'scrypt$99$8$1$AAAA$BBBB', password: 'x' })).toBe(false);
  });
});
