import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../src/server/staff/demo-accounts';
import { LOCALES, type Locale } from '../src/lib/markets';

/**
 * Screenshots of every back-office screen at phone, tablet and desktop widths in the three
 * languages, signed in as the demo's administrator, for looking at what staff see:
 * `BASE_URL=http://localhost:3000 OUT_DIR=/tmp/ops-shots npx tsx scripts/ops-screenshots.ts`
 * against a demo store (npm start seeds the staff). Signs in once (e-mail, password, then the
 * authenticator's code), switches the member's language with the bar's own switch, and walks the
 * screens; one record of each kind (an order, a product, a customer, an e-mail) is opened from its
 * list; on the dashboard, the phone's bar is taken with its menu open too (`dashboard-menu`).
 * `--only=orders,jobs` narrows the walk; `--full` takes whole pages.
 */
const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const OUT = path.resolve(process.env.OUT_DIR ?? 'test-results/ops-screenshots');
const WIDTHS = { phone: 390, tablet: 800, desktop: 1280 } as const;
const fullPage = process.argv.includes('--full');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');

/** The screens: a name and the path, or where to find the record to open (the first link under `from` matching `link`). */
type Screen = { name: string; path: string } | { name: string; from: string; link: RegExp };
const SCREENS: Screen[] = [
  { name: 'dashboard', path: '/ops' },
  { name: 'orders', path: '/ops/orders' },
  { name: 'order', from: '/ops/orders', link: /^\/ops\/orders\/[^/?]+$/ },
  { name: 'pickups', path: '/ops/pickups' },
  { name: 'inventory', path: '/ops/inventory' },
  { name: 'low-stock', path: '/ops/inventory/low-stock' },
  { name: 'inventory-import', path: '/ops/inventory/import' },
  { name: 'catalog', path: '/ops/catalog' },
  { name: 'product', from: '/ops/catalog', link: /^\/ops\/catalog\/products\/[^/?]+$/ },
  { name: 'catalog-import', path: '/ops/catalog/import' },
  { name: 'customers', path: '/ops/customers' },
  { name: 'customer', from: '/ops/customers?q=example.com', link: /^\/ops\/customers\/[^/?]+$/ },
  { name: 'content', path: '/ops/content' },
  { name: 'content-page', from: '/ops/content', link: /^\/ops\/content\/pages\/[^/]+\/[^/?]+$/ },
  { name: 'content-banner', from: '/ops/content', link: /^\/ops\/content\/banners\/[0-9a-f-]{36}$/ },
  { name: 'chat', path: '/ops/chat' },
  { name: 'outbox', path: '/ops/outbox' },
  { name: 'outbox-message', from: '/ops/outbox', link: /^\/ops\/outbox\/[^/?]+$/ },
  { name: 'jobs', path: '/ops/jobs' },
  { name: 'audit', path: '/ops/audit' },
  { name: 'staff', path: '/ops/staff' },
  { name: 'not-found', path: '/ops/outbox/00000000-0000-4000-8000-000000000000' },
];

const admin = DEMO_STAFF.find((member) => member.role === 'administrator')!;

async function signIn(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  page.setDefaultTimeout(240_000);
  await page.goto(`${BASE_URL}/ops/signin?next=%2Fops`);
  const form = page.getByTestId('ops-signin');
  await form.locator('input[name="email"]').fill(admin.email);
  await form.locator('input[name="password"]').fill(DEMO_STAFF_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await page.getByTestId('ops-code').waitFor();
  for (let attempt = 0; ; attempt++) {
    // A code is taken once per 30-second step: a refused one (used a moment ago) waits for the next step.
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(admin.totpSecret), digits: 6, period: 30 }).generate();
    const codeForm = page.getByTestId('ops-code');
    await codeForm.locator('input[name="code"]').fill(code);
    await codeForm.locator('button[type="submit"]').click();
    const outcome = await Promise.race([
      page.waitForURL((url) => !url.pathname.startsWith('/ops/signin'), { timeout: 60_000 }).then(() => 'in' as const),
      codeForm.getByRole('alert').waitFor({ timeout: 60_000 }).then(() => 'refused' as const),
    ]);
    if (outcome === 'in') break;
    if (attempt >= 2) throw new Error('the back office refused the code three times');
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  await page.close();
}

/** The member's language, chosen with the bar's switch (kept on their account). */
async function chooseLanguage(context: BrowserContext, locale: Locale): Promise<void> {
  const page = await context.newPage();
  page.setDefaultTimeout(240_000);
  await page.goto(`${BASE_URL}/ops`);
  await page.locator('#ops-locale').selectOption(locale);
  await Promise.all([page.waitForURL(/\/ops/), page.locator('#ops-locale').locator('xpath=ancestor::form//button[@type="submit"]').click()]);
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, locale);
  await page.close();
}

/** The path of the first record of a list (the list's own links), or null when the list is empty. */
async function firstRecord(page: Page, from: string, link: RegExp): Promise<string | null> {
  await page.goto(`${BASE_URL}${from}`, { waitUntil: 'networkidle' });
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.find((href) => link.test(href)) ?? null;
}

async function shoot(page: Page, name: string, locale: string): Promise<number> {
  let count = 0;
  for (const [device, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: device === 'desktop' ? 900 : device === 'tablet' ? 1100 : 844 });
    await page.screenshot({ path: path.join(OUT, `${name}-${locale}-${device}.png`), fullPage });
    count++;
  }
  return count;
}

/** The phone's bar with its menu open (the screens' links and the account's controls). */
async function shootOpenMenu(page: Page, locale: string): Promise<number> {
  await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
  const menu = page.getByTestId('ops-menu-button');
  await menu.click();
  await page.getByTestId('ops-header').getByRole('navigation').waitFor();
  await page.screenshot({ path: path.join(OUT, `dashboard-menu-${locale}-phone.png`), fullPage });
  await menu.click();
  return 1;
}

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
let count = 0;
const missing: string[] = [];
try {
  // The sign-in page, before anyone signs in, in the language chosen on it (its cookie).
  for (const locale of LOCALES) {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await visitor.addCookies([{ name: 'redline.ops.locale', value: locale, url: BASE_URL }]);
    const page = await visitor.newPage();
    page.setDefaultTimeout(240_000);
    await page.goto(`${BASE_URL}/ops/signin`, { waitUntil: 'networkidle' });
    if (!only || only.includes('signin')) count += await shoot(page, 'signin', locale);
    await visitor.close();
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signIn(context);
  const page = await context.newPage();
  // A development server compiles each screen on its first visit, on a busy machine in minutes.
  page.setDefaultTimeout(240_000);
  for (const locale of LOCALES) {
    await chooseLanguage(context, locale);
    for (const screen of SCREENS) {
      if (only && !only.includes(screen.name)) continue;
      await page.setViewportSize({ width: 1280, height: 900 });
      try {
        const target = 'path' in screen ? screen.path : await firstRecord(page, screen.from, screen.link);
        if (!target) {
          missing.push(`${screen.name} (${locale}): no record in ${'from' in screen ? screen.from : ''}`);
          continue;
        }
        await page.goto(`${BASE_URL}${target}`, { waitUntil: 'networkidle' });
        count += await shoot(page, screen.name, locale);
        if (screen.name === 'dashboard') count += await shootOpenMenu(page, locale);
      } catch (error) {
        missing.push(`${screen.name} (${locale}): ${(error as Error).message.split('\n')[0]}`);
      }
      process.stdout.write(`\r${count} screenshots`);
    }
  }
  // Back to English, as the demo's administrator started.
  await chooseLanguage(context, 'en-US');
} finally {
  await browser.close();
}
console.log(`\nScreenshots: ${count} written to ${OUT}${missing.length ? `; not taken: ${missing.join('; ')}` : ''}`);
