import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { Client } from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as pageRoute from '@/app/api/admin/content/pages/[locale]/[slug]/route';
import { GET as statusRoute } from '@/app/api/status/route';
import { POST as contactUs } from '@/app/ecomm/b2c/v1/contactUs/route';
import { POST as addItem } from '@/app/ecomm/b2c/v1/order/item/route';
import { ADMIN_REQUEST_BODY_MAX_BYTES, DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS, REQUEST_BODY_MAX_BYTES } from '@/lib/constants';
import { createDatabase, db } from '@/server/db/client';
import { handle } from './http';
import { freePort } from '../../../tests/ports';

const TOKEN = vi.hoisted(() => (process.env.ADMIN_API_TOKEN = 'admin-token-for-limit-tests'));
const SITE = 'http://localhost:3000';
const globals = globalThis as Record<string, unknown>;

type Envelope = { errorCode: string; errorMessageKey: string; errorDetails: { errorCode: string }[] };

const json = (path: string, method: string, body: string, headers: Record<string, string> = {}) =>
  new NextRequest(`${SITE}${path}`, { method, body, headers: { 'content-type': 'application/json', origin: SITE, ...headers } });

describe('PostgreSQL out of reach', () => {
  const saved = { pool: globals.__storefrontPool, db: globals.__storefrontDb };
  afterEach(async () => {
    const down = globals.__storefrontPool as { end(): Promise<void> } | undefined;
    if (down && down !== saved.pool) await down.end();
    globals.__storefrontPool = saved.pool;
    globals.__storefrontDb = saved.db;
  });

  it('answers a cart change 503 with Retry-After and the error envelope while the server refuses connections', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.port = String(await freePort());
    url.hostname = '127.0.0.1';
    const down = createDatabase(url.toString());
    globals.__storefrontPool = down.pool;
    globals.__storefrontDb = down.db;

    const response = await addItem(json('/ecomm/b2c/v1/order/item?locale=en-US', 'POST', JSON.stringify({ skuId: 'ANY-1', quantity: 1 })));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS));
    const body = (await response.json()) as Envelope;
    expect(body).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE', errorMessageKey: 'errors.serviceUnavailable' });
    expect(body.errorDetails[0]!.errorCode).toBe('SERVICE_UNAVAILABLE');
  });

  it('GET /api/status, which the error boundary asks, answers 200 while the database answers and 503 in the envelope while it refuses', async () => {
    expect((await statusRoute()).status).toBe(200);
    const url = new URL(process.env.DATABASE_URL!);
    url.port = String(await freePort());
    url.hostname = '127.0.0.1';
    const down = createDatabase(url.toString());
    globals.__storefrontPool = down.pool;
    globals.__storefrontDb = down.db;
    const response = await statusRoute();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(await response.json()).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE', errorMessageKey: 'errors.serviceUnavailable' });
  });

  it('answers 503 when the server ends the connection under a query (pg_terminate_backend: 57P01)', async () => {
    const marker = `outage_${process.pid}_${Date.now()}`;
    const answer = handle(async () => {
      await db().execute(sql.raw(`select pg_sleep(60) as ${marker}`));
      return new Response(null, { status: 204 });
    });
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      let terminated = 0;
      while (terminated === 0) {
        const result = await admin.query<{ ended: boolean }>(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity where query like $1 and pid <> pg_backend_pid()`,
          [`%as ${marker}%`],
        );
        terminated = result.rows.filter((row) => row.ended).length;
      }
    } finally {
      await admin.end();
    }
    const response = await answer;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(((await response.json()) as Envelope).errorCode).toBe('SERVICE_UNAVAILABLE');
    // The pool gets over it: the next query has a connection again.
    expect((await db().execute(sql`select 1 as one`)).rows[0]).toEqual({ one: 1 });
  });
});

describe('request bodies bounded by route class', () => {
  const tooLarge = async (response: Response) => {
    expect(response.status).toBe(413);
    const body = (await response.json()) as Envelope;
    expect(body).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE', errorMessageKey: 'errors.requestTooLarge' });
    expect(body.errorDetails[0]!.errorCode).toBe('PAYLOAD_TOO_LARGE');
  };

  it('answers a shopper’s JSON call over the default limit 413, by Content-Length or by what is read', async () => {
    const big = JSON.stringify({ skuId: 'x'.repeat(REQUEST_BODY_MAX_BYTES), quantity: 1 });
    await tooLarge(await addItem(json('/ecomm/b2c/v1/order/item?locale=en-US', 'POST', big, { 'content-length': String(Buffer.byteLength(big)) })));
    // Without a Content-Length (a chunked upload), reading stops at the limit.
    await tooLarge(await contactUs(json('/ecomm/b2c/v1/contactUs?locale=en-US', 'POST', JSON.stringify({ comments: 'y'.repeat(REQUEST_BODY_MAX_BYTES) }))));
    // Within the limit, the route's own answer (here its 400 for a malformed body).
    expect((await addItem(json('/ecomm/b2c/v1/order/item?locale=en-US', 'POST', '{"skuId":'))).status).toBe(400);
  });

  it('lets the operators’ content import past the default limit, up to its own', async () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    const context = { params: Promise.resolve({ locale: 'en-US', slug: 'limits-test' }) };
    // 64 KB: over a shopper's limit, so the route reads it and answers for its content (400: not a page).
    const large = JSON.stringify({ body: { title: 'x'.repeat(64 * 1024) } });
    expect((await pageRoute.PUT(json('/api/admin/content/pages/en-US/limits-test', 'PUT', large, auth), context)).status).toBe(400);
    const huge = JSON.stringify({ body: { title: 'x'.repeat(ADMIN_REQUEST_BODY_MAX_BYTES) } });
    await tooLarge(await pageRoute.PUT(json('/api/admin/content/pages/en-US/limits-test', 'PUT', huge, auth), context));
  });
});
