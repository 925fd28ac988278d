import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { auditEvents } from '@/server/audit/schema';
import { makeStaff, staffActor } from '../../../tests/integration/staff';
import type { Actor } from './actor';
import { changeStaffRole, createApiKey, disableStaff, enableStaff, inviteStaff, listStaff, revokeApiKey } from './accounts';
import { ROLES, type Role } from './permissions';

/**
 * The staff use cases against every role (issue 23's matrix, decision 052): only an
 * administrator (staff.manage) may; anyone else gets `forbidden` (403) and a `denied` line.
 */
const USE_CASES: { name: string; run: (actor: Actor) => Promise<unknown> }[] = [
  { name: 'listStaff', run: (actor) => listStaff(actor) },
  { name: 'inviteStaff', run: (actor) => inviteStaff(actor, { email: `matrix-${Date.now()}-${Math.random().toString(36).slice(2)}@staff.test`, name: 'Mat', role: 'merchandiser' }, 'https://shop.example') },
  { name: 'changeStaffRole', run: async (actor) => changeStaffRole(actor, (await makeStaff('merchandiser')).id, { role: 'customerService' }) },
  { name: 'disableStaff', run: async (actor) => disableStaff(actor, (await makeStaff('merchandiser')).id) },
  {
    name: 'enableStaff',
    run: async (actor) => {
      const target = await makeStaff('merchandiser');
      await disableStaff(await staffActor('administrator'), target.id);
      return enableStaff(actor, target.id);
    },
  },
  { name: 'createApiKey', run: async (actor) => createApiKey(actor, { staffId: (await makeStaff('merchandiser')).id, role: 'merchandiser' }) },
  {
    name: 'revokeApiKey',
    run: async (actor) => {
      const { prefix } = await createApiKey(await staffActor('administrator'), { staffId: (await makeStaff('merchandiser')).id, role: 'merchandiser' });
      return revokeApiKey(actor, prefix);
    },
  },
];

const ALLOWED: Record<Role, boolean> = { administrator: true, storeManager: false, customerService: false, merchandiser: false };

describe('the staff use cases, role by role', () => {
  for (const role of ROLES) {
    for (const useCase of USE_CASES) {
      it(`${role} × ${useCase.name}: ${ALLOWED[role] ? 'allowed' : '403 and a denied line'}`, async () => {
        const actor = await staffActor(role, { storeIds: ['0001'] });
        if (ALLOWED[role]) {
          await expect(useCase.run(actor)).resolves.not.toThrow();
          return;
        }
        await expect(useCase.run(actor)).rejects.toMatchObject({ kind: 'forbidden', detail: { errorCode: 'FORBIDDEN' } });
        const [line] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'denied'), eq(auditEvents.staffId, actor.staffId!))).orderBy(desc(auditEvents.id)).limit(1);
        expect(line).toMatchObject({ actorRole: role, via: 'session', after: expect.objectContaining({ permission: 'staff.manage' }) });
      });
    }
  }
});
