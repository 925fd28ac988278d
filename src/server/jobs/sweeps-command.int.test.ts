import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '@/server/audit/schema';
import { db } from '@/server/db/client';
import { paymentTokens } from '@/server/payments/schema';
import { createCardToken, TOKEN_LIFETIME_MS } from '@/server/payments/tokens';
import { createApiKey } from '@/server/staff/accounts';
import type { Role } from '@/server/staff/permissions';
import { runScript } from '../../../tests/integration/command';
import { makeStaff, staffActor } from '../../../tests/integration/staff';

/** A staff member of `role` and an API key of theirs, as an administrator makes them. */
async function keyOf(role: Role) {
  const member = await makeStaff(role);
  return { member, key: (await createApiKey(await staffActor('administrator'), { staffId: member.id, role })).key };
}

const expiredToken = async () => (await createCardToken(db(), { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ana Díaz' }, new Date(Date.now() - TOKEN_LIFETIME_MS - 60_000))).token;
const tokenLeft = async (token: string) => (await db().select().from(paymentTokens).where(eq(paymentTokens.id, token))).length === 1;
const sweepLines = async (email: string) => (await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'job.run'), eq(auditEvents.entityId, 'sweeps')))).filter((line) => line.actorLabel.startsWith(email));

/** A command starts a Node process under tsx and loads the modules it needs: slow on a busy machine. */
const COMMAND_TIMEOUT_MS = 240_000;

describe('npm run sweeps', () => {
  it('acts as the staff member whose key it is given: an administrator sweeps, recorded against them', async () => {
    const { member, key } = await keyOf('administrator');
    const token = await expiredToken();
    const run = await runScript('scripts/sweeps.ts', ['--key', key]);
    expect(run.stderr).not.toContain('system:cli');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/expired card tokens\s+[1-9]/);
    expect(await tokenLeft(token)).toBe(false);
    const [line] = await sweepLines(member.email);
    expect(line).toMatchObject({ actorRole: 'administrator', via: 'apiKey', after: { expiredTokens: expect.any(Number) } });
    expect((line!.after as { expiredTokens: number }).expiredTokens).toBeGreaterThanOrEqual(1);
  }, COMMAND_TIMEOUT_MS);

  it('is refused, and undoes nothing, for a key whose role may not run jobs', async () => {
    const { member, key } = await keyOf('merchandiser');
    const token = await expiredToken();
    const run = await runScript('scripts/sweeps.ts', [], { REDLINE_API_KEY: key });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('FORBIDDEN: Your role does not allow this');
    expect(await tokenLeft(token)).toBe(true);
    expect(await sweepLines(member.email)).toEqual([]);
    // The refusal itself is in the log, against them.
    const refused = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'denied'), eq(auditEvents.entityId, 'sweeps')));
    expect(refused.filter((l) => l.actorLabel.startsWith(member.email))).toHaveLength(1);
  }, COMMAND_TIMEOUT_MS);
});
