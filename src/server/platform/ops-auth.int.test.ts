import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { endOpsSession, openOpsSession, OPS_SESSION_MS, opsSessionValid } from './ops-auth';
import { opsSessions } from './ops-schema';

/** Issue 19, item 7: the operators' sessions live on the server, so signing out really ends them. */
const TOKEN = 'the-operators-token-0123456789';

describe('operators’ sessions', () => {
  it('hold a random id in the cookie, never the token; the server keeps only the id’s hash', async () => {
    const value = await openOpsSession(TOKEN);
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value).not.toContain(TOKEN);
    expect(await openOpsSession(TOKEN)).not.toBe(value);
    const rows = await db().select().from(opsSessions);
    expect(rows.some((row) => row.idHash === value || row.tokenFingerprint.includes(TOKEN))).toBe(false);
    expect(await opsSessionValid(value, TOKEN)).toBe(true);
  });

  it('end at sign-out: a copy of the cookie taken before is refused afterwards', async () => {
    const value = await openOpsSession(TOKEN);
    const copy = `${value}`;
    const other = await openOpsSession(TOKEN);
    await endOpsSession(value);
    expect(await opsSessionValid(copy, TOKEN)).toBe(false);
    // Only that session: another operator's goes on.
    expect(await opsSessionValid(other, TOKEN)).toBe(true);
  });

  it('end after 12 hours, and expired ones are cleared at the next sign-in', async () => {
    const now = Date.now();
    const value = await openOpsSession(TOKEN, now);
    expect(OPS_SESSION_MS).toBe(12 * 60 * 60_000);
    expect(await opsSessionValid(value, TOKEN, now + OPS_SESSION_MS - 1)).toBe(true);
    expect(await opsSessionValid(value, TOKEN, now + OPS_SESSION_MS)).toBe(false);
    const later = await openOpsSession(TOKEN, now + OPS_SESSION_MS + 1);
    const remaining = await db().select({ expiresAt: opsSessions.expiresAt }).from(opsSessions);
    expect(remaining.every((row) => row.expiresAt.getTime() > now + OPS_SESSION_MS + 1)).toBe(true);
    expect(await opsSessionValid(later, TOKEN, now + OPS_SESSION_MS + 2)).toBe(true);
  });

  it('end when the operators’ token changes, and none is valid without a token', async () => {
    const value = await openOpsSession(TOKEN);
    expect(await opsSessionValid(value, 'another-operators-token-000')).toBe(false);
    expect(await opsSessionValid(value, null)).toBe(false);
    expect(await opsSessionValid(value, TOKEN)).toBe(true);
  });

  it('refuse what no sign-in made: garbage, a guessed id, a stored hash', async () => {
    const value = await openOpsSession(TOKEN);
    const [row] = await db().select().from(opsSessions).limit(1);
    for (const junk of [undefined, '', TOKEN, `${value}x`, value.slice(1), 'A'.repeat(43), row!.idHash]) expect(await opsSessionValid(junk, TOKEN)).toBe(false);
    await endOpsSession('not-a-session');
    expect(await db().select().from(opsSessions).where(eq(opsSessions.idHash, row!.idHash))).toHaveLength(1);
  });
});
