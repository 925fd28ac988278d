import { describe, expect, it, vi } from 'vitest';
import { until } from '../../../tests/ports';
import { useProcessRedis } from '../../../tests/redis-server';
import { redis, redisReady, withRedis } from './redis';

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
  const testRedis = useProcessRedis();

  it('runs commands on the shared server, falls back while it is down, and resumes when it is back', async () => {
    await until(redisReady);
    expect(await withRedis((client) => client.set('redline:test', 'v').then(() => client.get('redline:test')), () => 'local')).toBe('v');

    await testRedis().kill();
    await until(() => !redisReady());
    expect(await withRedis((client) => client.get('redline:test'), () => 'local')).toBe('local');

    await testRedis().start();
    await until(redisReady);
    // The server came back empty (no persistence): the command ran there, not in the fallback.
    expect(await withRedis((client) => client.get('redline:test'), () => 'local')).toBeNull();
  });
});
