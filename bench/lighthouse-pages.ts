/**
 * `npm run bench:lighthouse-pages`: Lighthouse (mobile, performance only) on each page type: a shelf, a
 * product page, the search results, a department, a landing page, the store locator, the cart and
 * Brazil's home page (the home page in en-US is bench/lighthouse-home.ts's), written to docs/performance.md. Starts the production server itself
 * (throw-away database, port BENCH_PORT or 3211) unless BASE_URL points at a running one; runs
 * each page BENCH_RUNS times (3) and reports the median by score. Measures, never asserts.
 */
import os from 'node:os';
import type { Result } from 'lighthouse';
import { writeDocSection } from './lib/doc';
import { browserVersion, killChrome, lighthouseOnce, metric, score } from './lib/lighthouse';
import { BenchServer } from './lib/server';

const SECTION_TITLE = '## Shelf, product and search pages, Lighthouse mobile';
const TARGET_SCORE = 95;
const PAGES = [
  { name: 'Shelf', path: '/parts/brakes/brake-pad-set' },
  { name: 'Product', path: '/products/maxgrip-brake-pad-set-max100001' },
  { name: 'Search results', path: '/searchresult?searchText=brake%20pads' },
  { name: 'Department', path: '/parts/brakes' },
  { name: 'Landing page', path: '/lp/store-pick-up' },
  { name: 'Store page', path: '/store' },
  { name: 'Cart', path: '/cart' },
  { name: 'Home, Brazil', path: '/pt-BR' },
];

const port = Number(process.env.BENCH_PORT ?? 3211);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const log = (line: string) => console.log(`[bench] ${line}`);
const server = new BenchServer(port, log);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function measure(baseUrl: string) {
  const loadBefore = os.loadavg()[0]!;
  const rows: string[] = [];
  const summary: string[] = [];
  for (const page of PAGES) {
    // A first visit warms the server's caches, as production traffic would.
    await fetch(`${baseUrl}${page.path}`);
    const results: Result[] = [];
    for (let i = 0; i < runs; i++) {
      // Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART): that run is taken again, once.
      const lhr = await lighthouseOnce(`${baseUrl}${page.path}`).catch((error: unknown) => {
        log(`${page.name} run ${i + 1} failed (${error instanceof Error ? error.message.slice(0, 80) : String(error)}), once more`);
        return lighthouseOnce(`${baseUrl}${page.path}`);
      });
      log(`${page.name} run ${i + 1}: ${score(lhr)}`);
      results.push(lhr);
    }
    results.sort((a, b) => score(a) - score(b));
    const median = results[Math.floor(results.length / 2)]!;
    const s = score(median);
    rows.push(
      `| ${page.name} | \`${page.path}\` | ${results.map(score).join(', ')} | ${s} | ${seconds(metric(median, 'first-contentful-paint'))} | ` +
        `${seconds(metric(median, 'largest-contentful-paint'))} | ${Math.round(metric(median, 'total-blocking-time'))} ms | ${metric(median, 'cumulative-layout-shift').toFixed(3)} | ${s >= TARGET_SCORE ? 'pass' : 'miss'} |`,
    );
    summary.push(`${page.name} ${s}`);
  }
  writeDocSection(
    SECTION_TITLE,
    [
      SECTION_TITLE,
      '',
      `Target: performance score ${TARGET_SCORE} or more. Median of ${runs} runs per page, ${new Date().toISOString().slice(0, 10)}, ${browserVersion || 'Chromium'} (headless), simulated slow 4G, demo catalogue of 10,000 SKUs; ` +
        `load average ${loadBefore.toFixed(1)} when the runs started, ${os.loadavg()[0]!.toFixed(1)} when they ended (a 2-core machine shared with other work).`,
      '',
      '| Page | Path | Scores | Median | FCP | LCP | TBT | CLS | Target |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n'),
  );
  return `Lighthouse: ${summary.join(', ')}`;
}

let code = 0;
try {
  const baseUrl = process.env.BASE_URL?.replace(/\/+$/, '') ?? (await server.start());
  console.log(await measure(baseUrl));
} catch (error) {
  console.error(`[bench] Measurement failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  killChrome();
  await server.stop();
}
process.exit(code);
