import type { Actor } from '../../src/server/staff/actor';
import { apiKeyActor } from '../../src/server/staff/accounts';

/** Where an operator command finds its staff API key (decision 052): `--key`, else REDLINE_API_KEY. */
export function commandKey(option: string | undefined): string | null {
  return option?.trim() || process.env.REDLINE_API_KEY?.trim() || null;
}

/**
 * The actor of an operator command: the staff member whose API key it was given, acting with the
 * key's role, recorded in the audit log as them (`via: apiKey`). Without a valid key the command
 * stops: every change is someone's.
 */
export async function commandActor(option: string | undefined, command: string): Promise<Actor> {
  const key = commandKey(option);
  if (!key) throw new Error(`${command} needs a staff API key: --key rk_… or REDLINE_API_KEY (an administrator makes one at /ops/staff or with npm run staff -- key create <email> --role <role>).`);
  const actor = await apiKeyActor(key, 'cli');
  if (!actor) throw new Error('That API key is not valid: unknown, revoked, or its owner is disabled.');
  return actor;
}
