import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { closeRedis } from '../src/server/platform/redis';
import { freePort } from './ports';

/**
 * A throw-away Debian `redis-server` for the tests that need Redis (issue 22): its own port and
 * directory, no persistence, stopped and removed by `stop()`. `.ci/run` installs the package;
 * `redisServerInstalled()` tells a test file whether it can run here.
 */
export interface TestRedis {
  url: string;
  port: number;
  /** Stop the server (SIGTERM) and wait for it to exit; `start()` brings it back on the same port. */
  stop(): Promise<void>;
  /** Kill the server outright (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** Stop it for good and remove its directory. */
  dispose(): Promise<void>;
}

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

export function redisServerInstalled(): boolean {
  return fs.existsSync(REDIS_SERVER);
}

async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`redis-server did not listen on ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startTestRedis(port?: number): Promise<TestRedis> {
  const chosen = port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-redis-'));
  let child: ChildProcess | null = null;

  const start = async () => {
    if (child && child.exitCode === null && child.signalCode === null) return;
    child = spawn(REDIS_SERVER, ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no', '--loglevel', 'warning'], {
      stdio: 'ignore',
    });
    await waitForPort(chosen);
  };
  const halt = async (signal: NodeJS.Signals) => {
    const current = child;
    if (!current) return;
    child = null;
    current.kill(signal);
    await exited(current);
  };

  await start();
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    start,
    stop: () => halt('SIGTERM'),
    kill: () => halt('SIGKILL'),
    async dispose() {
      await halt('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A throw-away Redis as the process's own (REDIS_URL) for the tests around the call: started
 * before them; after them the process's connection is closed, the server removed and REDIS_URL
 * restored. Answers the running server.
 */
export function useProcessRedis(): () => TestRedis {
  let server: TestRedis | undefined;
  beforeAll(async () => {
    server = await startTestRedis();
    vi.stubEnv('REDIS_URL', server.url);
  });
  afterAll(async () => {
    await closeRedis();
    await server?.dispose();
    vi.unstubAllEnvs();
  });
  return () => server!;
}
