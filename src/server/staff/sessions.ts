import { and, eq, lt, or } from 'drizzle-orm';
import { db, type Executor } from '@/server/db/client';
import type { Actor } from './actor';
import { isRole } from './permissions';
import { staffMembers, staffSessions } from './schema';
import { randomToken, sha256 } from './secrets';
import { currentRequestId } from '@/server/platform/request-context';

/**
 * The /ops sessions (decision 052): the cookie holds 32 random bytes, the table their SHA-256.
 * A session ends after STAFF_IDLE_MS without a request, STAFF_ABSOLUTE_MS after sign-in, at
 * sign-out (this browser or all of them), and when the member is disabled or changes role (the
 * rows are deleted in that change's transaction). Each request reads the row, so an ended session
 * is refused on the very next request.
 */
export const STAFF_IDLE_MS = 30 * 60_000;
export const STAFF_ABSOLUTE_MS = 12 * 60 * 60_000;
/** Half a sign-in (the password was right) waits this long for the code. */
export const STAFF_PENDING_MS = 10 * 60_000;
/** last_seen_at is written at most this often (a page load does not write on every request). */
const TOUCH_EVERY_MS = 60_000;

const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

export type SessionStage = 'password' | 'complete';

/** Whether a session opened at `createdAt` and last seen at `lastSeenAt` is still open at `now` (pure; the rules above). */
export function sessionOpen(stage: SessionStage, createdAt: number, lastSeenAt: number, now: number): boolean {
  if (stage === 'password') return now - createdAt < STAFF_PENDING_MS;
  return now - lastSeenAt < STAFF_IDLE_MS && now - createdAt < STAFF_ABSOLUTE_MS;
}

/** A new session (or half a sign-in) for a member: answers the cookie's value. */
export async function openStaffSession(staffId: number, stage: SessionStage, ip: string | null, now = Date.now(), executor: Executor = db()): Promise<string> {
  const value = randomToken();
  const at = new Date(now);
  // Sweep this member's sessions that have ended, so the table holds only live ones.
  await executor
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), or(lt(staffSessions.lastSeenAt, new Date(now - STAFF_IDLE_MS)), lt(staffSessions.createdAt, new Date(now - STAFF_ABSOLUTE_MS)))));
  await executor.insert(staffSessions).values({ idHash: sha256(value), staffId, stage, createdAt: at, lastSeenAt: at, ip });
  return value;
}

export interface StaffSessionRow {
  staffId: number;
  stage: SessionStage;
  member: typeof staffMembers.$inferSelect;
}

/** The session a cookie holds, at the stage asked, if still open and its member not disabled; touches last_seen_at. */
export async function findStaffSession(value: string | undefined, stage: SessionStage, now = Date.now()): Promise<StaffSessionRow | null> {
  if (!value || !COOKIE_VALUE.test(value)) return null;
  const idHash = sha256(value);
  const [row] = await db()
    .select({ session: staffSessions, member: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(eq(staffSessions.idHash, idHash));
  if (!row || row.session.stage !== stage || row.member.disabledAt) return null;
  if (!sessionOpen(stage, row.session.createdAt.getTime(), row.session.lastSeenAt.getTime(), now)) {
    await db().delete(staffSessions).where(eq(staffSessions.idHash, idHash));
    return null;
  }
  if (stage === 'complete' && now - row.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db().update(staffSessions).set({ lastSeenAt: new Date(now) }).where(eq(staffSessions.idHash, idHash));
  }
  return { staffId: row.member.id, stage, member: row.member };
}

/** The actor a member acts as: their role, and their stores when they manage stores. */
export function memberActor(member: typeof staffMembers.$inferSelect, via: Actor['via'], ip: string | null, role: string = member.role): Actor {
  if (!isRole(role)) throw new Error(`staff member ${member.id} has an unknown role ${role}`);
  return { staffId: member.id, label: member.email, role, storeIds: role === 'storeManager' ? [...member.storeIds] : null, via, ip, requestId: currentRequestId() ?? null };
}

/** Sign-out: this session ends on the server, whoever still holds its cookie. */
export async function endStaffSession(value: string | undefined): Promise<void> {
  if (value && COOKIE_VALUE.test(value)) await db().delete(staffSessions).where(eq(staffSessions.idHash, sha256(value)));
}

/** Every session of a member ends (sign-out everywhere; disabling; a new role). */
export async function endAllStaffSessions(staffId: number, executor: Executor = db()): Promise<void> {
  await executor.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}
