import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where a local secret named `name` lives: in the data directory. */
export function localSecretFile(name: string): string {
  return path.resolve(process.env.DATA_DIR ?? '.data', name);
}

/** A random secret made once and kept in the data directory (mode 600), so it survives restarts. */
function localSecret(name: string): string {
  const file = localSecretFile(name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The session-signing secret for a local `npm start` when BETTER_AUTH_SECRET is not set.
 * Production sets BETTER_AUTH_SECRET itself.
 */
export function localAuthSecret(): string {
  return localSecret('auth-secret');
}

/** The file of the demo's operators' token (`localAdminToken`). */
export const ADMIN_TOKEN_FILE = 'admin-token';

/**
 * The operators' token (ADMIN_API_TOKEN) for a local, non-production `npm start` when none is
 * set, so the demo's outbox page (/ops/outbox) and admin API work out of the box.
 */
export function localAdminToken(): string {
  return localSecret(ADMIN_TOKEN_FILE);
}
