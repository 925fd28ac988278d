import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIsCurrent, finishBuild } from '../../scripts/lib/build-stamp';
import { findFreePort, startEmbeddedPostgres, type RunningDatabase } from '../../scripts/lib/embedded-db';
import { NEXT_BIN, run } from '../../scripts/lib/run';
import { createDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { send, sleep } from './client';

/**
 * The Dockerfile's runtime stage without Docker (none runs on this machine): its COPY lines, read
 * from the Dockerfile itself, performed into an empty directory from the standalone build
 * (`NEXT_OUTPUT=standalone next build`, made here when it is missing or stale), then its CMD run
 * from there as an unprivileged user (nobody) on a migrated database: /healthz answers, the static
 * files are served, SIGTERM stops it. What the image would miss, this misses.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const NOBODY = 65534;

interface Copy {
  sources: string[];
  destination: string;
}

/** The runtime stage's WORKDIR, COPY --from=build lines and CMD. */
function runtimeStage(dockerfile: string): { workdir: string; copies: Copy[]; command: string[] } {
  const lines = dockerfile.replace(/\\\n/g, ' ').split('\n');
  const start = lines.findIndex((line) => /^FROM\s+\S+\s+AS\s+runtime\s*$/i.test(line.trim()));
  if (start < 0) throw new Error('The Dockerfile has no `FROM … AS runtime` stage');
  let workdir = '/';
  const copies: Copy[] = [];
  let command: string[] = [];
  for (const raw of lines.slice(start + 1)) {
    const line = raw.trim();
    if (/^FROM\s/i.test(line)) break;
    const [instruction, ...rest] = line.split(/\s+/);
    if (instruction === 'WORKDIR') workdir = rest[0]!;
    if (instruction === 'CMD') command = JSON.parse(line.slice(3).trim()) as string[];
    if (instruction === 'COPY') {
      const parts = rest.filter((part) => !part.startsWith('--chown='));
      if (parts[0] !== '--from=build') throw new Error(`Only COPY --from=build is expected in the runtime stage: ${line}`);
      copies.push({ sources: parts.slice(1, -1), destination: parts.at(-1)! });
    }
  }
  return { workdir, copies, command };
}

/** COPY's meaning: a directory's contents into the destination, files into it (a directory when it ends with /). */
function perform(copy: Copy, workdir: string, target: string) {
  const destination = path.join(target, path.posix.resolve(workdir, copy.destination));
  // A `*` in the last part of a source matches names in its directory, as COPY's wildcards do.
  const expanded = copy.sources.flatMap((source) => {
    const relative = path.posix.relative('/app', source);
    if (!path.basename(relative).includes('*')) return [path.join(ROOT, relative)];
    const pattern = new RegExp(`^${path.basename(relative).split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
    const matches = fs.readdirSync(path.join(ROOT, path.dirname(relative))).filter((name) => pattern.test(name));
    if (!matches.length) throw new Error(`COPY ${source} matches nothing`);
    return matches.map((name) => path.join(ROOT, path.dirname(relative), name));
  });
  for (const from of expanded) {
    const source = path.relative(ROOT, from);
    if (!fs.existsSync(from)) throw new Error(`COPY ${source}: it does not exist after the build`);
    if (fs.statSync(from).isDirectory()) fs.cpSync(from, destination, { recursive: true, verbatimSymlinks: true });
    else {
      const into = copy.destination.endsWith('/') ? path.join(destination, path.basename(from)) : destination;
      fs.mkdirSync(path.dirname(into), { recursive: true });
      fs.copyFileSync(from, into);
    }
  }
}

function standaloneIsCurrent(): boolean {
  const id = (dir: string) => (fs.existsSync(path.join(dir, 'BUILD_ID')) ? fs.readFileSync(path.join(dir, 'BUILD_ID'), 'utf8') : null);
  return buildIsCurrent(ROOT) && id(path.join(ROOT, '.next')) !== null && id(path.join(ROOT, '.next')) === id(path.join(ROOT, '.next', 'standalone', '.next'));
}

let image: string;
let database: RunningDatabase;
let pgDir: string;
let server: ChildProcess | null = null;
let port: number;
const output: string[] = [];

beforeAll(async () => {
  if (!standaloneIsCurrent()) {
    console.log('[docker-layout] Building with NEXT_OUTPUT=standalone (the Dockerfile build stage does the same)...');
    const code = await run(process.execPath, [NEXT_BIN, 'build'], { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production', NEXT_OUTPUT: 'standalone', NEXT_TELEMETRY_DISABLED: '1' } });
    expect(code).toBe(0);
    finishBuild(ROOT);
  }
  image = fs.mkdtempSync(path.join(os.tmpdir(), 'redline-image-'));
  const stage = runtimeStage(fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'));
  for (const copy of stage.copies) perform(copy, stage.workdir, image);
  // --chown=node:node: the unprivileged user owns its files (nobody here).
  fs.chmodSync(image, 0o755);
  await run('chown', ['-R', `${NOBODY}:${NOBODY}`, image]);

  pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redline-image-pg-'));
  database = await startEmbeddedPostgres({ dataDir: pgDir, ephemeral: true, port: Number(process.env.DOCKER_LAYOUT_PG_PORT) || 55460 });
  const { db, pool } = createDatabase(database.url());
  await runMigrations(db);
  await pool.end();

  port = Number(process.env.DOCKER_LAYOUT_PORT) || (await findFreePort(3350));
  const app = path.join(image, path.posix.relative('/', stage.workdir));
  const [program, ...args] = stage.command;
  expect(program).toBe('node');
  server = spawn(process.execPath, args, {
    cwd: app,
    uid: NOBODY,
    gid: NOBODY,
    env: {
      PATH: process.env.PATH,
      HOME: app,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: database.url(),
      SITE_URL: `http://localhost:${port}`,
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_API_TOKEN: randomBytes(24).toString('base64url'),
      GIFT_CARD_NUMBER_KEY: randomBytes(24).toString('base64url'),
      JOBS: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const until = Date.now() + 3 * 60_000;
  for (;;) {
    const answer = await send(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 5_000 }).catch(() => null);
    if (answer) break;
    if (server.exitCode !== null || Date.now() > until) throw new Error(`The server from the image's files did not answer:\n${output.join('').slice(-3000)}`);
    await sleep(500);
  }
}, 30 * 60_000);

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  await database?.stop();
  for (const dir of [image, pgDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the Docker image's runtime stage, laid out from the Dockerfile", () => {
  it('serves as an unprivileged user from the copied files alone: /healthz, a route on the database, the static files', async () => {
    const owner = fs.statSync(path.join(image, 'app', 'scripts', 'server.mjs')).uid;
    expect(owner).toBe(NOBODY);
    const status = await send(`http://127.0.0.1:${port}/api/status`);
    expect(status.status, status.text).toBe(200);
    const chunk = fs.readdirSync(path.join(image, 'app', '.next', 'static', 'chunks')).find((file) => file.endsWith('.js'));
    expect(chunk).toBeDefined();
    expect((await send(`http://127.0.0.1:${port}/_next/static/chunks/${chunk}`)).status).toBe(200);
    // The image's HEALTHCHECK.
    const health = await send(`http://127.0.0.1:${port}/healthz`);
    expect(health.status, output.join('').slice(-2000)).toBe(200);
  });

  it('stops on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
