import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/server/db/client';
import { auditEvents } from '@/server/audit/schema';
import { emailOutbox } from '@/server/platform/email/schema';
import type { ApiError } from '@/server/platform/http';
import { logger } from '@/server/platform/logger';
import { searchStores } from '@/server/stores/queries';
import { makeStaff, staffActor, staffSession } from '../../../tests/integration/staff';
import { can } from './actor';
import { acceptInvitation, apiKeyActor, changeStaffRole, createApiKey, disableStaff, enableStaff, INVITATION_MS, inviteStaff, listStaff, openInvitation, revokeApiKey, sessionActor, staffCodeStep, staffPasswordStep } from './accounts';
import { BEARER_FAILURE_BACKOFF, staffFromRequest } from './request-actor';
import { totpCode } from './secrets';

const LEGACY_TOKEN = vi.hoisted(() => (process.env.ADMIN_API_TOKEN = 'legacy-token-0123456789abcdef'));

/** Staff accounts on PostgreSQL (decision 052): invitations, sign-in, roles, disabling, API keys, the legacy token. */
const ORIGIN = 'https://shop.example';
const caller = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
const lastAudit = async (action: string, entityId: string) =>
  (await db().select().from(auditEvents).where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, entityId))).orderBy(desc(auditEvents.id)).limit(1))[0];
/** Store numbers of the demo's stores (a store manager's must be stores). */
const storeNumbers = async (count: number) => (await searchStores({ latitude: 29.7604, longitude: -95.3698, country: 'US', limit: count })).map((s) => s.storeNumber);
const tokenOf = (link: string) => link.split('/').pop()!;
const adminRequest = (authorization: string) => new Request('http://localhost/api/admin/outbox', { headers: { authorization, 'x-forwarded-for': '203.0.113.7' } });

describe('an invitation', () => {
  it('is e-mailed through the outbox, and accepting it (a password and a first code) lets the member sign in with password and code', async () => {
    const admin = await staffActor('administrator');
    const email = `new-${Date.now()}@staff.test`;
    const [store] = await storeNumbers(1);
    const invitation = await inviteStaff(admin, { email: email.toUpperCase(), name: 'Nora New', role: 'storeManager', storeIds: [store!], locale: 'es-MX' }, ORIGIN);
    expect(invitation.link).toMatch(new RegExp(`^${ORIGIN}/ops/signin/invitation/[A-Za-z0-9_-]{43}$`));
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mail).toMatchObject({ kind: 'staffInvitation', locale: 'es-MX' });
    expect(mail!.text).toContain(invitation.link);
    expect(await lastAudit('staff.invite', String(invitation.staffId))).toMatchObject({ staffId: admin.staffId, after: expect.objectContaining({ email, role: 'storeManager', storeIds: [store] }) });

    // Not yet accepted: no password, so no sign-in.
    expect(await staffPasswordStep({ email, password: 'a-good-password' }, caller())).toEqual({ ok: false, reason: 'invalid' });

    const opened = (await openInvitation(tokenOf(invitation.link)))!;
    expect(opened.totpUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    // Seen twice, the same secret (the QR does not change under the member's phone).
    expect((await openInvitation(tokenOf(invitation.link)))!.totpSecret).toBe(opened.totpSecret);
    await expect(acceptInvitation({ token: tokenOf(invitation.link), password: 'short', code: totpCode(opened.totpSecret) })).rejects.toMatchObject({ detail: { errorCode: 'STAFF_PASSWORD_RULES' } });
    await expect(acceptInvitation({ token: tokenOf(invitation.link), password: 'a-good-password', code: '000000' === totpCode(opened.totpSecret) ? '111111' : '000000' })).rejects.toMatchObject({ detail: { errorCode: 'STAFF_CODE_WRONG' } });
    const acceptedWith = totpCode(opened.totpSecret);
    const accepted = await acceptInvitation({ token: tokenOf(invitation.link), password: 'a-good-password', code: acceptedWith });
    expect(accepted.recoveryCodes).toHaveLength(10);
    // Once only.
    expect(await openInvitation(tokenOf(invitation.link))).toBeNull();

    const from = caller();
    const half = await staffPasswordStep({ email, password: 'a-good-password' }, from);
    expect(half.ok).toBe(true);
    if (!half.ok) return;
    // The code used to accept is spent (the same code, even when the clock has moved to the next step since); the next step's code signs in.
    expect(await staffCodeStep(half.value, acceptedWith, from)).toEqual({ ok: false, reason: 'invalid' });
    const full = await staffCodeStep(half.value, totpCode(opened.totpSecret, Date.now() + 30_000), from);
    expect(full.ok).toBe(true);
    const signedIn = full.ok ? await sessionActor(full.value, from) : null;
    expect(signedIn?.actor).toMatchObject({ staffId: invitation.staffId, role: 'storeManager', storeIds: [store], via: 'session' });
  });

  it('a recovery code signs in once instead of a code', async () => {
    const admin = await staffActor('administrator');
    const email = `recover-${Date.now()}@staff.test`;
    const invitation = await inviteStaff(admin, { email, name: 'Rita', role: 'customerService' }, ORIGIN);
    const opened = (await openInvitation(tokenOf(invitation.link)))!;
    const { recoveryCodes } = await acceptInvitation({ token: tokenOf(invitation.link), password: 'a-good-password', code: totpCode(opened.totpSecret) });
    const from = caller();
    const first = await staffPasswordStep({ email, password: 'a-good-password' }, from);
    expect(first.ok && (await staffCodeStep(first.value, recoveryCodes[0]!.toUpperCase(), from)).ok).toBe(true);
    const again = await staffPasswordStep({ email, password: 'a-good-password' }, from);
    expect(again.ok && (await staffCodeStep(again.value, recoveryCodes[0]!, from))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('expires after 72 hours', async () => {
    const invitation = await inviteStaff(await staffActor('administrator'), { email: `late-${Date.now()}@staff.test`, name: 'Leo', role: 'merchandiser' }, ORIGIN);
    expect(await openInvitation(tokenOf(invitation.link), Date.now() + INVITATION_MS + 1_000)).toBeNull();
  });
});

describe('disabling and changing a role', () => {
  it('disabling ends every session and revokes every key at once; enabling lets them sign in again, with their keys still revoked', async () => {
    const admin = await staffActor('administrator');
    const { cookie, staff } = await staffSession('customerService');
    const { key } = await createApiKey(admin, { staffId: staff.id, role: 'customerService' });
    expect(await sessionActor(cookie, null)).not.toBeNull();
    expect(await apiKeyActor(key, null)).not.toBeNull();
    await disableStaff(admin, staff.id);
    expect(await sessionActor(cookie, null)).toBeNull();
    expect(await apiKeyActor(key, null)).toBeNull();
    await expect(staffFromRequest(adminRequest(`Bearer ${key}`))).rejects.toMatchObject({ status: 401 });
    expect(await lastAudit('staff.disable', String(staff.id))).toMatchObject({ staffId: admin.staffId, before: expect.objectContaining({ disabled: false }), after: expect.objectContaining({ disabled: true }) });
    await enableStaff(admin, staff.id);
    expect(await lastAudit('staff.enable', String(staff.id))).toMatchObject({ after: expect.objectContaining({ disabled: false }) });
    expect((await staffPasswordStep({ email: staff.email, password: staff.password }, caller())).ok).toBe(true);
    expect(await apiKeyActor(key, null)).toBeNull();
  });

  it('a new role ends the sessions and revokes the keys, and is recorded with before and after', async () => {
    const admin = await staffActor('administrator');
    const { cookie, staff } = await staffSession('customerService');
    const { key } = await createApiKey(admin, { staffId: staff.id, role: 'customerService' });
    const [first, second] = await storeNumbers(2);
    await changeStaffRole(admin, staff.id, { role: 'storeManager', storeIds: [first!, first!, second!] });
    expect(await sessionActor(cookie, null)).toBeNull();
    expect(await apiKeyActor(key, null)).toBeNull();
    expect(await lastAudit('staff.role', String(staff.id))).toMatchObject({ before: expect.objectContaining({ role: 'customerService' }), after: expect.objectContaining({ role: 'storeManager', storeIds: [first, second] }) });
    await expect(changeStaffRole(admin, staff.id, { role: 'storeManager', storeIds: [] })).rejects.toMatchObject({ detail: { errorCode: 'STAFF_STORES_REQUIRED' } });
    // Only stores there are: a number no store has, and what is no number, are named back.
    await expect(changeStaffRole(admin, staff.id, { role: 'storeManager', storeIds: [first!, '999999', '1056;x'] })).rejects.toMatchObject({ detail: { errorCode: 'STAFF_STORES_UNKNOWN', errorMessageValues: { stores: '999999, 1056;x' } } });
    await expect(inviteStaff(admin, { email: `bad-stores-${Date.now()}@staff.test`, name: 'Bad Stores', role: 'storeManager', storeIds: ['abc'] }, ORIGIN)).rejects.toMatchObject({ detail: { errorCode: 'STAFF_STORES_UNKNOWN' } });
  });

  it('an administrator cannot disable or demote themselves', async () => {
    const admin = await staffActor('administrator');
    await expect(disableStaff(admin, admin.staffId!)).rejects.toMatchObject({ detail: { errorCode: 'STAFF_SELF' } });
    await expect(changeStaffRole(admin, admin.staffId!, { role: 'merchandiser' })).rejects.toMatchObject({ detail: { errorCode: 'STAFF_SELF' } });
  });
});

describe('API keys', () => {
  it('act with their own role (never above the owner’s) and the owner’s stores, are stored hashed, and stop at revocation', async () => {
    const admin = await staffActor('administrator');
    const manager = await makeStaff('storeManager', { storeIds: ['0101'] });
    await expect(createApiKey(admin, { staffId: manager.id, role: 'administrator' })).rejects.toMatchObject({ detail: { errorCode: 'API_KEY_ROLE_ABOVE_OWNER' } });
    const { key, prefix } = await createApiKey(admin, { staffId: manager.id, role: 'storeManager', label: 'counter tablet' });
    expect(await lastAudit('apiKey.create', prefix)).toMatchObject({ after: { owner: manager.email, role: 'storeManager', label: 'counter tablet' } });
    const listed = (await listStaff(admin)).find((m) => m.id === manager.id)!;
    expect(JSON.stringify(listed)).not.toContain(key.slice(12));

    const actor = await staffFromRequest(adminRequest(`Bearer ${key}`));
    expect(actor).toMatchObject({ staffId: manager.id, role: 'storeManager', storeIds: ['0101'], via: 'apiKey', ip: '203.0.113.7' });
    expect(can(actor, 'orders.read', { storeId: '0101' })).toBe(true);
    expect(can(actor, 'orders.read', { storeId: '0102' })).toBe(false);
    await expect(listStaff(actor)).rejects.toMatchObject({ kind: 'forbidden' });
    expect(await lastAudit('denied', 'staff.manage')).toMatchObject({ staffId: manager.id, via: 'apiKey' });

    // An administrator's key scoped down to customer service acts as customer service.
    const adminOwner = await makeStaff('administrator');
    const scoped = await createApiKey(admin, { staffId: adminOwner.id, role: 'customerService' });
    const scopedActor = (await apiKeyActor(scoped.key, null))!;
    expect(scopedActor.role).toBe('customerService');
    expect(can(scopedActor, 'staff.manage')).toBe(false);

    await revokeApiKey(admin, prefix);
    expect(await lastAudit('apiKey.revoke', prefix)).toMatchObject({ after: { role: 'storeManager', revoked: true } });
    await expect(staffFromRequest(adminRequest(`Bearer ${key}`))).rejects.toMatchObject({ status: 401 });
    await expect(staffFromRequest(adminRequest(`Bearer ${key.slice(0, -1)}x`))).rejects.toMatchObject({ status: 401 });
  });

  it('a caller whose keys keep failing waits; the owner at another address is not slowed', async () => {
    const owner = await makeStaff('customerService');
    const { key } = await createApiKey(await staffActor('administrator'), { staffId: owner.id, role: 'customerService' });
    const from = (address: string, authorization: string) => new Request('http://localhost/api/admin/outbox', { headers: { authorization, 'x-forwarded-for': address } });
    for (let i = 0; i < BEARER_FAILURE_BACKOFF.free; i++) await expect(staffFromRequest(from('198.51.100.77', `Bearer rk_guess${i}`))).rejects.toMatchObject({ status: 401 });
    const slowed = await staffFromRequest(from('198.51.100.77', `Bearer ${key}`)).catch((error: unknown) => error);
    expect(slowed).toMatchObject({ status: 429, detail: { errorCode: 'TOO_MANY_ATTEMPTS' } });
    expect(Number((slowed as ApiError).headers?.['Retry-After'])).toBeGreaterThan(0);
    expect(await staffFromRequest(from('198.51.100.78', `Bearer ${key}`))).toMatchObject({ staffId: owner.id });
  });

  it('the legacy ADMIN_API_TOKEN still acts as an administrator, with a warning in the log once a process', async () => {
    const warn = vi.spyOn(logger, 'warn');
    try {
      expect(await staffFromRequest(adminRequest(`Bearer ${LEGACY_TOKEN}`))).toMatchObject({ staffId: null, label: 'admin-token', role: 'administrator', via: 'token' });
      await staffFromRequest(adminRequest(`Bearer ${LEGACY_TOKEN}`));
      const warnings = warn.mock.calls.filter((call) => String(call[0]).includes('ADMIN_API_TOKEN'));
      expect(warnings).toHaveLength(1);
      await expect(staffFromRequest(adminRequest(`Bearer ${LEGACY_TOKEN}X`))).rejects.toMatchObject({ status: 401 });
      await expect(staffFromRequest(adminRequest(''))).rejects.toMatchObject({ status: 401 });
    } finally {
      warn.mockRestore();
    }
  });
});
