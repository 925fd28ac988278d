import fs from 'node:fs';

/**
 * The registry these machines reach serves only linux-x64 builds of packages that ship one
 * binary per platform (next's swc, tailwind's oxide, esbuild...), so `npm install` cannot
 * record the other platforms in package-lock.json, and `npm ci` then refuses the lockfile
 * as out of sync. This adds each missing optional platform package by name and version,
 * with the os/cpu read from its name, so npm skips it everywhere it does not belong.
 * Run it after any change to the lockfile: `npx tsx scripts/lockfile-platforms.ts`.
 */
interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU: Record<string, string> = { x64: 'x64', arm64: 'arm64', arm: 'arm', ia32: 'ia32', ppc64: 'ppc64', s390x: 's390x', riscv64: 'riscv64', loong64: 'loong64', mips64el: 'mips64el', wasm32: 'wasm32', universal: 'universal' };

export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const tokens = name.split('/').pop()!.split('-');
  const os = tokens.find((t) => OS.includes(t) || t === 'win' || t === 'windows');
  const cpuToken = tokens.find((t) => t in CPU || t === 'armv7' || t === 'arm64ec' || t === 'x86');
  if (!os && !cpuToken) return null;
  const entry: Pick<LockEntry, 'os' | 'cpu' | 'libc'> = {};
  if (os) entry.os = [os === 'win' || os === 'windows' ? 'win32' : os];
  if (cpuToken) entry.cpu = [cpuToken === 'armv7' ? 'arm' : cpuToken === 'x86' ? 'ia32' : cpuToken === 'arm64ec' ? 'arm64' : CPU[cpuToken]!];
  if (tokens.includes('musl')) entry.libc = ['musl'];
  else if (tokens.includes('gnu') || tokens.includes('gnueabihf')) entry.libc = ['glibc'];
  if (cpuToken === 'wasm32') return { cpu: ['wasm32'] };
  return entry;
}

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };
let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key ? `${key}/node_modules/${dep}` : `node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (lock.packages[base] || lock.packages[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[hoisted] = { version, optional: true, ...platform };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(file, JSON.stringify({ ...lock, packages: sorted }, null, 2) + '\n');
console.log(`Lockfile: ${added} platform packages recorded.`);
