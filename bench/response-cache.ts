import os from 'node:os';
import Redis from 'ioredis';
import { MemoryCache, type Cache } from '../src/server/platform/cache';
import { RedisCache } from '../src/server/platform/cache-redis';
import { startTestRedis } from '../tests/redis-server';

/**
 * `npx tsx bench/response-cache.ts`: how long a cached `get` of the response cache takes
 * (docs/decisions/046): in the process without REDIS_URL, from the process's tier with Redis,
 * and from Redis itself (the first read of an entry another instance stored). A throw-away
 * redis-server; the value is a footer-sized document with Dates.
 */

const ROUNDS = Number(process.argv[2] ?? 20_000);
const value = {
  updatedAt: new Date(),
  columns: Array.from({ length: 4 }, (_, c) => ({ title: `Column ${c}`, links: Array.from({ length: 8 }, (_, i) => ({ label: `Link ${c}.${i}`, href: `/lp/page-${c}-${i}` })) })),
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

async function measure(name: string, read: (i: number) => Promise<unknown>, rounds = ROUNDS, warm = true): Promise<void> {
  if (warm) for (let i = 0; i < Math.min(1_000, rounds); i++) await read(i);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    const got = await read(i);
    times.push(Number(process.hrtime.bigint() - start) / 1_000);
    if (got === undefined) throw new Error(`${name}: a miss`);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  console.log(`${name.padEnd(44)} mean ${mean.toFixed(1).padStart(7)} µs  p50 ${percentile(times, 50).toFixed(1).padStart(7)} µs  p95 ${percentile(times, 95).toFixed(1).padStart(7)} µs  (${rounds} gets)`);
}

const server = await startTestRedis();
const connect = (subscriber: boolean) => new Redis(server.url, { enableOfflineQueue: subscriber, commandTimeout: subscriber ? undefined : 500, maxRetriesPerRequest: 1 });
const clients = [connect(false), connect(true), connect(false), connect(true)];
await Promise.all(clients.map((c) => new Promise((resolve) => (c.status === 'ready' ? resolve(null) : c.once('ready', resolve)))));
try {
  console.log(`load average before: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  const memory: Cache = new MemoryCache(Date.now, 10_000, 32 * 1024 * 1024);
  await memory.set('default:content:en-US:footer', value, 300);
  await measure('without REDIS_URL (MemoryCache)', () => memory.get('default:content:en-US:footer'));

  const writer = new RedisCache({ client: () => clients[0]!, subscriber: () => clients[1]! }, { maxBytes: 32 * 1024 * 1024 });
  const reader = new RedisCache({ client: () => clients[2]!, subscriber: () => clients[3]! }, { maxBytes: 32 * 1024 * 1024 });
  for (let i = 0; i < 1_000 && !(writer.listening && reader.listening); i++) {
    await writer.get('warm-up');
    await reader.get('warm-up');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await writer.set('default:content:en-US:footer', value, 300);
  await measure('with REDIS_URL, from the process tier', () => reader.get('default:content:en-US:footer'));

  // The first read of each entry on an instance: one MGET and the JSON decode.
  const keys = 5_000;
  for (let i = 0; i < keys; i++) await writer.set(`catalog:bench:${i}`, value, 300);
  await measure('with REDIS_URL, from Redis (first read)', (i) => reader.get(`catalog:bench:${i}`), keys, false);
  console.log(`load average after: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  await writer.close();
  await reader.close();
} finally {
  for (const client of clients) client.disconnect();
  await server.dispose();
}
