import fs from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (playwright cannot download its own browser here), with the flags that
 * keep it from reaching for the network.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) throw new Error('No Chromium found: install Debian\'s chromium (apt-get install -y chromium) or set CHROME_PATH');
  return found;
}

export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true };
}
