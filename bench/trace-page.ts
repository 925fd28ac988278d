/**
 * `npx tsx bench/trace-page.ts <url> [<url>...]`: a Chromium performance trace of one page load
 * as a phone sees it (Lighthouse's mobile screen, 4x CPU slowdown; the network is not throttled),
 * read back into what the main thread did: every task of 50 ms or more with the functions that
 * took its time (self time from the V8 sampling profiler, grouped by function and script), the
 * console's errors (a hydration mismatch shows there) and the LCP candidate. For finding what
 * costs in hydration; it measures, never asserts. `TRACE_OUT=<file>` keeps the raw trace (JSON,
 * opens in Chromium's Performance panel).
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
  id?: string;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber?: number; columnNumber?: number };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
].join(',');

const LONG_TASK_MS = 50;

async function trace(url: string) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({
      viewport: { width: screenEmulationMetrics.mobile.width, height: screenEmulationMetrics.mobile.height },
      deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      userAgent: userAgents.mobile,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text().slice(0, 300)}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message.slice(0, 300)}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => {
      events.push(...(data.value as unknown as TraceEvent[]));
    });
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    // Hydration and the effects after it run after load on a slow CPU: give them time.
    await page.waitForTimeout(4000);
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element; size?: number; url?: string })[];
            const last = entries.at(-1);
            const element = last?.element;
            resolve(
              last
                ? `${Math.round(last.startTime)} ms, ${element ? `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} class="${String(element.getAttribute('class') ?? '').slice(0, 60)}">` : '(removed)'} ${last.url ?? ''} ${(element?.textContent ?? '').trim().slice(0, 60)}`
                : 'none',
            );
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const domSize = await page.evaluate(() => document.getElementsByTagName('*').length);
    await cdp.send('Tracing.end');
    await complete;
    if (process.env.TRACE_OUT) fs.writeFileSync(process.env.TRACE_OUT, JSON.stringify({ traceEvents: events }));
    report(url, events, { lcp, domSize, errors, wall: Date.now() - started });
  } finally {
    await browser.close();
  }
}

function report(url: string, events: TraceEvent[], extra: { lcp: string; domSize: number; errors: string[]; wall: number }) {
  // The renderer's main thread: where the page's navigation start was recorded.
  const navStart = events.find((e) => e.name === 'navigationStart' && (e.args?.data as { isLoadingMainFrame?: boolean } | undefined)?.isLoadingMainFrame);
  const main = navStart ?? events.find((e) => e.name === 'TracingStartedInBrowser');
  if (!main) throw new Error('No navigation in the trace.');
  const { pid, tid } = main;
  const t0 = main.ts;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) >= LONG_TASK_MS * 1000);

  // The sampling profiler: nodes and samples arrive in ProfileChunk events of the renderer.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let clock = 0;
  for (const e of events.filter((ev) => ev.pid === pid && (ev.name === 'Profile' || ev.name === 'ProfileChunk'))) {
    const data = e.args?.data as { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    if (!data) continue;
    if (e.name === 'Profile') clock = data.startTime ?? clock;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((id, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, node: id });
    });
  }
  const frameName = (node: ProfileNode | undefined) => {
    if (!node) return '?';
    const { functionName, url: script, lineNumber, columnNumber } = node.callFrame;
    const file = script ? script.replace(/^https?:\/\/[^/]+/, '').replace('/_next/static/chunks/', '') : '';
    return `${functionName || '(anonymous)'}${file ? ` ${file}:${(lineNumber ?? 0) + 1}:${(columnNumber ?? 0) + 1}` : ''}`;
  };

  console.log(`\n=== ${url}`);
  console.log(`DOM elements ${extra.domSize}; LCP ${extra.lcp}; long tasks (>= ${LONG_TASK_MS} ms, 4x slowdown): ${tasks.length}, ${Math.round(tasks.reduce((s, t) => s + (t.dur ?? 0), 0) / 1000)} ms in all`);
  for (const task of tasks) {
    const start = task.ts;
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e.ts >= start && e.ts < end && e.ph === 'X' && e.name !== 'RunTask');
    const kinds = new Map<string, number>();
    for (const e of inside) {
      if (['EvaluateScript', 'v8.compile', 'FunctionCall', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.run', 'RunMicrotasks'].includes(e.name)) {
        const data = e.args?.data as { url?: string; functionName?: string } | undefined;
        const key = `${e.name}${data?.url ? ` ${data.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)}` : ''}`;
        kinds.set(key, (kinds.get(key) ?? 0) + (e.dur ?? 0));
      }
    }
    const self = new Map<string, number>();
    const within = samples.filter((s) => s.ts >= start && s.ts < end);
    for (let i = 0; i < within.length; i++) {
      const next = within[i + 1]?.ts ?? end;
      const name = frameName(nodes.get(within[i]!.node));
      self.set(name, (self.get(name) ?? 0) + (next - within[i]!.ts));
    }
    const top = (map: Map<string, number>, n: number) =>
      [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `    ${(v / 1000).toFixed(0).padStart(5)} ms  ${k}`)
        .join('\n');
    console.log(`\n  task @${Math.round((start - t0) / 1000)} ms, ${Math.round((task.dur ?? 0) / 1000)} ms`);
    console.log(`  events:\n${top(kinds, 6)}`);
    console.log(`  self time (samples):\n${top(self, 12)}`);
  }
  if (extra.errors.length) console.log(`\nconsole:\n  ${extra.errors.join('\n  ')}`);
}

const urls = process.argv.slice(2);
if (!urls.length) {
  console.error('Usage: npx tsx bench/trace-page.ts <url> [<url>...]');
  process.exit(2);
}
for (const url of urls) await trace(url);
