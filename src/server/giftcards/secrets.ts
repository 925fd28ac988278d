import { createHmac, randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { DEMO_GIFT_CARD_NUMBER_KEY, envVar } from '@/server/platform/env';

/**
 * How gift-card secrets are kept (docs/decisions/016-gift-cards.md). The number is looked up by
 * a keyed digest (HMAC-SHA-256): a stolen table cannot be turned back into numbers by trying
 * every number of a known range without the key. The PIN is checked against a slow, salted
 * hash (scrypt), compared in constant time.
 */

/** The demo's key for number digests. Production must set GIFT_CARD_NUMBER_KEY (env.ts; changing it orphans issued cards). */
export { DEMO_GIFT_CARD_NUMBER_KEY };

/** scrypt's cost: N = 2^14, r = 8, p = 1 (16 MiB, some tens of milliseconds per check). */
export const PIN_SCRYPT = { N: 16_384, r: 8, p: 1 } as const;
const PIN_KEY_BYTES = 32;
const PIN_SALT_BYTES = 16;

function numberKey(): string {
  return envVar('GIFT_CARD_NUMBER_KEY') || DEMO_GIFT_CARD_NUMBER_KEY;
}

/** The lookup digest of a card number (its digits only): 64 hex characters. */
export function giftCardNumberDigest(digits: string, key: string = numberKey()): string {
  if (!/^\d+$/.test(digits)) throw new TypeError('A gift-card number is digits only');
  return createHmac('sha256', key).update(digits, 'utf8').digest('hex');
}

function scrypt(secret: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(secret, salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, derived) => (error ? reject(error) : resolve(derived))),
  );
}

/** A PIN's stored form: `scrypt$N$r$p$salt$hash` (base64url), with a fresh random salt per call. */
export async function hashPin(pin: string, salt: Buffer = randomBytes(PIN_SALT_BYTES)): Promise<string> {
  const { N, r, p } = PIN_SCRYPT;
  const derived = await scrypt(pin, salt, PIN_KEY_BYTES, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), derived.toString('base64url')].join('$');
}

/** Whether the PIN matches its stored form; false for a malformed one. Constant-time in the PIN. */
export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (salt.length === 0 || expected.length === 0) return false;
  const derived = await scrypt(pin, salt, expected.length, { N, r, p });
  return timingSafeEqual(derived, expected);
}

/**
 * A hash no PIN matches in practice, checked when no card has the number so that an unknown
 * number costs the same time as a wrong PIN.
 */
let decoy: Promise<string> | undefined;
export function decoyPinHash(): Promise<string> {
  return (decoy ??= hashPin(randomBytes(12).toString('hex')));
}

/** The last four digits, all that is kept of the number for display. */
export function last4Of(digits: string): string {
  return digits.slice(-4);
}
