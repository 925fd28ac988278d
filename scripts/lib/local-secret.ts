import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The session-signing secret for a local `npm start` when BETTER_AUTH_SECRET is not set: made
 * once, kept in the data directory (mode 600), so sessions survive restarts. Production sets
 * BETTER_AUTH_SECRET itself.
 */
export function localAuthSecret(): string {
  const file = path.resolve(process.env.DATA_DIR ?? '.data', 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
