import { systemActor, type Actor } from '../../src/server/staff/actor';
import { apiKeyActor } from '../../src/server/staff/accounts';

/** Where an operator command finds its staff API key (decision 052): `--key`, else REDLINE_API_KEY. */
export function commandKey(option: string | undefined): string | null {
  return option?.trim() || process.env.REDLINE_API_KEY?.trim() || null;
}

const noKey = (command: string) => new Error(`${command} needs a staff API key: --key rk_… or REDLINE_API_KEY (an administrator makes one at /ops/staff or with npm run staff -- key create <email> --role <role>).`);

/**
 * The actor of an operator command: the staff member whose API key it was given, acting with the
 * key's role, recorded in the audit log as them (`via: apiKey`). Without a valid key the command
 * stops: every change is someone's.
 */
export async function commandActor(option: string | undefined, command: string): Promise<Actor> {
  const key = commandKey(option);
  if (!key) throw noKey(command);
  const actor = await apiKeyActor(key, 'cli');
  if (!actor) throw new Error('That API key is not valid: unknown, revoked, or its owner is disabled.');
  return actor;
}

/**
 * The actor of an operator command (contact, content, orders, payments, promotions, rewards):
 * with a staff API key (--key or REDLINE_API_KEY), the key's member, as commandActor; the audit
 * log records them. Without one, only outside production: the system (`system:cli:<tool>`), with
 * a warning on stderr that this goes; in production the command stops and says how to get a key.
 */
export async function operatorActor(option: string | undefined, tool: string, environment: { production: boolean; warn: (line: string) => void } = { production: process.env.NODE_ENV === 'production', warn: (line) => console.warn(line) }): Promise<Actor> {
  if (commandKey(option)) return commandActor(option, tool);
  if (environment.production) throw noKey(tool);
  environment.warn(`[${tool}] No staff API key (--key rk_… or REDLINE_API_KEY): acting as system:cli:${tool}, which only development allows. Production needs a key.`);
  return systemActor(`cli:${tool}`);
}
