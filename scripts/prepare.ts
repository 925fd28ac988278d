import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildIsCurrent, finishBuild } from './lib/build-stamp';
import { prepareDatabase } from './lib/database';
import type { PostgresLaunch } from './lib/embedded-db';
import { ADMIN_TOKEN_FILE, localAdminToken, localAuthSecret, localSecretFile } from './lib/local-secret';
import { NEXT_BIN } from './lib/run';

/**
 * The preparation `npm start` runs before it serves (scripts/start.mjs starts it, under tsx, and
 * waits for it to exit, so that none of this stays in memory while the store serves): the
 * database (embedded unless DATABASE_URL is set), migrations, the demo data once, the demo's
 * secrets, and a production build when the sources changed (not with `--dev`).
 *
 * It talks to the launcher over the IPC channel: `postgres` asks it to run the embedded server
 * as its own child (the launcher answers `postgres-ready` or `postgres-failed` with the server's
 * last output), and `serve` hands over the web server's environment. A failure prints one
 * `[start]` line and exits 1.
 */
export type PrepareMessage =
  | ({ type: 'postgres' } & PostgresLaunch)
  | { type: 'serve'; env: Record<string, string>; tokenWhere: string };
export type LauncherMessage = { type: 'postgres-ready' } | { type: 'postgres-failed'; output: string };

const dev = process.argv.includes('--dev');
const log = (line: string) => console.log(`[start] ${line}`);

function send(message: PrepareMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) return reject(new Error('scripts/prepare.ts runs under scripts/start.mjs (npm start), which it reports to.'));
    process.send(message, undefined, {}, (error) => (error ? reject(error) : resolve()));
  });
}

/** The launcher starts PostgreSQL as its own child; this waits for its answer. */
async function launchPostgres(launch: PostgresLaunch): Promise<void> {
  const answer = new Promise<LauncherMessage>((resolve) => process.once('message', (message) => resolve(message as LauncherMessage)));
  await send({ type: 'postgres', ...launch });
  const reply = await answer;
  if (reply.type === 'postgres-failed') {
    throw new Error(`PostgreSQL did not start on port ${launch.args[launch.args.indexOf('-p') + 1]}:\n${reply.output.trim()}`);
  }
}

let build: ChildProcess | null = null;
// The launcher stops this preparation with SIGTERM (Ctrl-C reaches it too, through the terminal): a build under way stops with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (build && build.exitCode === null) build.kill(signal);
    process.exit(1);
  });
}

try {
  // The operators' token and the session secret: the ones configured, else (not in production) the
  // demo's own, made once in the data directory. Production must set them, the same on every
  // instance, or the server refuses to start (src/server/platform/env.ts). Known before the seed:
  // it encrypts the demo staff's TOTP secrets with a key derived from the session secret, which the
  // server must derive the same (src/server/staff/secrets.ts).
  const production = process.env.NODE_ENV === 'production';
  const adminToken = process.env.ADMIN_API_TOKEN || (production ? '' : localAdminToken());
  const authSecret = process.env.BETTER_AUTH_SECRET || (production ? '' : localAuthSecret());
  if (authSecret) process.env.BETTER_AUTH_SECRET = authSecret;
  const database = await prepareDatabase(log, launchPostgres);
  const loaded = database.seeds.filter((s) => s.status === 'loaded');
  log(loaded.length ? `Demo data loaded: ${loaded.map((s) => `${s.name} (${s.rows} rows)`).join(', ')}` : 'Demo data already loaded.');

  const tokenWhere = process.env.ADMIN_API_TOKEN ? 'ADMIN_API_TOKEN' : adminToken ? path.relative(process.cwd(), localSecretFile(ADMIN_TOKEN_FILE)) : '';
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    ...(authSecret ? { BETTER_AUTH_SECRET: authSecret } : {}),
    ...(adminToken ? { ADMIN_API_TOKEN: adminToken } : {}),
    // The demo may run without SITE_URL: its links use the host it is reached on. Production must set SITE_URL (env.ts).
    ...(production ? {} : { DEMO: '1' }),
    // The demo issues a reward the moment its fifth credit is earned; production waits 72 hours (docs/decisions/021).
    ...(database.embedded && process.env.REWARDS_ISSUE_DELAY_HOURS === undefined ? { REWARDS_ISSUE_DELAY_HOURS: '0' } : {}),
  };
  if (!dev && !buildIsCurrent()) {
    log('Building the storefront (first start or changed sources)...');
    // Types are checked here, whatever the shell says: only `npm test` skips it, having checked them just before.
    const child = spawn(process.execPath, [NEXT_BIN, 'build'], { stdio: 'inherit', env: { ...process.env, ...env, NODE_ENV: 'production', REDLINE_TYPES_CHECKED: '0' } });
    build = child;
    const code = await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    });
    if (code !== 0) throw new Error(`next build failed with exit code ${code}`);
    finishBuild();
  }
  await send({ type: 'serve', env, tokenWhere });
  process.exit(0);
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
