/** Lighthouse mobile performance runs in Debian's Chromium, shared by the page benchmarks. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
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

/** One Lighthouse run in a fresh Chromium, so the runs do not share a cache or a renderer. */
export async function lighthouseOnce(url: string): Promise<Result> {
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
    const result = await lighthouse(url, { ...FLAGS, port: chrome.port });
    if (!result) throw new Error('Lighthouse returned no result.');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (typeof lhr.categories.performance?.score !== 'number') {
      const warnings = lhr.runWarnings.join('; ');
      throw new Error(`Lighthouse produced no performance score${warnings ? ` (${warnings})` : ''}.`);
    }
    return lhr;
  } finally {
    chrome.kill();
    chrome = null;
  }
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
