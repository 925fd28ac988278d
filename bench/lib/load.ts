/**
 * The pure parts of the HTTP load benchmarks (bench/pages.ts): the cookie header a shopper's
 * browser would send back, the memory of a process tree from `ps`, the quieter of repeated runs,
 * and the report's figures. No I/O here (bench/lib/load.test.ts tests them).
 */
import { stats, type Stats } from './stats';

/**
 * The `Cookie` header a browser sends after these `Set-Cookie` answers (in order; a later one
 * replaces an earlier of the same name, and an empty value or `Max-Age=0` deletes it), merged
 * into `jar`.
 */
export function cookieJar(setCookies: readonly string[], jar: ReadonlyMap<string, string> = new Map()): Map<string, string> {
  const next = new Map(jar);
  for (const header of setCookies) {
    const [pair = '', ...attributes] = header.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a));
    if (!value || expired) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

export const cookieHeader = (jar: ReadonlyMap<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

export interface ProcessRow {
  pid: number;
  ppid: number;
  /** Resident set size, KiB (as `ps -o rss` gives it). */
  rssKiB: number;
  command: string;
}

/** Rows of `ps -e -o pid=,ppid=,rss=,args=`. */
export function parsePs(output: string): ProcessRow[] {
  const rows: ProcessRow[] = [];
  for (const line of output.split('\n')) {
    const match = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line);
    if (match) rows.push({ pid: Number(match[1]), ppid: Number(match[2]), rssKiB: Number(match[3]), command: match[4]!.trim() });
  }
  return rows;
}

/** The process `root` and all its descendants, parents before children. */
export function processTree(rows: readonly ProcessRow[], root: number): ProcessRow[] {
  const children = new Map<number, ProcessRow[]>();
  for (const row of rows) children.set(row.ppid, [...(children.get(row.ppid) ?? []), row]);
  const tree: ProcessRow[] = [];
  const self = rows.find((r) => r.pid === root);
  const queue = self ? [self] : [];
  while (queue.length) {
    const row = queue.shift()!;
    tree.push(row);
    queue.push(...(children.get(row.pid) ?? []));
  }
  return tree;
}

export interface ServerMemory {
  /** The process that serves the pages (the Next server): the tree's largest Node process, MiB. */
  server: number;
  /** Every process of the tree but PostgreSQL's (launcher, tsx wrappers and their esbuild services, server), MiB. */
  node: number;
  /** The embedded PostgreSQL's processes, when they are in the tree, MiB. */
  postgres: number;
}

const MiB = (kib: number) => kib / 1024;
const isPostgres = (r: ProcessRow) => /(^|\/)postgres(\s|:|$)/.test(r.command);
const isNode = (r: ProcessRow) => /(^|\/)node(\s|$)/.test(r.command);

/**
 * The memory of a server's process tree: the Next server (its largest Node process), every
 * process but PostgreSQL's, and PostgreSQL's. RSS counts pages shared between processes once per
 * process, so the sums are upper bounds.
 */
export function serverMemory(tree: readonly ProcessRow[]): ServerMemory {
  const postgres = tree.filter(isPostgres);
  const others = tree.filter((r) => !isPostgres(r));
  return {
    server: MiB(Math.max(0, ...tree.filter(isNode).map((r) => r.rssKiB))),
    node: MiB(others.reduce((n, r) => n + r.rssKiB, 0)),
    postgres: MiB(postgres.reduce((n, r) => n + r.rssKiB, 0)),
  };
}

/** One timed run of a page for a shopper. */
export interface PageRun {
  requests: number;
  seconds: number;
  /** Complete responses' times, ms. */
  latencies: number[];
  /** Times to the response's headers (the first byte), ms. */
  ttfb: number[];
  /** Bytes received per response (headers and body, as sent: uncompressed unless asked). */
  bytes: number[];
  /** Answers that were not 2xx, and connection errors and timeouts. */
  non2xx: number;
  errors: number;
  /** The 1-minute load average when the run began and when it ended. */
  loadBefore: number;
  loadAfter: number;
  /** The server's largest RSS seen during the run (sampled), MiB. */
  peak: ServerMemory | null;
}

export interface RunFigures {
  rps: number;
  latency: Stats;
  ttfb: Stats;
  /** Mean bytes per response. */
  bytes: number;
  load: number;
}

/** A run's load: the mean of the load average at its start and at its end. */
export const runLoad = (run: Pick<PageRun, 'loadBefore' | 'loadAfter'>) => (run.loadBefore + run.loadAfter) / 2;

/** Of repeated runs of the same page (interleaved with the others), the one on the quietest machine. */
export function quietest<R extends Pick<PageRun, 'loadBefore' | 'loadAfter'>>(runs: readonly R[]): R {
  if (!runs.length) throw new Error('no runs');
  return runs.reduce((best, run) => (runLoad(run) < runLoad(best) ? run : best));
}

export function figures(run: PageRun): RunFigures {
  const empty = { n: 0, p50: 0, p95: 0, p99: 0, max: 0 };
  return {
    rps: run.seconds > 0 ? run.requests / run.seconds : 0,
    latency: run.latencies.length ? stats(run.latencies) : empty,
    ttfb: run.ttfb.length ? stats(run.ttfb) : empty,
    bytes: run.bytes.length ? run.bytes.reduce((a, b) => a + b, 0) / run.bytes.length : 0,
    load: runLoad(run),
  };
}

/** 1234567 → "1,206 KB" (KiB, as the issue counts page weight). */
export const kilobytes = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
export const milliseconds = (ms: number) => (ms >= 100 ? `${Math.round(ms)} ms` : `${ms.toFixed(1)} ms`);
export const megabytes = (mib: number) => `${Math.round(mib).toLocaleString('en-US')} MB`;

export type Column = 'before' | 'after';

/** The cells of a Markdown table row (`| a | b |` → ['a', 'b']). */
export const cells = (line: string) => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());

/**
 * A before/after table: each row is `keys` cells, then `width` cells of "before" and `width` of
 * "after". The column measured now takes `measured` (by the row's key, the keys joined by " | ");
 * the other column keeps what `previous` (the section as it was, or '') had for that row, or "-".
 * Rows come in the order of `measured`.
 */
export function beforeAfterRows(previous: string, keys: number, width: number, column: Column, measured: ReadonlyMap<string, readonly string[]>): string[] {
  const kept = new Map<string, string[]>();
  for (const line of previous.split('\n')) {
    if (!line.trim().startsWith('|')) continue;
    const row = cells(line);
    if (row.length !== keys + 2 * width) continue;
    kept.set(row.slice(0, keys).join(' | '), column === 'before' ? row.slice(keys + width) : row.slice(keys, keys + width));
  }
  const dash = Array.from({ length: width }, () => '-');
  return [...measured].map(([key, values]) => {
    if (values.length !== width) throw new Error(`row ${key}: ${values.length} values for ${width} columns`);
    const other = kept.get(key) ?? dash;
    const [before, after] = column === 'before' ? [values, other] : [other, values];
    return `| ${key} | ${[...before, ...after].join(' | ')} |`;
  });
}

/** The line of `previous` that starts with `prefix` (a column's note kept when the other column is measured), or null. */
export const keptLine = (previous: string, prefix: string) => previous.split('\n').find((line) => line.startsWith(prefix)) ?? null;

/** The pid of the process listening on `port`, from `ss -ltnpH` (null when not found or not ours to see). */
export function listeningPid(ssOutput: string, port: number): number | null {
  for (const line of ssOutput.split('\n')) {
    const local = line.trim().split(/\s+/)[3] ?? '';
    if (!local.endsWith(`:${port}`)) continue;
    const pid = /pid=(\d+)/.exec(line);
    if (pid) return Number(pid[1]);
  }
  return null;
}
