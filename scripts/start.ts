import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildIsCurrent, writeBuildStamp } from './lib/build-stamp';
import { prepareDatabase } from './lib/database';
import { ADMIN_TOKEN_FILE, localAdminToken, localAuthSecret, localSecretFile } from './lib/local-secret';
import { NEXT_BIN, run, TSX_CLI } from './lib/run';

/**
 * `npm start`: a database (embedded unless DATABASE_URL is set), migrations, the demo data
 * once, a production build when the sources changed, and the server on PORT (3000).
 * `--dev` serves in development (next dev's way) instead of building.
 */
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const log = (line: string) => console.log(`[start] ${line}`);

process.env.NEXT_TELEMETRY_DISABLED = '1';

let server: ChildProcess | null = null;
let stopDatabase = async () => {};
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  if (server && server.exitCode === null) {
    log('Stopping the web server...');
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  await stopDatabase();
  log('Stopped.');
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  const database = await prepareDatabase(log);
  stopDatabase = async () => {
    if (database.embedded) log('Stopping PostgreSQL...');
    await database.stop();
  };
  const loaded = database.seeds.filter((s) => s.status === 'loaded');
  log(loaded.length ? `Demo data loaded: ${loaded.map((s) => `${s.name} (${s.rows} rows)`).join(', ')}` : 'Demo data already loaded.');

  // The operators' token and the session secret: the ones configured, else (not in production) the
  // demo's own, made once in the data directory. Production must set them, the same on every
  // instance, or the server refuses to start (src/server/platform/env.ts).
  const production = process.env.NODE_ENV === 'production';
  const adminToken = process.env.ADMIN_API_TOKEN || (production ? '' : localAdminToken());
  const authSecret = process.env.BETTER_AUTH_SECRET || (production ? '' : localAuthSecret());
  const tokenWhere = process.env.ADMIN_API_TOKEN ? 'ADMIN_API_TOKEN' : adminToken ? path.relative(process.cwd(), localSecretFile(ADMIN_TOKEN_FILE)) : '';
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    PORT: String(port),
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
    const code = await run(process.execPath, [NEXT_BIN, 'build'], { env: { ...env, NODE_ENV: 'production', REDLINE_TYPES_CHECKED: '0' } });
    if (code !== 0) throw new Error(`next build failed with exit code ${code}`);
    writeBuildStamp();
  }
  if (stopping) process.exit(0);

  // scripts/server.ts: Next behind a server that appends the socket address to X-Forwarded-For (the per-caller limits need it).
  server = spawn(process.execPath, [TSX_CLI, 'scripts/server.ts', ...(dev ? ['--dev'] : [])], {
    env: { ...env, NODE_ENV: dev ? 'development' : 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    process.stdout.write(text);
    if (/Ready in|started server/i.test(text)) {
      log(`The storefront is at http://localhost:${port}`);
      log(tokenWhere ? `The e-mail outbox for operators is at http://localhost:${port}/ops/outbox (token in ${tokenWhere})` : 'The operators’ outbox page (/ops/outbox) is off: set ADMIN_API_TOKEN');
    }
  });
  server.once('exit', (code) => {
    if (!stopping) {
      log(`The web server exited with code ${code}.`);
      void shutdown(code ?? 1);
    }
  });
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}
