import { sql, type SQL } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { GET as getAudit } from '@/app/api/admin/audit/route';
import { GET as getAuditCsv } from '@/app/api/admin/audit.csv/route';
import { db } from '@/server/db/client';
import { actorOf, auditLinesOf, EVERY_ROLE } from '../../../tests/integration/staff';
import { recordAudit } from './audit';
import { auditEvents } from './schema';
import { searchAudit, exportAuditCsv } from '@/server/staff/audit-log';

const TOKEN = vi.hoisted(() => (process.env.ADMIN_API_TOKEN = 'admin-token-for-audit-tests'));
const get = (path: string) => new NextRequest(`http://localhost:3000${path}`, { headers: { authorization: `Bearer ${TOKEN}` } });

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** What PostgreSQL answered to a statement (drizzle wraps its error: the database's own is the cause). */
async function refusal(statement: SQL): Promise<string | null> {
  try {
    await db().execute(statement);
    return null;
  } catch (error) {
    return (error as { cause?: { message?: string } }).cause?.message ?? String(error);
  }
}

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE: it is append-only', async () => {
    const actor = actorOf('administrator');
    await recordAudit(db(), actor, { action: 'coupon.update', entityType: 'coupon', entityId: 'append-only', before: { a: 1 }, after: { a: 2 } });
    await expect(refusal(sql`update audit_events set action = 'nothing' where entity_id = 'append-only'`)).resolves.toBe('audit_events is append-only');
    await expect(refusal(sql`delete from audit_events where entity_id = 'append-only'`)).resolves.toBe('audit_events is append-only');
    await expect(refusal(sql`truncate audit_events`)).resolves.toBe('audit_events is append-only');
    expect(await auditLinesOf(actor)).toHaveLength(1);
  });

  it('is searched by actor, action, entity and dates, newest first, a page at a time', async () => {
    const writer = actorOf('merchandiser');
    for (let i = 1; i <= 5; i++) await recordAudit(db(), writer, { action: 'coupon.update', entityType: 'coupon', entityId: `search-${i % 2}`, after: { n: i } });
    await recordAudit(db(), writer, { action: 'banner.delete', entityType: 'banner', entityId: 'search-b' });
    const reader = actorOf('administrator');

    const first = await searchAudit({ actor: writer.label, action: 'coupon.update', limit: 2 }, reader);
    expect(first.lines.map((l) => (l.after as { n: number }).n)).toEqual([5, 4]);
    const second = await searchAudit({ actor: writer.label, action: 'coupon.update', limit: 2, after: first.next! }, reader);
    expect(second.lines.map((l) => (l.after as { n: number }).n)).toEqual([3, 2]);
    const third = await searchAudit({ actor: writer.label, action: 'coupon.update', limit: 2, after: second.next! }, reader);
    expect(third.lines.map((l) => (l.after as { n: number }).n)).toEqual([1]);
    expect(third.next).toBeNull();

    const one = await searchAudit({ entityType: 'coupon', entityId: 'search-0' }, reader);
    expect(one.lines.map((l) => (l.after as { n: number }).n)).toEqual([4, 2]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await searchAudit({ actor: writer.label, from: today, to: today }, reader)).lines).toHaveLength(6);
    expect((await searchAudit({ actor: writer.label, to: '2020-01-01' }, reader)).lines).toHaveLength(0);
    expect((await searchAudit({ actor: writer.label, from: '2999-01-01' }, reader)).lines).toHaveLength(0);
    // A % in the actor filter is a character, not a wildcard.
    expect((await searchAudit({ actor: '%' }, reader)).lines).toHaveLength(0);
  });

  it('is read only with audit.read: any other role gets forbidden and a denied line', async () => {
    for (const role of EVERY_ROLE) {
      const actor = actorOf(role);
      if (role === 'administrator') {
        await expect(searchAudit({}, actor)).resolves.toMatchObject({ lines: expect.any(Array) });
        await readAll(await exportAuditCsv({}, actor));
      } else {
        await expect(searchAudit({}, actor)).rejects.toMatchObject({ kind: 'forbidden' });
        await expect(exportAuditCsv({}, actor)).rejects.toMatchObject({ kind: 'forbidden' });
        const lines = await auditLinesOf(actor);
        expect(lines.map((l) => [l.action, l.entityType, l.entityId])).toEqual([
          ['denied', 'audit', 'export'],
          ['denied', 'audit', 'search'],
        ]);
      }
    }
  });

  it('exports every matching line as CSV across batches, and records the export', async () => {
    const writer = actorOf('merchandiser');
    // More than two batches of the export, written at once (each line as recordAudit writes it).
    const at = Date.now();
    await db()
      .insert(auditEvents)
      .values(Array.from({ length: 1203 }, (_, i) => ({ at: new Date(at + i), staffId: writer.staffId, actorLabel: writer.label, actorRole: writer.role, via: writer.via, action: 'price.set', entityType: 'product', entityId: `csv-${i}`, before: { cents: i }, after: { cents: i + 1, note: '=2+2' } })));
    const reader = actorOf('administrator');
    const text = await readAll(await exportAuditCsv({ actor: writer.label }, reader));
    const rows = text.split('\r\n').filter(Boolean);
    expect(rows[0]).toBe('id,at,actor,role,via,ip,request_id,action,entity_type,entity_id,before,after');
    expect(rows).toHaveLength(1204);
    expect(rows[1]).toContain(',price.set,product,csv-1202,');
    expect(rows.at(-1)).toContain(',csv-0,');
    expect(rows[1]).toContain('""note"":""=2+2""');
    const [exported] = await auditLinesOf(reader);
    expect(exported).toMatchObject({ action: 'audit.export', entityType: 'audit', entityId: 'csv', after: { actor: writer.label } });
  });

  it('answers the admin API in JSON and CSV, and 400 for a bad filter', async () => {
    const writer = actorOf('customerService');
    await recordAudit(db(), writer, { action: 'contact.status', entityType: 'contact', entityId: 'CS-1', before: { status: 'open' }, after: { status: 'closed' } });
    const json = await getAudit(get(`/api/admin/audit?actor=${encodeURIComponent(writer.label)}`));
    expect(json.status).toBe(200);
    expect(await json.json()).toMatchObject({ lines: [{ action: 'contact.status', before: { status: 'open' }, after: { status: 'closed' }, at: expect.any(String) }], next: null });
    const csv = await getAuditCsv(get(`/api/admin/audit.csv?actor=${encodeURIComponent(writer.label)}`));
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect((await csv.text()).split('\r\n').filter(Boolean)).toHaveLength(2);
    const asFormat = await getAudit(get(`/api/admin/audit?format=csv&actor=${encodeURIComponent(writer.label)}`));
    expect(asFormat.headers.get('content-disposition')).toMatch(/attachment; filename="audit-/);
    expect((await getAudit(get('/api/admin/audit?from=yesterday'))).status).toBe(400);
    expect((await getAudit(new NextRequest('http://localhost:3000/api/admin/audit'))).status).toBe(401);
  });
});
