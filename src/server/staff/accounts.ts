import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Executor } from '@/server/db/client';
import { recordAudit } from '@/server/audit/audit';
import { hashPassword, verifyDummyPassword, verifyPassword } from '@/server/platform/passwords';
import { domainError } from '@/server/platform/domain-error';
import { enqueueEmail } from '@/server/platform/email/outbox';
import { env } from '@/server/platform/env';
import { logger } from '@/server/platform/logger';
import { attemptGuard, type AttemptGuard } from '@/server/platform/rate-limit';
import { isLocale, type Locale } from '@/lib/markets';
import { authorize, type Actor } from './actor';
import { ROLE_PERMISSIONS, ROLES, isRole, type Role } from './permissions';
import { staffApiKeys, staffInvitations, staffMembers, staffSessions } from './schema';
import { apiKeyMatches, apiKeyPrefix, decryptSecret, encryptSecret, newApiKey, newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, randomToken, sha256, totpCode, totpStep, totpUri } from './secrets';
import { knownStoreNumbers } from '@/server/stores/preferred';
import { endAllStaffSessions, findStaffSession, memberActor, openStaffSession } from './sessions';

/**
 * Staff accounts (issue 23, decision 052): invitations, the two-step sign-in, roles and stores,
 * disabling, API keys. The changes are use cases: they take the actor, `authorize` it
 * (staff.manage) and write the audit log in the change's transaction.
 */

export type StaffMember = typeof staffMembers.$inferSelect;
/** The project's password rules (the shoppers' too: customers/auth.ts). */
export const STAFF_PASSWORD_MIN = 8;
export const STAFF_PASSWORD_MAX = 128;
export const INVITATION_MS = 72 * 60 * 60_000;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const StaffInput = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(120),
  role: z.enum(ROLES),
  storeIds: z.array(z.string().trim().min(1).max(40)).max(100).default([]),
  locale: z.string().refine(isLocale).default('en-US'),
});
export type StaffInput = z.input<typeof StaffInput>;

/** A store manager's stores: at least one, each the number of a store there is; any other role has none. */
async function checkStores(executor: Executor, role: Role, storeIds: readonly string[]): Promise<string[]> {
  if (role !== 'storeManager') return [];
  if (storeIds.length === 0) throw domainError('malformed', 'STAFF_STORES_REQUIRED', 'ops.staff.storesRequired', 'A store manager needs at least one store');
  const unique = [...new Set(storeIds)];
  const known = await knownStoreNumbers(executor, unique.filter((s) => /^\d{1,6}$/.test(s)));
  const unknown = unique.filter((s) => !known.has(s));
  if (unknown.length) throw domainError('invalid', 'STAFF_STORES_UNKNOWN', 'ops.staff.storesUnknown', `No such store: ${unknown.join(', ')}`, { stores: unknown.join(', ') });
  return unique;
}

/** What the audit log keeps of a member: never a secret. */
const auditView = (m: Pick<StaffMember, 'email' | 'name' | 'role' | 'storeIds' | 'disabledAt'>) => ({ email: m.email, name: m.name, role: m.role, storeIds: m.storeIds, disabled: m.disabledAt !== null });

export async function staffByEmail(email: string, executor: Executor = db()): Promise<StaffMember | null> {
  const [row] = await executor.select().from(staffMembers).where(eq(staffMembers.email, normaliseEmail(email)));
  return row ?? null;
}

async function memberById(executor: Executor, staffId: number): Promise<StaffMember> {
  const [row] = await executor.select().from(staffMembers).where(eq(staffMembers.id, staffId)).for('update');
  if (!row) throw domainError('notFound', 'STAFF_NOT_FOUND', 'ops.staff.notFound', 'No such staff member');
  return row;
}

/** Whether a demo account may be used here (the seed's, with published passwords: only in the demo and development). */
export function demoAccountsAllowed(): boolean {
  return env().DEMO === true || env().NODE_ENV !== 'production';
}

// ---------- invitations ----------

export interface Invitation {
  staffId: number;
  /** The link to send (or print): /ops/signin/invitation/<token>. */
  link: string;
  expiresAt: Date;
}

async function issueInvitation(executor: Executor, member: StaffMember, origin: string, now: number): Promise<Invitation> {
  const token = randomToken();
  const expiresAt = new Date(now + INVITATION_MS);
  await executor.insert(staffInvitations).values({ tokenHash: sha256(token), staffId: member.id, createdAt: new Date(now), expiresAt });
  const link = `${origin.replace(/\/$/, '')}/ops/signin/invitation/${token}`;
  return { staffId: member.id, link, expiresAt };
}

function invitationEmail(member: StaffMember, link: string): { subject: string; text: string; html: string } {
  const words: Record<Locale, { subject: string; body: string; action: string; expiry: string }> = {
    'en-US': { subject: 'You are invited to the Redline back office', body: `Hello ${member.name}, you have a Redline back-office account.`, action: 'Set your password and your sign-in codes', expiry: 'The link works for 72 hours, once.' },
    'es-MX': { subject: 'Te invitamos al back office de Redline', body: `Hola, ${member.name}: ya tienes una cuenta en el back office de Redline.`, action: 'Crea tu contraseña y tus códigos de acceso', expiry: 'El enlace funciona una sola vez durante 72 horas.' },
    'pt-BR': { subject: 'Você foi convidado para o back office da Redline', body: `Olá, ${member.name}: você tem uma conta no back office da Redline.`, action: 'Crie sua senha e seus códigos de acesso', expiry: 'O link vale uma vez, por 72 horas.' },
  };
  const w = words[isLocale(member.locale) ? member.locale : 'en-US'];
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    subject: w.subject,
    text: `${w.body}\n\n${w.action}: ${link}\n\n${w.expiry}\n`,
    html: `<p>${escape(w.body)}</p><p><a href="${escape(link)}">${escape(w.action)}</a></p><p>${escape(w.expiry)}</p>`,
  };
}

/** staff.invite: a new member (or a pending one invited again), with a link by e-mail through the outbox. */
export async function inviteStaff(actor: Actor, input: StaffInput, origin: string, now = Date.now()): Promise<Invitation> {
  await authorize(actor, 'staff.manage', {}, { type: 'staff', id: String(input.email) });
  const parsed = StaffInput.parse(input);
  const email = normaliseEmail(parsed.email);
  const storeIds = await checkStores(db(), parsed.role, parsed.storeIds);
  return db().transaction(async (tx) => {
    const existing = await staffByEmail(email, tx);
    if (existing?.passwordHash) throw domainError('conflict', 'STAFF_EXISTS', 'ops.staff.exists', 'This e-mail already has an account');
    const values = { email, name: parsed.name, role: parsed.role, storeIds, locale: parsed.locale, updatedAt: new Date(now) };
    const [member] = existing
      ? await tx.update(staffMembers).set(values).where(eq(staffMembers.id, existing.id)).returning()
      : await tx.insert(staffMembers).values(values).returning();
    if (!member) throw new Error('staff member not written');
    await tx.delete(staffInvitations).where(eq(staffInvitations.staffId, member.id));
    const invitation = await issueInvitation(tx, member, origin, now);
    const mail = invitationEmail(member, invitation.link);
    await enqueueEmail(tx, { kind: 'staffInvitation', locale: isLocale(member.locale) ? member.locale : 'en-US', to: email, ...mail });
    await recordAudit(tx, actor, { action: 'staff.invite', entityType: 'staff', entityId: String(member.id), before: existing ? auditView(existing) : null, after: auditView(member) });
    return invitation;
  });
}

/** An invitation still good, with its member (for the acceptance page); enrols a TOTP secret for it on first sight. */
export async function openInvitation(token: string, now = Date.now()): Promise<{ member: StaffMember; totpSecret: string; totpUri: string } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select({ invitation: staffInvitations, member: staffMembers })
      .from(staffInvitations)
      .innerJoin(staffMembers, eq(staffMembers.id, staffInvitations.staffId))
      .where(and(eq(staffInvitations.tokenHash, sha256(token)), isNull(staffInvitations.acceptedAt)))
      .for('update');
    if (!row || row.invitation.expiresAt.getTime() <= now || row.member.disabledAt || row.member.passwordHash) return null;
    let secret = row.member.totpSecret ? decryptSecret(row.member.totpSecret) : null;
    if (!secret) {
      secret = newTotpSecret();
      await tx.update(staffMembers).set({ totpSecret: encryptSecret(secret), totpLastStep: null }).where(eq(staffMembers.id, row.member.id));
    }
    return { member: row.member, totpSecret: secret, totpUri: totpUri(secret, row.member.email) };
  });
}

/**
 * Accept an invitation: a password by the project's rules and a first code from the
 * authenticator (proof the enrolment worked). Answers the recovery codes, shown once.
 */
export async function acceptInvitation(input: { token: string; password: string; code: string }, now = Date.now()): Promise<{ email: string; recoveryCodes: string[] }> {
  if (input.password.length < STAFF_PASSWORD_MIN || input.password.length > STAFF_PASSWORD_MAX) {
    throw domainError('malformed', 'STAFF_PASSWORD_RULES', 'ops.staff.passwordRules', `Use ${STAFF_PASSWORD_MIN} to ${STAFF_PASSWORD_MAX} characters`);
  }
  const opened = await openInvitation(input.token, now);
  if (!opened) throw domainError('expired', 'STAFF_INVITATION_EXPIRED', 'ops.staff.invitationExpired', 'This invitation has expired or was used');
  const step = totpStep(opened.totpSecret, input.code.trim(), null, now);
  if (step === null) throw domainError('invalid', 'STAFF_CODE_WRONG', 'ops.signIn.codeWrong', 'That code is not right');
  const passwordHash = await hashPassword(input.password);
  const recoveryCodes = newRecoveryCodes();
  await db().transaction(async (tx) => {
    const done = await tx
      .update(staffInvitations)
      .set({ acceptedAt: new Date(now) })
      .where(and(eq(staffInvitations.tokenHash, sha256(input.token)), isNull(staffInvitations.acceptedAt)))
      .returning();
    if (done.length === 0) throw domainError('expired', 'STAFF_INVITATION_EXPIRED', 'ops.staff.invitationExpired', 'This invitation has expired or was used');
    await tx
      .update(staffMembers)
      .set({ passwordHash, totpLastStep: step, recoveryCodes: recoveryCodes.map((c) => sha256(normaliseRecoveryCode(c))), updatedAt: new Date(now) })
      .where(eq(staffMembers.id, opened.member.id));
  });
  return { email: opened.member.email, recoveryCodes };
}

// ---------- sign-in ----------

/**
 * Wrong passwords and wrong codes, per account and per caller (docs/decisions/030): the caller
 * who guesses waits after 5 (30 s doubling to 15 min); an account many callers fail on waits
 * after 20. A six-digit code has a million values, so its guard is tighter: 3 free per caller.
 */
export const STAFF_PASSWORD_LIMITS = {
  perCaller: { free: 5, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 24 * 60 * 60_000 },
  perTarget: { free: 20, firstDelayMs: 60_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 24 * 60 * 60_000 },
  share: 5,
} as const;
export const STAFF_CODE_LIMITS = {
  perCaller: { free: 3, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 24 * 60 * 60_000 },
  perTarget: { free: 10, firstDelayMs: 60_000, maxDelayMs: 15 * 60_000, forgetAfterMs: 24 * 60 * 60_000 },
  share: 3,
} as const;
const holder = globalThis as unknown as { __staffPasswordGuard?: AttemptGuard; __staffCodeGuard?: AttemptGuard };
export const staffPasswordGuard = (holder.__staffPasswordGuard ??= attemptGuard('staff-password', STAFF_PASSWORD_LIMITS));
export const staffCodeGuard = (holder.__staffCodeGuard ??= attemptGuard('staff-code', STAFF_CODE_LIMITS));

export type SignInStep = { ok: true; value: string } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'wait'; retryAfterSeconds: number };

/** Step one: e-mail and password. Right: half a sign-in (its cookie value), waiting for the code. */
export async function staffPasswordStep(input: { email: string; password: string }, caller: string, now = Date.now()): Promise<SignInStep> {
  const email = normaliseEmail(input.email);
  const limit = await staffPasswordGuard.check(email, caller);
  if (!limit.allowed) return { ok: false, reason: 'wait', retryAfterSeconds: limit.retryAfterSeconds };
  const member = email ? await staffByEmail(email) : null;
  const usable = member && member.passwordHash && member.totpSecret && !member.disabledAt && (!member.demo || demoAccountsAllowed());
  const right = usable && input.password.length <= STAFF_PASSWORD_MAX ? await verifyPassword({ hash: member.passwordHash!, password: input.password }) : await verifyDummyPassword(input.password);
  if (!right || !member) {
    await staffPasswordGuard.fail(email, caller);
    logger.warn({ caller }, 'staff sign-in: a wrong e-mail or password');
    return { ok: false, reason: 'invalid' };
  }
  await staffPasswordGuard.succeed(email, caller);
  return { ok: true, value: await openStaffSession(member.id, 'password', caller, now) };
}

/** Step two: the code (or a recovery code) for the half sign-in `pending`. Right: the session's cookie value (a new id). */
export async function staffCodeStep(pending: string | undefined, code: string, caller: string, now = Date.now()): Promise<SignInStep | { ok: false; reason: 'restart' }> {
  const half = await findStaffSession(pending, 'password', now);
  if (!half) return { ok: false, reason: 'restart' };
  const target = half.member.email;
  const limit = await staffCodeGuard.check(target, caller);
  if (!limit.allowed) return { ok: false, reason: 'wait', retryAfterSeconds: limit.retryAfterSeconds };
  const given = code.trim();
  const value = await db().transaction(async (tx) => {
    const member = await memberById(tx, half.staffId);
    const secret = member.totpSecret ? decryptSecret(member.totpSecret) : null;
    if (!secret || member.disabledAt) return null;
    const step = /^\d{6}$/.test(given) ? totpStep(secret, given, member.totpLastStep ?? null, now) : null;
    if (step !== null) {
      await tx.update(staffMembers).set({ totpLastStep: step }).where(eq(staffMembers.id, member.id));
    } else {
      const hash = sha256(normaliseRecoveryCode(given));
      if (!given || !member.recoveryCodes.includes(hash)) return null;
      await tx.update(staffMembers).set({ recoveryCodes: member.recoveryCodes.filter((c) => c !== hash) }).where(eq(staffMembers.id, member.id));
    }
    await endStaffPending(tx, pending!);
    return openStaffSession(member.id, 'complete', caller, now, tx);
  });
  if (!value) {
    await staffCodeGuard.fail(target, caller);
    logger.warn({ caller, staffId: half.staffId }, 'staff sign-in: a wrong code');
    return { ok: false, reason: 'invalid' };
  }
  await staffCodeGuard.succeed(target, caller);
  await staffCodeGuard.release(target);
  return { ok: true, value };
}

async function endStaffPending(executor: Executor, pending: string): Promise<void> {
  await executor.delete(staffSessions).where(eq(staffSessions.idHash, sha256(pending)));
}

/** The actor of a signed-in browser, or null. */
export async function sessionActor(value: string | undefined, ip: string | null, now = Date.now()): Promise<{ actor: Actor; member: StaffMember } | null> {
  const session = await findStaffSession(value, 'complete', now);
  if (!session || (session.member.demo && !demoAccountsAllowed())) return null;
  return { actor: memberActor(session.member, 'session', ip), member: session.member };
}

/** Sign out everywhere: every session of the signed-in member ends. */
export async function signOutEverywhere(actor: Actor): Promise<void> {
  if (actor.staffId !== null) await endAllStaffSessions(actor.staffId);
}

/** The member's own language for the back office. */
export async function setStaffLocale(actor: Actor, locale: string): Promise<void> {
  if (actor.staffId === null || !isLocale(locale)) return;
  await db().update(staffMembers).set({ locale }).where(eq(staffMembers.id, actor.staffId));
}

// ---------- management (staff.manage) ----------

export interface StaffListing {
  id: number;
  email: string;
  name: string;
  role: Role;
  storeIds: string[];
  locale: string;
  status: 'invited' | 'active' | 'disabled';
  keys: { prefix: string; role: string; label: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null }[];
}

export async function listStaff(actor: Actor): Promise<StaffListing[]> {
  await authorize(actor, 'staff.manage');
  const members = await db().select().from(staffMembers).orderBy(asc(staffMembers.email));
  const keys = await db().select().from(staffApiKeys).orderBy(asc(staffApiKeys.createdAt));
  return members.map((m) => ({
    id: m.id,
    email: m.email,
    name: m.name,
    role: isRole(m.role) ? m.role : 'customerService',
    storeIds: m.storeIds,
    locale: m.locale,
    status: m.disabledAt ? 'disabled' : m.passwordHash ? 'active' : 'invited',
    keys: keys.filter((k) => k.staffId === m.id).map((k) => ({ prefix: k.prefix, role: k.role, label: k.label, createdAt: k.createdAt, lastUsedAt: k.lastUsedAt, revokedAt: k.revokedAt })),
  }));
}

function refuseSelf(actor: Actor, staffId: number): void {
  if (actor.staffId === staffId) throw domainError('conflict', 'STAFF_SELF', 'ops.staff.notYourself', 'Ask another administrator to change your own account');
}

/** Ends every way a member acts today: their sessions end and their keys are revoked, in `tx`. */
async function cutOff(tx: Executor, staffId: number, now: number): Promise<void> {
  await endAllStaffSessions(staffId, tx);
  await tx.update(staffApiKeys).set({ revokedAt: new Date(now) }).where(and(eq(staffApiKeys.staffId, staffId), isNull(staffApiKeys.revokedAt)));
}

/** staff.role: a new role (and stores); the member's sessions end and their keys are revoked at once. */
export async function changeStaffRole(actor: Actor, staffId: number, input: { role: string; storeIds?: string[] }, now = Date.now()): Promise<void> {
  await authorize(actor, 'staff.manage', {}, { type: 'staff', id: String(staffId) });
  if (!isRole(input.role)) throw domainError('malformed', 'STAFF_ROLE', 'ops.staff.roleUnknown', 'No such role');
  const role = input.role;
  refuseSelf(actor, staffId);
  const storeIds = await checkStores(db(), role, input.storeIds ?? []);
  await db().transaction(async (tx) => {
    const before = await memberById(tx, staffId);
    const after = (await tx.update(staffMembers).set({ role, storeIds, updatedAt: new Date(now) }).where(eq(staffMembers.id, staffId)).returning())[0]!;
    await cutOff(tx, staffId, now);
    await recordAudit(tx, actor, { action: 'staff.role', entityType: 'staff', entityId: String(staffId), before: auditView(before), after: auditView(after) });
  });
}

/** staff.disable: the member is out at once (sessions ended, keys revoked, the next request refused). */
export async function disableStaff(actor: Actor, staffId: number, now = Date.now()): Promise<void> {
  await authorize(actor, 'staff.manage', {}, { type: 'staff', id: String(staffId) });
  refuseSelf(actor, staffId);
  await db().transaction(async (tx) => {
    const before = await memberById(tx, staffId);
    if (before.disabledAt) return;
    const after = (await tx.update(staffMembers).set({ disabledAt: new Date(now), updatedAt: new Date(now) }).where(eq(staffMembers.id, staffId)).returning())[0]!;
    await cutOff(tx, staffId, now);
    await recordAudit(tx, actor, { action: 'staff.disable', entityType: 'staff', entityId: String(staffId), before: auditView(before), after: auditView(after) });
  });
}

/** staff.enable: the member may sign in again (their old keys stay revoked). */
export async function enableStaff(actor: Actor, staffId: number, now = Date.now()): Promise<void> {
  await authorize(actor, 'staff.manage', {}, { type: 'staff', id: String(staffId) });
  await db().transaction(async (tx) => {
    const before = await memberById(tx, staffId);
    if (!before.disabledAt) return;
    const after = (await tx.update(staffMembers).set({ disabledAt: null, updatedAt: new Date(now) }).where(eq(staffMembers.id, staffId)).returning())[0]!;
    await recordAudit(tx, actor, { action: 'staff.enable', entityType: 'staff', entityId: String(staffId), before: auditView(before), after: auditView(after) });
  });
}

// ---------- API keys ----------

/** Whether a key of role `keyRole` stays within its owner's role: every permission it holds, the owner holds. */
export function keyRoleAllowed(ownerRole: Role, keyRole: Role): boolean {
  return [...ROLE_PERMISSIONS[keyRole]].every((p) => ROLE_PERMISSIONS[ownerRole].has(p));
}

/** apiKey.create: a key for a member, at most their role; the whole key is answered once and never again. */
export async function createApiKey(actor: Actor, input: { staffId: number; role: string; label?: string }, now = Date.now()): Promise<{ key: string; prefix: string }> {
  await authorize(actor, 'staff.manage', {}, { type: 'staff', id: String(input.staffId) });
  if (!isRole(input.role)) throw domainError('malformed', 'STAFF_ROLE', 'ops.staff.roleUnknown', 'No such role');
  const keyRole = input.role;
  return db().transaction(async (tx) => {
    const owner = await memberById(tx, input.staffId);
    if (owner.disabledAt) throw domainError('conflict', 'STAFF_DISABLED', 'ops.staff.disabledMember', 'This account is disabled');
    if (!isRole(owner.role) || !keyRoleAllowed(owner.role, keyRole)) throw domainError('invalid', 'API_KEY_ROLE_ABOVE_OWNER', 'ops.staff.keyRoleAbove', 'A key cannot do more than its owner');
    const { key, prefix, hash } = newApiKey();
    const label = (input.label ?? '').trim().slice(0, 80);
    await tx.insert(staffApiKeys).values({ staffId: owner.id, prefix, keyHash: hash, role: keyRole, label, createdAt: new Date(now) });
    await recordAudit(tx, actor, { action: 'apiKey.create', entityType: 'apiKey', entityId: prefix, after: { owner: owner.email, role: keyRole, label } });
    return { key, prefix };
  });
}

/** apiKey.revoke: the key is refused from the next request on. */
export async function revokeApiKey(actor: Actor, prefix: string, now = Date.now()): Promise<void> {
  await authorize(actor, 'staff.manage', {}, { type: 'apiKey', id: prefix });
  await db().transaction(async (tx) => {
    const [row] = await tx.select().from(staffApiKeys).where(eq(staffApiKeys.prefix, prefix)).for('update');
    if (!row) throw domainError('notFound', 'API_KEY_NOT_FOUND', 'ops.staff.keyNotFound', 'No such key');
    if (row.revokedAt) return;
    await tx.update(staffApiKeys).set({ revokedAt: new Date(now) }).where(eq(staffApiKeys.id, row.id));
    await recordAudit(tx, actor, { action: 'apiKey.revoke', entityType: 'apiKey', entityId: prefix, before: { role: row.role, revoked: false }, after: { role: row.role, revoked: true } });
  });
}

const TOUCH_KEY_EVERY_MS = 60_000;

/** The actor of an API key: its role, its owner's stores; null for a malformed, unknown, revoked key or a disabled owner. */
export async function apiKeyActor(key: string, ip: string | null, now = Date.now()): Promise<Actor | null> {
  const prefix = apiKeyPrefix(key);
  if (!prefix) return null;
  const [row] = await db().select({ key: staffApiKeys, member: staffMembers }).from(staffApiKeys).innerJoin(staffMembers, eq(staffMembers.id, staffApiKeys.staffId)).where(eq(staffApiKeys.prefix, prefix));
  if (!row || !apiKeyMatches(key, row.key.keyHash) || row.key.revokedAt || row.member.disabledAt || (row.member.demo && !demoAccountsAllowed())) return null;
  if (!row.key.lastUsedAt || now - row.key.lastUsedAt.getTime() >= TOUCH_KEY_EVERY_MS) {
    await db().update(staffApiKeys).set({ lastUsedAt: new Date(now) }).where(eq(staffApiKeys.id, row.key.id));
  }
  return { ...memberActor(row.member, 'apiKey', ip, row.key.role), label: `${row.member.email} (key ${prefix})` };
}

// ---------- the operator's commands (scripts/staff.ts) ----------

/** The first administrator (or another), made from the command line: an invitation link, or a password set there and then with a new TOTP secret. */
export async function createAdministrator(actor: Actor, input: { email: string; name?: string; password?: string }, origin: string, now = Date.now()): Promise<{ invitation?: Invitation; totpSecret?: string; recoveryCodes?: string[] }> {
  const email = normaliseEmail(input.email);
  const name = input.name?.trim() || email.split('@')[0]!;
  if (!input.password) return { invitation: await inviteStaff(actor, { email, name, role: 'administrator' }, origin, now) };
  await authorize(actor, 'staff.manage', {}, { type: 'staff', id: email });
  if (input.password.length < STAFF_PASSWORD_MIN || input.password.length > STAFF_PASSWORD_MAX) {
    throw domainError('malformed', 'STAFF_PASSWORD_RULES', 'ops.staff.passwordRules', `Use ${STAFF_PASSWORD_MIN} to ${STAFF_PASSWORD_MAX} characters`);
  }
  const totpSecret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  const passwordHash = await hashPassword(input.password);
  await db().transaction(async (tx) => {
    if (await staffByEmail(email, tx)) throw domainError('conflict', 'STAFF_EXISTS', 'ops.staff.exists', 'This e-mail already has an account');
    const [member] = await tx
      .insert(staffMembers)
      .values({ email, name, role: 'administrator', passwordHash, totpSecret: encryptSecret(totpSecret), recoveryCodes: recoveryCodes.map((c) => sha256(normaliseRecoveryCode(c))), createdAt: new Date(now), updatedAt: new Date(now) })
      .returning();
    if (!member) throw new Error('staff member not written');
    await recordAudit(tx, actor, { action: 'staff.invite', entityType: 'staff', entityId: String(member.id), after: auditView(member) });
  });
  return { totpSecret, recoveryCodes };
}

/** The current code of a demo account (the seed's, whose secrets are published): refused for any other account and outside the demo. */
export async function demoCode(email: string, now = Date.now()): Promise<string> {
  const member = await staffByEmail(email);
  if (!demoAccountsAllowed()) throw domainError('forbidden', 'STAFF_DEMO_ONLY', 'ops.staff.demoOnly', 'Codes are printed for the demo only');
  if (!member?.demo || !member.totpSecret) throw domainError('forbidden', 'STAFF_DEMO_ONLY', 'ops.staff.demoOnly', 'Codes are printed for the demo’s accounts only');
  const secret = decryptSecret(member.totpSecret);
  if (!secret) throw domainError('conflict', 'STAFF_SECRET_UNREADABLE', 'ops.staff.secretUnreadable', 'The secret was encrypted under another server secret');
  return totpCode(secret, now);
}

/** Every member by e-mail, for the command line (the operator at the server is trusted with the list). */
export async function allStaff(): Promise<StaffMember[]> {
  return db().select().from(staffMembers).orderBy(asc(staffMembers.email));
}
