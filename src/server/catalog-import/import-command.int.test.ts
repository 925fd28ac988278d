import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '@/server/audit/schema';
import { db } from '@/server/db/client';
import { createApiKey } from '@/server/staff/accounts';
import type { Role } from '@/server/staff/permissions';
import { runScript } from '../../../tests/integration/command';
import { makeStaff, staffActor } from '../../../tests/integration/staff';

/** A staff member of `role` and an API key of theirs, as an administrator makes them. */
async function keyOf(role: Role) {
  const member = await makeStaff(role);
  return { member, key: (await createApiKey(await staffActor('administrator'), { staffId: member.id, role })).key };
}

const FILE = 'tests/fixtures/import/products-good.csv';
const imported = async () => (await db().execute<{ n: number }>(sql`select count(*)::int as n from products where sku = 'ACME-BP1001'`)).rows[0]!.n === 1;
const linesOf = async (email: string, action: string) => (await db().select().from(auditEvents).where(and(eq(auditEvents.action, action), eq(auditEvents.entityType, 'import')))).filter((l) => l.actorLabel.startsWith(email));

/** A command starts a Node process under tsx and loads the modules it needs: slow on a busy machine. */
const COMMAND_TIMEOUT_MS = 240_000;

describe('npm run import:catalog', () => {
  it('is refused, and writes nothing, for a key whose role may not import the catalogue; the refusal is recorded', async () => {
    const { member, key } = await keyOf('customerService');
    const run = await runScript('scripts/import-catalog.ts', ['products', FILE, '--key', key]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('FORBIDDEN: Your role does not allow this');
    expect(await imported()).toBe(false);
    const denied = (await db().select().from(auditEvents).where(eq(auditEvents.action, 'denied'))).filter((l) => l.actorLabel.startsWith(member.email));
    expect(denied).toMatchObject([{ entityType: 'import', entityId: 'products' }]);
  }, COMMAND_TIMEOUT_MS);

  it("imports as the merchandiser whose key it is given, with the import's audit line against them (none for a dry run)", async () => {
    const { member, key } = await keyOf('merchandiser');
    const dry = await runScript('scripts/import-catalog.ts', ['products', FILE, '--dry-run'], { REDLINE_API_KEY: key });
    expect(dry.code).toBe(0);
    expect(await imported()).toBe(false);
    expect(await linesOf(member.email, 'catalog.import')).toEqual([]);

    const run = await runScript('scripts/import-catalog.ts', ['products', FILE, '--key', key]);
    expect(run.stderr).not.toContain('system:cli');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('products: ');
    expect(await imported()).toBe(true);
    expect(await linesOf(member.email, 'catalog.import')).toMatchObject([{ actorRole: 'merchandiser', via: 'apiKey', entityId: 'products', after: { kind: 'products', counts: { inserted: 2, updated: 1 } } }]);
  }, COMMAND_TIMEOUT_MS);
});
