import { Client } from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { GET as healthz } from '@/app/healthz/route';
import { GET as readyz } from '@/app/readyz/route';
import { createDatabase } from '@/server/db/client';
import { SHIPPED_MIGRATION } from '@/server/platform/health';
import { markShuttingDown, resetShutdownForTests } from '@/server/platform/shutdown';
import { freePort } from '../../../tests/ports';
import { useProcessRedis } from '../../../tests/redis-server';

const globals = globalThis as Record<string, unknown>;

type Ready = { status: string; checks: Record<string, string> };

async function asOwner(sql: string): Promise<void> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

afterEach(() => resetShutdownForTests());

describe('GET /healthz', () => {
  it('answers 200 {status: ok} while the process runs and 503 once it shuts down, never cached, no cookie', async () => {
    const alive = healthz();
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: 'ok' });
    expect(alive.headers.get('cache-control')).toBe('no-store');
    expect(alive.headers.get('set-cookie')).toBeNull();

    markShuttingDown();
    const draining = healthz();
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'shutting down' });
  });
});

describe('GET /readyz', () => {
  it('answers 200 with each check when the database answers and its migrations are this build’s', async () => {
    const response = await readyz();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready', checks: { process: 'running', database: 'up', migrations: 'current', redis: 'not configured' } });
  });

  it('answers 503 when the database lacks this build’s newest migration, and 200 when it is ahead of the build', async () => {
    await asOwner(`update drizzle.__drizzle_migrations set created_at = ${SHIPPED_MIGRATION.when - 1} where created_at = ${SHIPPED_MIGRATION.when}`);
    try {
      const behind = await readyz();
      expect(behind.status).toBe(503);
      expect(((await behind.json()) as Ready).checks).toMatchObject({ database: 'up', migrations: 'behind' });
      await asOwner(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-build', ${SHIPPED_MIGRATION.when + 1000})`);
      const ahead = await readyz();
      expect(ahead.status).toBe(200);
      expect(((await ahead.json()) as Ready).checks.migrations).toBe('ahead');
    } finally {
      await asOwner(`delete from drizzle.__drizzle_migrations where hash = 'from-a-newer-build'`);
      await asOwner(`update drizzle.__drizzle_migrations set created_at = ${SHIPPED_MIGRATION.when} where created_at = ${SHIPPED_MIGRATION.when - 1}`);
    }
    expect((await readyz()).status).toBe(200);
  });

  it('answers 503 naming the database, without its error or address, while PostgreSQL refuses connections', async () => {
    const saved = { pool: globals.__storefrontPool, db: globals.__storefrontDb };
    const url = new URL(process.env.DATABASE_URL!);
    url.port = String(await freePort());
    url.hostname = '127.0.0.1';
    const down = createDatabase(url.toString());
    globals.__storefrontPool = down.pool;
    globals.__storefrontDb = down.db;
    try {
      const response = await readyz();
      expect(response.status).toBe(503);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ status: 'not ready', checks: { process: 'running', database: 'down', migrations: 'unknown', redis: 'not configured' } });
      expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|password|at /);
    } finally {
      await down.pool.end();
      globals.__storefrontPool = saved.pool;
      globals.__storefrontDb = saved.db;
    }
  });

  it('answers 503 once the process is shutting down, so the balancer stops sending', async () => {
    markShuttingDown();
    const response = await readyz();
    expect(response.status).toBe(503);
    expect(((await response.json()) as Ready).checks.process).toBe('shutting down');
  });
});

describe('GET /readyz with REDIS_URL', () => {
  const testRedis = useProcessRedis();

  it('reports Redis down as degraded but stays ready (the store carries on without it; the balancer must not drop every instance), and ready again when it is back', async () => {
    const up = await readyz();
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({ status: 'ready', checks: { redis: 'up' } });

    await testRedis().stop();
    const down = await readyz();
    expect(down.status).toBe(200);
    expect(await down.json()).toMatchObject({ status: 'degraded', checks: { database: 'up', redis: 'down' } });

    await testRedis().start();
    let again = (await (await readyz()).json()) as Ready;
    for (let tries = 0; again.checks.redis !== 'up' && tries < 20; tries++) again = (await (await readyz()).json()) as Ready;
    expect(again).toMatchObject({ status: 'ready', checks: { redis: 'up' } });
  });
});
