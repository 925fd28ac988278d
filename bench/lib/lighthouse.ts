/** Lighthouse mobile performance runs in Debian's Chromium, shared by the page benchmarks. */
import * as chromeLauncher from 'chrome-launcher';
import type { Flags, Result } from 'lighthouse';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/e2e/chromium';

export let chrome: chromeLauncher.LaunchedChrome | null = null;
/** "Chromium 156.0.8078.79", from the browser itself (the user agent Lighthouse records is reduced). */
export let browserVersion = '';

const FLAGS: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  formFactor: 'mobile',
  screenEmulation: screenEmulationMetrics.mobile,
  emulatedUserAgent: userAgents.mobile,
  throttlingMethod: 'simulate',
  throttling: throttling.mobileSlow4G,
};

/**
 * Lighthouse's CPU slowdown for a host of this benchmark index (its "BenchmarkIndex"), by the
 * calculator its authors publish for calibrating it (lighthouse-cpu-throttling-calculator.vercel.app,
 * linked from Lighthouse's docs/throttling.md; PageSpeed Insights' own config is set by it):
 * 4× is right for a host of about 1,533, and a slower host needs less to emulate the same phone.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(Math.max(1, multiplier) * 100) / 100;
}

/**
 * One page load, scored twice: with Lighthouse's mobile preset as it stands (4× CPU slowdown,
 * `lhr`) and with the slowdown calibrated to this host's benchmark index measured in the same run
 * (`calibrated`). Simulated throttling loads the page once, unthrottled, and simulates the phone
 * from that trace, so both scores come from the same load; only the simulation differs.
 */
export interface LighthouseRun {
  lhr: Result;
  calibrated: Result;
  slowdown: number;
}

/** One Lighthouse run in a fresh Chromium, so the runs do not share a cache or a renderer. */
export async function lighthouseOnce(url: string): Promise<LighthouseRun> {
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
    // Our own SIGINT handler stops the server too; chrome-launcher's would just exit.
    handleSIGINT: false,
  });
  try {
    if (!browserVersion) {
      try {
        const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser?: string };
        browserVersion = version.Browser?.replace(/^(?:Headless)?Chrome\//, 'Chromium ') ?? '';
      } catch {
        // Only for the report.
      }
    }
    const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags: { ...FLAGS, port: chrome.port } });
    const lhr = checked((await Runner.audit(artifacts, runnerOptions))?.lhr);
    const slowdown = calibratedSlowdown(artifacts.BenchmarkIndex);
    const settings = { ...runnerOptions.resolvedConfig.settings, throttling: { ...runnerOptions.resolvedConfig.settings.throttling, cpuSlowdownMultiplier: slowdown } };
    const calibrated = checked(
      (await Runner.audit({ ...artifacts, settings }, { resolvedConfig: { ...runnerOptions.resolvedConfig, settings }, computedCache: new Map() }))?.lhr,
    );
    return { lhr, calibrated, slowdown };
  } finally {
    chrome.kill();
    chrome = null;
  }
}

function checked(lhr: Result | undefined): Result {
  if (!lhr) throw new Error('Lighthouse returned no result.');
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  if (typeof lhr.categories.performance?.score !== 'number') {
    const warnings = lhr.runWarnings.join('; ');
    throw new Error(`Lighthouse produced no performance score${warnings ? ` (${warnings})` : ''}.`);
  }
  return lhr;
}

export function score(lhr: Result): number {
  return Math.round((lhr.categories.performance?.score ?? 0) * 100);
}

export function metric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse audit "${id}" has no value.`);
  return value;
}


/** Stops a run that is under way (on SIGINT). */
export function killChrome(): void {
  chrome?.kill();
  chrome = null;
}
