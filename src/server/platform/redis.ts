import Redis, { type RedisOptions } from 'ioredis';
import { envVar } from './env';
import { logger } from './logger';

/**
 * Redis, shared by every instance when REDIS_URL is set (issue 22; Debian's `redis-server`, the
 * `ioredis` client). Unset, `redis()` answers null and each caller keeps its state in the process
 * as before. Set, a Redis that is down never takes the store down: commands fail at once instead
 * of queueing (`enableOfflineQueue: false`), the client reconnects on its own, and callers fall
 * back to their in-process state through `withRedis`, with one warning per outage.
 *
 * Every key the store writes starts with REDIS_KEY_PREFIX, so one Redis can serve several stores
 * (or a test run) and an operator can tell the store's keys apart.
 */
export const REDIS_KEY_PREFIX = 'redline:';

/** How long a command may wait for an answer before the caller falls back. */
const COMMAND_TIMEOUT_MS = 500;

interface RedisHolder {
  __redlineRedis?: { url: string; client: Redis; subscriber: Redis | null; down: boolean };
}
const holder = globalThis as unknown as RedisHolder;

function options(): RedisOptions {
  return {
    connectTimeout: 2_000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // Reconnect for as long as the process lives, at most every two seconds.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  };
}

function state(): RedisHolder['__redlineRedis'] | null {
  const url = envVar('REDIS_URL');
  if (!url) return null;
  const current = holder.__redlineRedis;
  if (current && current.url === url) return current;
  const client = new Redis(url, options());
  const made = { url, client, subscriber: null as Redis | null, down: false };
  client.on('error', (error: Error) => {
    if (made.down) return;
    made.down = true;
    logger.warn({ err: error }, 'redis: unreachable; rate limits and caches fall back to this process until it is back');
  });
  client.on('ready', () => {
    if (!made.down) return;
    made.down = false;
    logger.info('redis: reachable again; shared state resumes');
  });
  holder.__redlineRedis = made;
  return made;
}

/** The process's Redis connection, or null when REDIS_URL is unset. */
export function redis(): Redis | null {
  return state()?.client ?? null;
}

/** Whether Redis is configured and answering now (its connection is ready). */
export function redisReady(): boolean {
  return state()?.client.status === 'ready';
}

/**
 * A second connection for SUBSCRIBE (a subscribed connection takes no other command), made on
 * first use; it queues its subscriptions while Redis is away and subscribes again when it is
 * back. Null when REDIS_URL is unset.
 */
export function redisSubscriber(): Redis | null {
  const current = state();
  if (!current) return null;
  if (!current.subscriber) {
    current.subscriber = new Redis(current.url, { ...options(), enableOfflineQueue: true, commandTimeout: undefined });
    // The command connection reports an outage; this one reconnects and resubscribes on its own.
    current.subscriber.on('error', () => {});
  }
  return current.subscriber;
}

/**
 * Run `operation` on Redis when it is configured and reachable, else (or when the command fails)
 * `fallback`: the process's own state. Redis failing is logged once per outage by the connection.
 * `source`: another connection than the process's (a test's own).
 */
export async function withRedis<T>(operation: (client: Redis) => Promise<T>, fallback: () => T | Promise<T>, source: () => Redis | null = redis): Promise<T> {
  const client = source();
  if (!client || client.status !== 'ready') return fallback();
  try {
    return await operation(client);
  } catch (error) {
    logger.debug({ err: error }, 'redis: a command failed; falling back to this process');
    return fallback();
  }
}

/** Close the connections (graceful shutdown, tests); the next `redis()` connects again. */
export async function closeRedis(): Promise<void> {
  const current = holder.__redlineRedis;
  if (!current) return;
  holder.__redlineRedis = undefined;
  await Promise.allSettled([current.client.quit(), current.subscriber?.quit()]);
}
