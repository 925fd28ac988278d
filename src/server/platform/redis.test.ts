import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestRedis, type TestRedis } from '../../../tests/redis-server';
import { closeRedis, redis, redisReady, withRedis } from './redis';

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('redis without REDIS_URL', () => {
  it('answers null and runs the fallback', async () => {
    vi.stubEnv('REDIS_URL', '');
    expect(redis()).toBeNull();
    expect(redisReady()).toBe(false);
    expect(await withRedis(async () => 'shared', () => 'local')).toBe('local');
    vi.unstubAllEnvs();
  });
});

describe('redis with REDIS_URL', () => {
  let server: TestRedis;
  beforeAll(async () => {
    server = await startTestRedis();
    vi.stubEnv('REDIS_URL', server.url);
  });
  afterAll(async () => {
    await closeRedis();
    await server.dispose();
    vi.unstubAllEnvs();
  });

  it('runs commands on the shared server, falls back while it is down, and resumes when it is back', async () => {
    await until(redisReady);
    expect(await withRedis((client) => client.set('redline:test', 'v').then(() => client.get('redline:test')), () => 'local')).toBe('v');

    await server.kill();
    await until(() => !redisReady());
    expect(await withRedis((client) => client.get('redline:test'), () => 'local')).toBe('local');

    await server.start();
    await until(redisReady);
    // The server came back empty (no persistence): the command ran there, not in the fallback.
    expect(await withRedis((client) => client.get('redline:test'), () => 'local')).toBeNull();
  });
});
