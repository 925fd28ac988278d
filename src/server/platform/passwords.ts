import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing: scrypt with OWASP's parameters (Password Storage Cheat Sheet: N=2^17, r=8,
 * p=1, or the same work with less memory). We use N=2^14, r=8, p=5: 16 MiB a hash instead of
 * 128, so a burst of sign-ins cannot exhaust the server's memory, at the same cost to an
 * attacker. Stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` (base64): the parameters travel
 * with the hash, so they can be raised later and old hashes still verify.
 */
export const PASSWORD_HASH_PARAMS = { log2N: 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: { log2N: number; r: number; p: number }): Promise<Buffer> {
  const N = 2 ** params.log2N;
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 128 * N * params.r * 2 };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PASSWORD_HASH_PARAMS);
  const { log2N, r, p } = PASSWORD_HASH_PARAMS;
  return `scrypt$${log2N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Constant-time comparison; a malformed hash is simply a wrong password. */
export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const params = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  if (![params.log2N, params.r, params.p].every((n) => Number.isInteger(n) && n > 0 && n < 64)) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A hash of a random password nobody knows, made once a process with PASSWORD_HASH_PARAMS. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  return (dummyHash ??= hashPassword(randomBytes(32).toString('base64url')));
}

/**
 * The password check of an address without an account (or without a password): the same scrypt
 * work as a real check, against a dummy hash with the same parameters, so a refusal takes as long
 * whether or not the account exists (issue 19, item 5). Always false.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  await verifyPassword({ hash: await dummyPasswordHash(), password });
  return false;
}
