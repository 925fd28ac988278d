import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';

/**
 * Screenshots of pages at phone, tablet and desktop widths in every locale, for looking at
 * what a shopper sees: `npm run screenshots -- / /errorPage` against BASE_URL (localhost:3000).
 */
const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const OUT = path.resolve(process.env.OUT_DIR ?? 'test-results/screenshots');
const WIDTHS = { phone: 390, tablet: 800, desktop: 1280 } as const;
const LOCALES = { 'en-US': '', 'es-MX': '/es-MX', 'pt-BR': '/pt-BR' } as const;
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const fullPage = process.argv.includes('--full');

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
let count = 0;
for (const pagePath of paths.length ? paths : ['/']) {
  for (const [locale, prefix] of Object.entries(LOCALES)) {
    for (const [device, width] of Object.entries(WIDTHS)) {
      const page = await browser.newPage({ viewport: { width, height: device === 'desktop' ? 900 : 844 } });
      await page.goto(`${BASE_URL}${prefix}${pagePath === '/' ? '' : pagePath}` || '/', { waitUntil: 'networkidle' });
      const name = `${pagePath.replace(/\W+/g, '_') || 'home'}-${locale}-${device}.png`;
      await page.screenshot({ path: path.join(OUT, name), fullPage });
      await page.close();
      count++;
    }
  }
}
await browser.close();
console.log(`Screenshots: ${count} written to ${OUT}`);
