import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { auth } from '@/server/customers/auth';

/** How long a lookup's profileKey and a merge confirmation stay good. */
export const REWARDS_TOKEN_LIFETIME_MS = 15 * 60_000;

type TokenPurpose = 'profile' | 'merge';
interface TokenClaims {
  /** The member it was made for. */
  userId: string;
  rewardsId: string;
}

const tokenKey = (secret: string) => createHmac('sha256', secret).update('redline-rewards-token.v1').digest();

/**
 * A token naming a rewards account for one member, for REWARDS_TOKEN_LIFETIME_MS: AES-256-GCM
 * (authenticated, so it cannot be forged or altered) with the purpose as associated data, and
 * encrypted, so the browser never reads the rewards id of a profile it has not verified.
 */
export function sealToken(secret: string, purpose: TokenPurpose, claims: TokenClaims, now: Date): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', tokenKey(secret), iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(JSON.stringify({ u: claims.userId, r: claims.rewardsId, exp: now.getTime() + REWARDS_TOKEN_LIFETIME_MS }), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The claims of a token made for this purpose and this member that has not expired; null for anything else. */
export function openToken(secret: string, purpose: TokenPurpose, token: unknown, userId: string, now: Date): TokenClaims | null {
  if (typeof token !== 'string' || token.length > 512 || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', tokenKey(secret), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(raw.subarray(12, 28));
    const claims = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as { u?: unknown; r?: unknown; exp?: unknown };
    if (claims.u !== userId || typeof claims.r !== 'string' || typeof claims.exp !== 'number' || claims.exp <= now.getTime()) return null;
    return { userId, rewardsId: claims.r };
  } catch {
    return null;
  }
}

/** The server secret the tokens are keyed with (better-auth's: BETTER_AUTH_SECRET). */
export async function tokenSecret(): Promise<string> {
  return (await auth().$context).secret;
}
