import { describe, expect, it } from 'vitest';
import { operatorActor } from './staff-key';

/**
 * Issue 23: the operator commands act with a staff API key. Without one, production stops the
 * command; development acts as the system, saying so. A key that is given is never replaced by
 * the system: a wrong one stops the command in development too.
 */
describe('the actor of an operator command', () => {
  const quiet = (production: boolean) => {
    const warnings: string[] = [];
    return { environment: { production, warn: (line: string) => warnings.push(line) }, warnings };
  };

  it('in production, without a key, stops and says how to get one', async () => {
    const { environment, warnings } = quiet(true);
    await expect(operatorActor(undefined, 'orders', environment)).rejects.toThrow(/orders needs a staff API key: --key rk_… or REDLINE_API_KEY/);
    await expect(operatorActor('  ', 'orders', environment)).rejects.toThrow(/needs a staff API key/);
    expect(warnings).toEqual([]);
  });

  it('in development, without a key, acts as system:cli:<command> with a warning', async () => {
    const { environment, warnings } = quiet(false);
    const actor = await operatorActor(undefined, 'rewards', environment);
    expect(actor).toMatchObject({ label: 'system:cli:rewards', via: 'system', staffId: null });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/No staff API key .* system:cli:rewards, which only development allows/);
  });

  it('a key that is given is checked, never traded for the system, in development too', async () => {
    const { environment, warnings } = quiet(false);
    await expect(operatorActor('not-a-key', 'content', environment)).rejects.toThrow(/That API key is not valid/);
    expect(warnings).toEqual([]);
  });
});
