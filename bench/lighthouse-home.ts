/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, performance only) on the home page, plus the
 * home page's JavaScript weight, written to docs/performance.md.
 *
 * Starts the production server itself (`scripts/start.mjs`, throw-away database, port
 * BENCH_PORT or 3210) unless BASE_URL points at a running one. Runs Lighthouse BENCH_RUNS
 * times (3) and keeps the median run by performance score; its raw JSON goes to
 * bench/results/lighthouse-home.json.
 *
 * A benchmark measures, it does not assert: missing a target still exits 0. Only a failed
 * measurement (server did not start, Lighthouse errored, no score) exits non-zero.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Result } from 'lighthouse';
import { DOC_PATH, writeDocSection } from './lib/doc';
import { browserVersion, killChrome, lighthouseOnce, metric, score, type LighthouseRun } from './lib/lighthouse';
import { BenchServer, ROOT } from './lib/server';

const RAW_PATH = path.join(ROOT, 'bench', 'results', 'lighthouse-home.json');
const SECTION_TITLE = '## Home page, Lighthouse mobile';

const TARGET_SCORE = 95;
const TARGET_JS_KB = 120;

const port = positiveInt(process.env.BENCH_PORT, 3210);
const runs = positiveInt(process.env.BENCH_RUNS, 3);
const givenBaseUrl = process.env.BASE_URL?.replace(/\/+$/, '');

const log = (line: string) => console.log(`[bench] ${line}`);
const server = new BenchServer(port, log);

function positiveInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`Expected a positive integer, got "${value}"`);
  return n;
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

type Row = Record<string, unknown>;

function tableItems(lhr: Result, id: string): Row[] {
  const details = lhr.audits[id]?.details;
  if (!details || details.type !== 'table') throw new Error(`Lighthouse audit "${id}" has no table.`);
  return details.items as Row[];
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

// ---------------------------------------------------------------------------------------------
// JavaScript weight

interface ScriptFile {
  url: string;
  /** Bytes on the wire as Lighthouse saw them (body + headers, compressed if the server compressed). */
  transferBytes: number;
  /** Decoded body size. */
  resourceBytes: number;
  /** Our own gzip -9 of the decoded body. */
  gzip9Bytes: number;
  /** Content-Encoding the server answered with when asked for gzip/br. */
  encoding: string;
}

interface JsWeight {
  files: ScriptFile[];
  /** Whether the server sent the scripts compressed. */
  compressed: boolean;
  /** The headline figure, the one the target is in: gzip -9 of each script (what was transferred depends on the encoding the server chose: Brotli since decision 068). */
  bytes: number;
  transferBytes: number;
  gzip9Bytes: number;
  resourceBytes: number;
  source: string;
}

async function measureJs(lhr: Result): Promise<JsWeight> {
  const requests = tableItems(lhr, 'network-requests').filter(
    (row) => str(row.resourceType) === 'Script' && /^https?:/.test(str(row.url)),
  );
  const files: ScriptFile[] = [];
  for (const row of requests) {
    const url = str(row.url);
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer()); // fetch decodes the body
    files.push({
      url,
      transferBytes: num(row.transferSize),
      resourceBytes: num(row.resourceSize) || body.length,
      gzip9Bytes: zlib.gzipSync(body, { level: 9 }).length,
      encoding: response.headers.get('content-encoding') ?? 'none',
    });
  }
  files.sort((a, b) => b.gzip9Bytes - a.gzip9Bytes);
  const sum = (pick: (f: ScriptFile) => number) => files.reduce((total, f) => total + pick(f), 0);
  const transferBytes = sum((f) => f.transferBytes);
  const gzip9Bytes = sum((f) => f.gzip9Bytes);
  const resourceBytes = sum((f) => f.resourceBytes);
  // Compressed on the wire: the scripts came back encoded and Lighthouse saw fewer bytes than the
  // bodies. (Next's compression skips bodies under 1 KB, so tiny chunks arrive raw either way.)
  const worthCompressing = files.filter((f) => f.resourceBytes >= 1024);
  const compressed =
    worthCompressing.length > 0 && worthCompressing.every((f) => f.encoding !== 'none') && transferBytes < resourceBytes;
  return {
    files,
    compressed,
    bytes: gzip9Bytes,
    transferBytes,
    gzip9Bytes,
    resourceBytes,
    source: compressed
      ? `gzip -9 of each script; transferred as Lighthouse recorded them (the server sent ${[...new Set(worthCompressing.map((f) => f.encoding))].join('/')}; ` +
        `headers included, chunks under 1 KB uncompressed): ${fmtKb(transferBytes)}`
      : 'gzip -9 of each script (the server sent them uncompressed)',
  };
}

// ---------------------------------------------------------------------------------------------
// Report

const kb = (bytes: number) => bytes / 1024;
const fmtKb = (bytes: number) => `${kb(bytes).toFixed(1)} KB`;
const fmtSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const fmtMs = (ms: number) => `${Math.round(ms)} ms`;
const fmtCls = (value: number) => value.toFixed(3);

function git(args: string[]): string {
  try {
    return execFileSync('git', ['--no-optional-locks', ...args], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

function commitLabel(): string {
  const hash = git(['rev-parse', '--short', 'HEAD']) || 'unknown';
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  return dirty ? `${hash} (+ uncommitted changes)` : hash;
}

function shortUrl(url: string, base: string): string {
  return url.startsWith(base) ? url.slice(base.length) || '/' : url;
}


interface Measurement {
  date: string;
  commit: string;
  node: string;
  chromium: string;
  lighthouse: string;
  benchmarkIndex: number;
  url: string;
  finalUrl: string;
  scores: number[];
  median: Result;
  /** Each run's score with the CPU slowdown calibrated to the host (docs/decisions/065), and that slowdown. */
  calibrated: { slowdown: number; score: number }[];
  js: JsWeight;
  documentBytes: number;
}

function section(m: Measurement): string {
  const lhr = m.median;
  const s = score(lhr);
  const calibratedMedian = [...m.calibrated].sort((a, b) => a.score - b.score)[Math.floor((m.calibrated.length - 1) / 2)]?.score ?? 0;
  const mark = (ok: boolean) => (ok ? 'pass' : 'miss');
  const base = new URL(m.finalUrl).origin;
  const lines = [
    SECTION_TITLE,
    '',
    `Latest measurement: median of ${m.scores.length} Lighthouse run${m.scores.length === 1 ? '' : 's'} by performance score ` +
      `(scores of all runs: ${m.scores.join(', ')}). Page: \`${new URL(m.url).pathname}\`` +
      (m.finalUrl !== m.url ? `, which lands on \`${shortUrl(m.finalUrl, base)}\`.` : '.'),
    '',
    '| Date | Commit | Node | Score | FCP | LCP | TBT | CLS | Speed Index | JS gzipped | JS files |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${m.date} | ${m.commit} | ${m.node} | ${s} | ${fmtSeconds(metric(lhr, 'first-contentful-paint'))} | ` +
      `${fmtSeconds(metric(lhr, 'largest-contentful-paint'))} | ${fmtMs(metric(lhr, 'total-blocking-time'))} | ` +
      `${fmtCls(metric(lhr, 'cumulative-layout-shift'))} | ${fmtSeconds(metric(lhr, 'speed-index'))} | ` +
      `${fmtKb(m.js.bytes)} | ${m.js.files.length} |`,
    '',
    '| Target | Measured | Result |',
    '| --- | --- | --- |',
    `| Performance score >= ${TARGET_SCORE} | ${s} | ${mark(s >= TARGET_SCORE)} |`,
    `| Performance score >= ${TARGET_SCORE}, CPU slowdown calibrated to the host (each run: ${m.calibrated.map((c) => `${c.slowdown}×: ${c.score}`).join(', ')}) | ${calibratedMedian} | ${mark(calibratedMedian >= TARGET_SCORE)} |`,
    `| JavaScript <= ${TARGET_JS_KB} KB gzipped | ${fmtKb(m.js.bytes)} | ${mark(kb(m.js.bytes) <= TARGET_JS_KB)} |`,
    '',
    `Lighthouse ${m.lighthouse}, ${m.chromium} (headless), simulated throttling, host CPU benchmark index ${m.benchmarkIndex}, ` +
      `load average ${os.loadavg()[0]!.toFixed(1)} when written (a 2-core machine shared with other work); ` +
      '1 KB = 1024 bytes. ' +
      `JS gzipped: ${m.js.source}. It counts the script files the page requested during the ` +
      `Lighthouse load, not the inline scripts and React Server Components payload inside the HTML ` +
      `(the HTML document itself was ${fmtKb(m.documentBytes)} transferred). ` +
      `Uncompressed, the scripts are ${fmtKb(m.js.resourceBytes)}.`,
    '',
    'Script files, largest first:',
    '',
    '| Script | Transferred | gzip -9 | Uncompressed |',
    '| --- | --- | --- | --- |',
    ...m.js.files.map(
      (f) => `| \`${shortUrl(f.url, base)}\` | ${fmtKb(f.transferBytes)} | ${fmtKb(f.gzip9Bytes)} | ${fmtKb(f.resourceBytes)} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

async function warmUp(url: string): Promise<string> {
  log(`Warming up: GET ${url}`);
  const started = Date.now();
  const response = await fetch(url).catch((error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    throw new Error(`GET ${url} failed${cause}`, { cause: error });
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}; not measuring an error page.`);
  log(`  ${response.status} from ${response.url} in ${Date.now() - started} ms`);
  return response.url;
}

async function main() {
  const baseUrl = givenBaseUrl ?? (await server.start());
  const url = `${baseUrl}/`;
  await warmUp(url);

  const runsDone: LighthouseRun[] = [];
  for (let i = 1; i <= runs; i++) {
    log(`Lighthouse run ${i}/${runs} (mobile, performance)...`);
    const run = await lighthouseOnce(url);
    runsDone.push(run);
    const lhr = run.lhr;
    log(
      `  score ${score(lhr)} (calibrated, CPU ${run.slowdown}×: ${score(run.calibrated)}), FCP ${fmtSeconds(metric(lhr, 'first-contentful-paint'))}, ` +
        `LCP ${fmtSeconds(metric(lhr, 'largest-contentful-paint'))}, TBT ${fmtMs(metric(lhr, 'total-blocking-time'))}, ` +
        `CLS ${fmtCls(metric(lhr, 'cumulative-layout-shift'))}`,
    );
  }
  // Median by score (the lower middle one for an even count).
  const results = runsDone.map((run) => run.lhr);
  const sorted = [...results].sort((a, b) => score(a) - score(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('No Lighthouse run finished.');

  log('Measuring the JavaScript of the median run...');
  const js = await measureJs(median);
  log(
    `  ${js.files.length} script files: ${fmtKb(js.transferBytes)} transferred, ${fmtKb(js.gzip9Bytes)} gzip -9, ` +
      `${fmtKb(js.resourceBytes)} uncompressed (${js.compressed ? 'server compresses' : 'server does NOT compress'})`,
  );
  const documentRow = tableItems(median, 'network-requests').find((row) => str(row.resourceType) === 'Document');

  fs.mkdirSync(path.dirname(RAW_PATH), { recursive: true });
  fs.writeFileSync(RAW_PATH, `${JSON.stringify(median, null, 2)}\n`);
  log(`Raw Lighthouse JSON of the median run: ${path.relative(ROOT, RAW_PATH)}`);

  const measurement: Measurement = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z').replace('T', ' '),
    commit: commitLabel(),
    node: process.version,
    chromium: browserVersion || 'Chromium',
    benchmarkIndex: Math.round(median.environment.benchmarkIndex),
    lighthouse: median.lighthouseVersion,
    url,
    finalUrl: median.finalDisplayedUrl,
    scores: results.map(score),
    median,
    calibrated: runsDone.map((run) => ({ slowdown: run.slowdown, score: score(run.calibrated) })),
    js,
    documentBytes: num(documentRow?.transferSize),
  };
  writeDocSection(SECTION_TITLE, section(measurement));
  log(`Wrote ${path.relative(ROOT, DOC_PATH)}`);

  return (
    `Lighthouse mobile home: score ${score(median)}, LCP ${fmtSeconds(metric(median, 'largest-contentful-paint'))}, ` +
    `TBT ${fmtMs(metric(median, 'total-blocking-time'))}, CLS ${fmtCls(metric(median, 'cumulative-layout-shift'))}, ` +
    `JS ${kb(js.bytes).toFixed(1)} KB gzipped (${js.files.length} files)`
  );
}

let cleaningUp: Promise<void> | null = null;

/** Kills Chromium and stops the server; every caller waits for the same, single clean-up. */
function cleanUp(): Promise<void> {
  cleaningUp ??= (async () => {
    killChrome();
    await server.stop();
  })();
  return cleaningUp;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping.`);
    void cleanUp().finally(() => process.exit(130));
  });
}

let exitCode = 0;
let summary = '';
try {
  summary = await main();
} catch (error) {
  if (!interrupted) {
    console.error(`[bench] Measurement failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  exitCode = interrupted ? 130 : 1;
} finally {
  await cleanUp();
}
if (summary) console.log(summary);
process.exit(exitCode);
