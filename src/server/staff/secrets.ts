import crypto from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { envVar } from '@/server/platform/env';

/**
 * The staff accounts' secrets (decision 052): random tokens stored as their SHA-256 (sessions,
 * invitations, API keys: each 32 random bytes, so a fast hash is enough), the TOTP second factor
 * (RFC 6238: six digits, 30-second steps, one step either side accepted, each step once), and the
 * TOTP secrets encrypted at rest with AES-256-GCM under a key derived (HKDF) from the server's
 * secret, BETTER_AUTH_SECRET: a copy of the database alone does not give the codes away.
 */

export const sha256 = (value: string): string => crypto.createHash('sha256').update(value).digest('hex');

/** 32 random bytes, URL-safe. */
export const randomToken = (): string => crypto.randomBytes(32).toString('base64url');

// ---------- API keys: rk_<8 hex prefix>_<43 characters> ----------

export const API_KEY_PATTERN = /^rk_([0-9a-f]{8})_([A-Za-z0-9_-]{43})$/;

/** A new key: the whole key (shown once), its prefix (shown in lists, the lookup) and its hash (stored). */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const prefix = crypto.randomBytes(4).toString('hex');
  const key = `rk_${prefix}_${randomToken()}`;
  return { key, prefix, hash: sha256(key) };
}

/** The prefix of a well-formed key, else null (a malformed key is never looked up). */
export function apiKeyPrefix(key: string): string | null {
  return API_KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** Whether `key` is the one stored as `hash`, in constant time. */
export function apiKeyMatches(key: string, hash: string): boolean {
  const a = Buffer.from(sha256(key), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

// ---------- TOTP ----------

export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of now a code may come from (a phone's clock a little off). */
export const TOTP_WINDOW = 1;
const ISSUER = 'Redline back office';

function totp(secretBase32: string, email = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: OTPAuth.Secret.fromBase32(secretBase32) });
}

/** A new TOTP secret (160 bits, base32, as authenticator apps take it). */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans. */
export function totpUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

/** The code at `now` (the demo's `npm run staff -- code`, and tests). */
export function totpCode(secretBase32: string, now = Date.now()): string {
  return totp(secretBase32).generate({ timestamp: now });
}

/**
 * The time step of a right code within the window, else null. A step at or before `lastStep`
 * (a code already used) is refused, so an overheard code cannot be replayed.
 */
export function totpStep(secretBase32: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secretBase32).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** Ten recovery codes (xxxxx-xxxxx), each good once instead of a TOTP code. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const raw = crypto.randomBytes(8).toString('hex').slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

export const normaliseRecoveryCode = (code: string): string => code.trim().toLowerCase().replace(/\s+/g, '');

// ---------- the TOTP secret at rest ----------

/** Stands in for BETTER_AUTH_SECRET where none is set (development and tests; production refuses to start without one). */
const DEVELOPMENT_SECRET = 'redline-development-secret-not-for-production';

function encryptionKey(): Buffer {
  const secret = envVar('BETTER_AUTH_SECRET') ?? DEVELOPMENT_SECRET;
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'redline-staff', 'totp-secret.v1', 32));
}

export function encryptSecret(plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', encryptionKey(), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** The secret, or null when it was encrypted under another key or tampered with. */
export function decryptSecret(stored: string): string | null {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', encryptionKey(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
