/**
 * `npm run audit:security` (issue 19, "measured, not asserted"): what the store's security
 * controls do against a production build, as tables written into docs/security.md's
 * "Measured" section (between markers, so a re-run replaces them) and printed.
 *
 *   (a) every mutating route (route.ts files under src/app, their POST/PUT/PATCH/DELETE) and a
 *       few server actions × {same Origin, foreign Origin, no Origin}, with a shopper's session
 *   (b) lockouts: an attacker's failures on a gift-card PIN, a password, an order lookup, the
 *       operators' token and a rewards security answer (with and without a forged
 *       X-Forwarded-For), then the owner's correct attempt
 *   (c) the password-reset link's host under a forged X-Forwarded-Host (and Host)
 *   (d) where sign-in sends a member for off-site redirect_url payloads
 *   (e) a fuzz count: hostile values in every route's path segments, query and body, and in a
 *       few pages' queries (requests sent, 5xx)
 *   (f) security headers of a page, an API answer and an operators' page
 *   (g) sign-in timing: wrong password for an account vs an unknown address
 *   (h) wapiti's report (when `wapiti` is on PATH), findings per module
 *
 * It starts the production server itself (scripts/start.mjs on a throw-away embedded
 * PostgreSQL, TRUST_PROXY=1 as behind a load balancer, SITE_URL set as production must), or
 * measures BASE_URL (then ADMIN_API_TOKEN must be that server's). The server's results are
 * measured, not asserted: the script exits 0 whatever they are, and non-zero only when it could
 * not measure. AUDIT_PORT (3160), AUDIT_WAPITI_SECONDS (600), AUDIT_FUZZ_PER_ROUTE (8),
 * AUDIT_TIMING_SAMPLES (15), AUDIT_ATTEMPTS (25), AUDIT_ONLY=a,b,… (some sections), AUDIT_NO_DOC=1 (print only).
 */
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { BenchServer, ROOT } from '../bench/lib/server';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';
import * as OTPAuth from 'otpauth';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../src/server/staff/demo-accounts';

const PORT = Number(process.env.AUDIT_PORT ?? 3160);
const ATTEMPTS = Number(process.env.AUDIT_ATTEMPTS ?? 25);
const FUZZ_PER_ROUTE = Number(process.env.AUDIT_FUZZ_PER_ROUTE ?? 8);
const TIMING_SAMPLES = Number(process.env.AUDIT_TIMING_SAMPLES ?? 15);
const WAPITI_SECONDS = Number(process.env.AUDIT_WAPITI_SECONDS ?? 600);
const DOC = path.join(ROOT, 'docs', 'security.md');
const START = '<!-- audit:security:start -->';
const END = '<!-- audit:security:end -->';
const PASSWORD = 'Audit-password-123';
const EVIL = 'evil.example';
const log = (line: string) => console.log(`[audit] ${line}`);

// ---------------------------------------------------------------------------------------------
// HTTP

/** A caller's address as the load balancer writes it: one hop, or a forged value before it. */
let callers = 0;
const newCaller = () => {
  const n = ++callers;
  return `198.51.${(n >> 8) & 255}.${n & 255}`;
};

interface Sent {
  status: number;
  headers: Headers;
  text: string;
  ms: number;
}

interface Call {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** A raw body (sent as is, with the content type given in headers). */
  raw?: string | FormData | URLSearchParams;
  cookie?: string;
  origin?: string | null;
  xff?: string;
}

let base = '';
let adminToken = '';

async function send(pathOrUrl: string, call: Call = {}): Promise<Sent> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.cookie) headers.cookie = call.cookie;
  if (call.origin) headers.origin = call.origin;
  headers['x-forwarded-for'] = call.xff ?? newCaller();
  let body: string | FormData | URLSearchParams | undefined = call.raw;
  if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers['content-type'] ??= 'application/json';
  }
  const started = performance.now();
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(new URL(pathOrUrl, base), { method: call.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, ms: performance.now() - started };
    } catch (error) {
      if (attempt >= 1) return { status: 0, headers: new Headers(), text: String(error), ms: performance.now() - started };
    }
  }
}

/** A request with a Host of our choosing (fetch keeps the URL's). */
function sendWithHost(pathname: string, host: string, headers: Record<string, string>, body: string): Promise<number> {
  const target = new URL(base);
  return new Promise((resolve) => {
    const request = http.request({ hostname: target.hostname, port: target.port, path: pathname, method: 'POST', headers: { ...headers, host, 'content-length': Buffer.byteLength(body) } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

const cookiesOf = (response: Sent) => response.headers.getSetCookie().map((c) => c.split(';')[0]!).filter((c) => !/=$/.test(c));
const mergeCookies = (...jars: string[]) => {
  const all = new Map<string, string>();
  for (const jar of jars) for (const pair of jar.split('; ').filter(Boolean)) all.set(pair.slice(0, pair.indexOf('=')), pair);
  return [...all.values()].join('; ');
};
const json = <T>(response: Sent): T | null => {
  try {
    return JSON.parse(response.text) as T;
  } catch {
    return null;
  }
};
const admin = () => ({ authorization: `Bearer ${adminToken}` });
const cell = (value: string | number) => String(value).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (value: string) => `\`${value.replace(/`/g, 'ˋ').replace(/\n/g, '\\n').replace(/\t/g, '\\t').replace(/\r/g, '\\r').replace(/\|/g, '\\|')}\``;
function table(head: string[], rows: (string | number)[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n');
}
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

// ---------------------------------------------------------------------------------------------
// Accounts, orders and operators, made the way a shopper and an operator make them

/** The newest e-mail of this kind to this address, read as operators read the outbox. */
async function lastEmail(to: string, kind: string, after = 0): Promise<{ text: string } | null> {
  for (let i = 0; i < 40; i++) {
    const response = await send(`/api/admin/outbox?to=${encodeURIComponent(to)}&limit=10`, { headers: admin() });
    const emails = json<{ emails: { kind: string; text: string; createdAt?: string; id?: string }[] }>(response)?.emails ?? [];
    const found = emails.filter((e) => e.kind === kind);
    if (found.length > after) return found[0]!;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}
async function emailCount(to: string, kind: string): Promise<number> {
  const response = await send(`/api/admin/outbox?to=${encodeURIComponent(to)}&limit=50`, { headers: admin() });
  return (json<{ emails: { kind: string }[] }>(response)?.emails ?? []).filter((e) => e.kind === kind).length;
}

async function quietContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, extraHTTPHeaders: { 'x-forwarded-for': newCaller() } });
  await context.addCookies([{ name: 'cookieConsent', value: `v1.f0a0m0.${Math.floor(Date.now() / 1000)}`, url: base }]);
  await context.addInitScript(() => {
    localStorage.setItem('hideModal', 'true');
    localStorage.setItem('emailPromoClosed', 'true');
    localStorage.setItem('redline.chat.proactiveShownAt', String(Date.now()));
  });
  return context;
}

/** Registers through the sign-in page and its e-mailed code (as tests/e2e/accounts.ts does). */
async function register(browser: Browser, email: string): Promise<void> {
  const context = await quietContext(browser);
  const page = await context.newPage();
  try {
    await page.goto('/signin');
    const form = page.getByTestId('register-panel');
    await form.getByLabel('First name').fill('Audit');
    await form.getByLabel('Last name').fill('Shopper');
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('signin-notice').waitFor();
    const mail = await lastEmail(email, 'signInCode');
    const codeSent = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!codeSent) throw new Error(`no sign-in code reached ${email}`);
    await page.getByLabel('6-digit code').fill(codeSent);
    await page.getByRole('button', { name: 'Sign in with code' }).click();
    await page.waitForURL(/\/user\/myAccount/);
  } finally {
    await context.close();
  }
}

/** A fresh session of this member, signed in through better-auth's endpoint. */
async function signIn(email: string): Promise<string> {
  const response = await send('/api/auth/sign-in/email', { body: { email, password: PASSWORD }, origin: base });
  const cookie = cookiesOf(response).join('; ');
  if (response.status !== 200 || !cookie.includes('session_token')) throw new Error(`sign-in of ${email} answered ${response.status}: ${response.text.slice(0, 200)}`);
  return cookie;
}

/** A guest's order, placed through the API the checkout page uses; its number and ZIP code. */
async function placeOrder(browser: Browser): Promise<{ orderNumber: string; zip: string }> {
  const context = await quietContext(browser);
  const page = await context.newPage();
  try {
    await page.goto('/parts/brakes');
    await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
    await page.getByTestId('cart-badge').filter({ hasText: '1' }).waitFor();
    const address = { firstName: 'Ana', lastName: 'Díaz', address1: '100 Congress Ave', address2: '', city: 'Austin', state: 'TX', zipCode: '78701', phoneNumber: '5125550100' };
    const token = (await (await page.request.post('/payments/sandbox/v1/tokens', { headers: { origin: base }, data: { number: '4242424242424242', expiry: '12/30', cvc: '123' } })).json()) as { token: string };
    const commit = await page.request.post('/ecomm/b2c/v3/order/commit?locale=en-US', {
      headers: { 'Idempotency-Key': crypto.randomUUID(), origin: base },
      data: { email: 'ana@example.com', phoneNumber: address.phoneNumber, billingAddress: address, shippingAddress: address, shippingMethod: 'regular', cardToken: token.token },
    });
    if (commit.status() !== 201) throw new Error(`order commit answered ${commit.status()}: ${(await commit.text()).slice(0, 200)}`);
    return { orderNumber: ((await commit.json()) as { orderNumber: string }).orderNumber, zip: address.zipCode };
  } finally {
    await context.close();
  }
}

/** The hidden fields of the server-rendered form whose action this is (what a browser without JavaScript posts). */
async function actionForm(pagePath: string, marker: RegExp, cookie?: string): Promise<{ fields: [string, string][]; cookie: string } | null> {
  const page = await send(pagePath, { cookie });
  const forms = page.text.match(/<form\b[\s\S]*?<\/form>/g) ?? [];
  const form = forms.find((f) => marker.test(f) && /\$ACTION_/.test(f));
  if (!form) return null;
  const fields: [string, string][] = [];
  for (const input of form.match(/<input\b[^>]*>/g) ?? []) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (!name || (!name.startsWith('$ACTION') && !/type="hidden"/.test(input))) continue;
    const value = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? '';
    fields.push([decodeEntities(name), decodeEntities(value)]);
  }
  return { fields, cookie: cookiesOf(page).join('; ') };
}
const decodeEntities = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Posts a server action's form as a browser without JavaScript does. */
async function postAction(pagePath: string, form: { fields: [string, string][] }, values: Record<string, string>, call: Call = {}): Promise<Sent> {
  const data = new FormData();
  for (const [name, value] of form.fields) if (!(name in values)) data.append(name, value);
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return send(pagePath, { ...call, method: 'POST', raw: data });
}

/**
 * A staff session cookie, from the /ops sign-in forms (decision 052): the demo administrator's
 * e-mail and `password`, then the TOTP code of the current step (each step signs in once: when it
 * is spent, the next step's, else a wait for a new step).
 */
async function opsSignIn(password: string, xff: string): Promise<{ status: number; cookie: string; text: string }> {
  const admin = DEMO_STAFF.find((member) => member.role === 'administrator')!;
  const form = await actionForm('/ops/signin', /name="password"/);
  if (!form) return { status: 0, cookie: '', text: 'no sign-in form' };
  const first = await postAction('/ops/signin', form, { email: admin.email, password }, { origin: base, xff, cookie: form.cookie });
  const pending = cookiesOf(first).filter((c) => /^redline\.ops\.pending=/.test(c)).join('; ');
  if (!pending) return { status: first.status, cookie: '', text: first.text };
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(admin.totpSecret), digits: 6, period: 30 });
  // A code is good once (the run before may have spent this step's and the next): the current
  // one, else the next, else the current one of each following step, up to three.
  for (const attempt of [0, 1, 2, 3, 4]) {
    if (attempt >= 2) await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
    const codeForm = await actionForm('/ops/signin', /name="code"/, pending);
    if (!codeForm) return { status: 0, cookie: '', text: 'no code form' };
    const code = totp.generate({ timestamp: Date.now() + (attempt === 1 ? 30_000 : 0) });
    const response = await postAction('/ops/signin', codeForm, { code }, { origin: base, xff, cookie: mergeCookies(pending, codeForm.cookie) });
    const cookie = cookiesOf(response).filter((c) => /^redline\.ops=/.test(c)).join('; ');
    if (cookie) return { status: response.status, cookie, text: response.text };
  }
  return { status: 401, cookie: '', text: 'the code was refused' };
}

// ---------------------------------------------------------------------------------------------
// (a) The Origin check on every mutating route and a few server actions

const MUTATING = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof MUTATING)[number] | 'GET';

interface RouteFile {
  /** The URL pattern, e.g. /ecomm/b2c/v1/vehicles/garage/[key]. */
  pattern: string;
  methods: Method[];
  /** Query parameter names the handler reads by name. */
  query: string[];
}

/** Every route.ts under src/app, with the HTTP methods it exports and the query names it reads. */
export function routeFiles(appDir = path.join(ROOT, 'src', 'app')): RouteFile[] {
  const found: RouteFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'route.ts') {
        const source = fs.readFileSync(full, 'utf8');
        const methods = new Set<Method>();
        for (const m of source.matchAll(/export\s+(?:async\s+)?(?:function|const)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)) methods.add(m[1] as Method);
        for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) for (const name of m[1]!.split(',').map((s) => s.trim().split(/\s+as\s+/).pop()!)) if (/^(GET|POST|PUT|PATCH|DELETE)$/.test(name)) methods.add(name as Method);
        const query = [...new Set([...source.matchAll(/searchParams\.get\('([A-Za-z_]+)'\)/g)].map((m) => m[1]!))];
        const pattern = `/${path.relative(appDir, dir).split(path.sep).filter((s) => !/^\(.*\)$/.test(s)).join('/')}`;
        found.push({ pattern, methods: [...methods], query });
      }
    }
  };
  walk(appDir);
  return found;
}

/** A harmless value for a dynamic segment, by its name. */
function sampleSegment(name: string): string {
  if (name === '...all') return 'sign-in/email';
  if (name === 'locale') return 'en-US';
  if (name === 'vin') return '1HGCM82633A004352';
  if (name === 'rewardsLoyaltyCardNumber') return '00000000000';
  if (name === 'kind') return 'products';
  if (name === 'file') return 'x.jpg';
  if (name === 'name') return 'products-1.xml';
  return 'audit-0';
}
const fillPattern = (pattern: string, value: (name: string) => string) => pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => value(name));

interface Session {
  shopper: string;
  ops: string;
}

/** Cookies and headers a real client of this route would send. */
function credentials(pattern: string, session: Session, fresh?: string): Record<string, string> {
  if (pattern.startsWith('/api/admin')) return admin();
  if (pattern.startsWith('/ops')) return { cookie: session.ops };
  return { cookie: fresh ?? session.shopper };
}

type Variant = 'same' | 'foreign' | 'none';
const VARIANTS: Variant[] = ['same', 'foreign', 'none'];
const originFor = (variant: Variant) => (variant === 'same' ? base : variant === 'foreign' ? `https://${EVIL}` : null);

async function originTable(routes: RouteFile[], session: Session, signInFresh: () => Promise<string>, browserForms: ActionCase[]): Promise<{ markdown: string; summary: string }> {
  const rows: (string | number)[][] = [];
  let foreignAccepted = 0;
  let noneAccepted = 0;
  let total = 0;
  for (const route of routes) {
    for (const method of route.methods.filter((m): m is (typeof MUTATING)[number] => (MUTATING as readonly string[]).includes(m))) {
      const url = fillPattern(route.pattern, sampleSegment);
      const statuses: number[] = [];
      for (const variant of VARIANTS) {
        // Signing out ends the session it is sent: those get a session of their own.
        const ends = /logout|sign-out|\[\.\.\.all\]/.test(route.pattern);
        const { cookie, ...headers } = credentials(route.pattern, session, ends ? await signInFresh() : undefined);
        const body = route.pattern === '/api/auth/[...all]' ? { email: 'nobody@example.com', password: 'not-the-password' } : {};
        const response = await send(url, { method, body, cookie, headers, origin: originFor(variant) });
        statuses.push(response.status);
      }
      total++;
      if (statuses[1] !== 403) foreignAccepted++;
      if (statuses[2] !== 403) noneAccepted++;
      rows.push([`${method} ${code(route.pattern)}`, ...statuses]);
    }
  }
  for (const action of browserForms) {
    const statuses: number[] = [];
    for (const variant of VARIANTS) statuses.push(await action.run(variant));
    total++;
    if (statuses[1] !== 403) foreignAccepted++;
    if (statuses[2] !== 403) noneAccepted++;
    rows.push([`server action ${code(action.name)} (${action.page})`, ...statuses]);
  }
  const markdown = [
    'Each mutating route with a shopper’s session cookie (the operators’ token for `/api/admin`, the operators’ session for `/ops`) and an empty JSON body; server actions posted as a browser without JavaScript posts their form. 403 is the refusal; anything else means the request reached the handler (400: its input was checked).',
    '',
    table(['route', 'same Origin', `Origin https://${EVIL}`, 'no Origin'], rows),
  ].join('\n');
  return { markdown, summary: `${total} mutating routes and actions: a foreign Origin was refused (403) on ${total - foreignAccepted}, no Origin on ${total - noneAccepted}` };
}

/** A store's own page (it has "Set as my store"), found by following the locator's links: state, city, store. */
async function storePage(): Promise<string> {
  let at = '/store';
  for (let hop = 0; hop < 3 && at.split('/').length < 5; hop++) {
    const links = [...(await send(at)).text.matchAll(/href="(\/store(?:\/[^"/?#]+){1,3})"/g)].map((m) => m[1]!);
    const next = links.find((href) => href.split('/').length === 5) ?? links.find((href) => href.split('/').length > at.split('/').length);
    if (!next) break;
    at = next;
  }
  return at;
}

interface ActionCase {
  name: string;
  page: string;
  run: (variant: Variant) => Promise<number>;
}

/** A few server actions, posted from their own page's form with each Origin. */
function actionCases(session: Session): ActionCase[] {
  const make = (name: string, page: string | (() => Promise<string>), marker: RegExp, values: Record<string, string>, cookie?: string): ActionCase => ({
    name,
    page: typeof page === 'string' ? page : 'a store’s page',
    run: async (variant) => {
      const where = typeof page === 'string' ? page : await page();
      const form = await actionForm(where, marker, cookie);
      if (!form) return 0;
      const response = await postAction(where, form, values, { origin: originFor(variant), cookie: mergeCookies(cookie ?? '', form.cookie) });
      return response.status;
    },
  });
  return [
    make('signInAction', '/signin', /name="password"/, { email: 'nobody@example.com', password: 'not-the-password', locale: 'en-US', redirectTo: '' }),
    make('setStoreAction', storePage, /name="storeNumber"/, {}, session.shopper),
    make('checkGiftCardBalanceAction', '/giftCard/cardBalance', /name="pin"/, { cardNumber: '6006491200000013', pin: '1234', locale: 'en-US' }),
    make('opsSignInAction', '/ops/signin', /name="password"/, { email: 'nobody@staff.example', password: 'not-the-password' }),
  ];
}

// ---------------------------------------------------------------------------------------------
// (b) Lockouts: can an attacker's failures keep the owner out?

const ATTACKER = '203.0.113.66';
let forged = 0;
/** The attacker's X-Forwarded-For: the load balancer's hop for the attacker, after a forged one that changes every call when forging. */
const attackerXff = (forge: boolean) => (forge ? `10.${(++forged >> 8) & 255}.${forged & 255}.7, ${ATTACKER}` : ATTACKER);

interface LockoutCase {
  target: string;
  /** One wrong attempt by the attacker; its status. */
  wrong: (xff: string) => Promise<number>;
  /** The owner's correct attempt from their own address; its status and whether it let them in. */
  right: (xff: string) => Promise<{ status: number; ok: boolean }>;
}

async function lockoutTable(cases: { forge: boolean; make: () => Promise<LockoutCase[]> }[]): Promise<{ markdown: string; summary: string }> {
  const rows: (string | number)[][] = [];
  let lockedOut = 0;
  let total = 0;
  for (const { forge, make } of cases) {
    for (const c of await make()) {
      const statuses = new Map<number, number>();
      let firstRefused = 0;
      for (let i = 1; i <= ATTEMPTS; i++) {
        const status = await c.wrong(attackerXff(forge));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (!firstRefused && (status === 429 || status === 423)) firstRefused = i;
      }
      const owner = await c.right(newCaller());
      total++;
      if (!owner.ok) lockedOut++;
      const answered = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(', ');
      rows.push([c.target, forge ? 'forged, new each call' : 'none', answered, firstRefused ? `from attempt ${firstRefused}` : 'never', owner.status, owner.ok ? 'yes' : '**no: locked out**']);
    }
  }
  const markdown = [
    `The attacker (${ATTACKER} at the load balancer) makes ${ATTEMPTS} wrong attempts, without and with a forged \`X-Forwarded-For\` hop before its own; then the owner, from their own address, makes the correct attempt. Each forging run uses a different card, account, order or member, so the first run's counts do not carry over (the operators' token is one).`,
    '',
    table(['target', 'forged X-Forwarded-For', 'attacker’s answers (status×count)', 'attacker slowed (429/423)', 'owner’s correct attempt', 'owner gets in'], rows),
  ].join('\n');
  return { markdown, summary: `lockouts: the owner got in after the attacker's failures in ${total - lockedOut} of ${total} cases` };
}

interface Fixtures {
  victims: [string, string];
  attacker: string;
  orders: [{ orderNumber: string; zip: string }, { orderNumber: string; zip: string }];
}

const GIFT_CARDS = [
  { number: '6006491234567890', pin: '1234' },
  { number: '6006491200000005', pin: '5678' },
];
const MEMBERS = [
  { lastName: 'Martinez', telephoneNumber: '5125550142', answer: 'Honda' },
  { lastName: 'Martinez', telephoneNumber: '2105550178', answer: 'El Paso' },
];

/** A seeded rewards member's profileKey for this shopper, as the rewards lookup shows it. */
async function profileKey(cookie: string, member: (typeof MEMBERS)[number], xff: string): Promise<{ key: string | null; status: number }> {
  const search = await send('/ecomm/b2c/customer/v1/search?locale=en-US', { cookie, origin: base, xff, body: { customerData: { lastName: member.lastName, telephoneNumber: member.telephoneNumber, emailAddress: '', postalCode: '' } } });
  const found = JSON.stringify(json(search) ?? {});
  const key = /"profileKey":"([^"]+)"/.exec(found)?.[1] ?? null;
  if (!key) return { key, status: search.status };
  const validate = await send('/ecomm/b2c/v1/currentUser/rewards/validate?locale=en-US', { cookie, origin: base, xff, body: { profileKey: key } });
  return { key: validate.status === 200 ? key : null, status: validate.status };
}

function lockoutCases(f: Fixtures, run: 0 | 1): () => Promise<LockoutCase[]> {
  return async () => {
    const card = GIFT_CARDS[run]!;
    const victim = f.victims[run];
    const order = f.orders[run];
    const member = MEMBERS[run]!;
    const attackerCookie = await signIn(f.attacker);
    const attackerKey = await profileKey(attackerCookie, member, newCaller());
    return [
      {
        target: `gift-card PIN (card …${card.number.slice(-4)})`,
        wrong: async (xff) => (await send('/ecomm/b2c/v1/giftcard/balance?locale=en-US', { origin: base, xff, body: { cardNumber: card.number, pin: card.pin === '0000' ? '1111' : '0000' } })).status,
        right: async (xff) => {
          const r = await send('/ecomm/b2c/v1/giftcard/balance?locale=en-US', { origin: base, xff, body: { cardNumber: card.number, pin: card.pin } });
          return { status: r.status, ok: r.status === 200 };
        },
      },
      {
        target: 'password sign-in (`/api/auth/sign-in/email`)',
        wrong: async (xff) => (await send('/api/auth/sign-in/email', { origin: base, xff, body: { email: victim, password: 'Wrong-password-1' } })).status,
        right: async (xff) => {
          const r = await send('/api/auth/sign-in/email', { origin: base, xff, body: { email: victim, password: PASSWORD } });
          return { status: r.status, ok: r.status === 200 && cookiesOf(r).some((c) => c.includes('session_token')) };
        },
      },
      {
        target: 'order lookup (track order)',
        wrong: async (xff) => (await send('/ecomm/b2c/v1/order/lookup', { origin: base, xff, body: { orderNumber: order.orderNumber, emailOrZip: '99999' } })).status,
        right: async (xff) => {
          const r = await send('/ecomm/b2c/v1/order/lookup', { origin: base, xff, body: { orderNumber: order.orderNumber, emailOrZip: order.zip } });
          return { status: r.status, ok: r.status === 200 };
        },
      },
      {
        target: 'operators’ token (`/api/admin` bearer)',
        wrong: async (xff) => (await send('/api/admin/outbox?limit=1', { xff, headers: { authorization: `Bearer wrong-${crypto.randomUUID()}` } })).status,
        right: async (xff) => {
          const r = await send('/api/admin/outbox?limit=1', { xff, headers: admin() });
          return { status: r.status, ok: r.status === 200 };
        },
      },
      {
        target: 'a staff member’s password (`/ops/signin` form)',
        wrong: async (xff) => {
          const r = await opsSignIn(`wrong-${crypto.randomUUID()}`, xff);
          return /Too many tries/.test(r.text) ? 429 : r.status;
        },
        right: async (xff) => {
          const r = await opsSignIn(DEMO_STAFF_PASSWORD, xff);
          return { status: r.status, ok: r.cookie.length > 0 };
        },
      },
      {
        target: `rewards security answer (member …${member.telephoneNumber.slice(-4)})`,
        wrong: async (xff) => {
          if (!attackerKey.key) return attackerKey.status;
          return (await send('/ecomm/b2c/v1/currentUser/rewards/securityQuestion?locale=en-US', { cookie: attackerCookie, origin: base, xff, body: { profileKey: attackerKey.key, answer: 'Wrong answer' } })).status;
        },
        right: async (xff) => {
          const cookie = await signIn(victim);
          const key = await profileKey(cookie, member, xff);
          if (!key.key) return { status: key.status, ok: false };
          const r = await send('/ecomm/b2c/v1/currentUser/rewards/securityQuestion?locale=en-US', { cookie, origin: base, xff, body: { profileKey: key.key, answer: member.answer } });
          return { status: r.status, ok: r.status === 200 };
        },
      },
    ];
  };
}

// ---------------------------------------------------------------------------------------------
// (c) The password-reset link's host under forged headers

async function resetLinkTable(browser: Browser, email: string): Promise<{ markdown: string; summary: string }> {
  const rows: string[][] = [];
  let poisoned = 0;
  const linkHost = async (before: number): Promise<string> => {
    const mail = await lastEmail(email, 'passwordReset', before);
    const url = mail && /https?:\/\/[^\s"'<>)]+/.exec(mail.text)?.[0];
    return url ? new URL(url).host : '(no e-mail)';
  };
  const record = (how: string, status: number | string, host: string) => {
    const bad = host.includes(EVIL);
    if (bad) poisoned++;
    rows.push([how, String(status), code(host), bad ? '**no: the attacker’s host**' : host === '(no e-mail)' ? 'no e-mail sent' : 'yes']);
  };
  const api = async (headers: Record<string, string>) => {
    const before = await emailCount(email, 'passwordReset');
    const r = await send('/api/auth/request-password-reset', { origin: base, headers, body: { email, redirectTo: '/resetPassword' } });
    return { status: r.status, host: await linkHost(before) };
  };
  let r = await api({ 'x-forwarded-host': EVIL });
  record(`\`/api/auth/request-password-reset\`, \`X-Forwarded-Host: ${EVIL}\``, r.status, r.host);
  r = await api({ 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' });
  record(`the same, with \`X-Forwarded-Proto: https\``, r.status, r.host);
  {
    const before = await emailCount(email, 'passwordReset');
    const status = await sendWithHost('/api/auth/request-password-reset', EVIL, { 'content-type': 'application/json', origin: base, 'x-forwarded-for': newCaller() }, JSON.stringify({ email, redirectTo: '/resetPassword' }));
    record(`\`/api/auth/request-password-reset\`, \`Host: ${EVIL}\``, status, await linkHost(before));
  }
  {
    // The sign-in page's "forgot password" form (a server action), from a browser sending the forged header.
    const context = await quietContext(browser);
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': newCaller(), 'x-forwarded-host': EVIL });
    const page = await context.newPage();
    const before = await emailCount(email, 'passwordReset');
    let status = 'sent';
    try {
      await page.goto('/signin');
      const panel = page.getByTestId('signin-panel');
      await panel.getByRole('button', { name: 'Forgot your password?' }).click();
      await panel.getByLabel('E-mail').fill(email);
      const answered = page.waitForResponse((response) => response.request().method() === 'POST', { timeout: 15_000 });
      await panel.getByRole('button', { name: 'Send reset link' }).click();
      status = String((await answered).status());
    } catch (error) {
      status = `form not reached: ${(error as Error).message.split('\n')[0]}`;
    }
    record(`sign-in page’s forgot-password form (server action), \`X-Forwarded-Host: ${EVIL}\``, status, await linkHost(before));
    await context.close();
  }
  const markdown = [
    `Reset requests for a member's address with forged headers; the host of the link in the e-mail that reaches the outbox. This server runs with \`SITE_URL\`, as production must (it refuses to start without it), which fixes every link's host whatever the headers say; the demo without it uses the request's own host.`,
    '',
    table(['request', 'status', 'link host', 'on the site'], rows),
  ].join('\n');
  return { markdown, summary: `reset links: ${poisoned} of ${rows.length} pointed at ${EVIL}` };
}

// ---------------------------------------------------------------------------------------------
// (d) Redirects after sign-in

const REDIRECT_PAYLOADS = ['/.//evil.example', '/..//evil.example', '/a/..//evil.example', '/%2e//evil.example', 'https://evil.example', '//evil.example', '/\\evil.example', '\\\\evil.example', '/\t/evil.example', 'https:\\\\evil.example'];

async function redirectTable(email: string): Promise<{ markdown: string; summary: string }> {
  const cookie = await signIn(email);
  const rows: string[][] = [];
  let offSite = 0;
  const site = new URL(base).origin;
  const verdict = (location: string) => {
    if (!location) return 'no redirect';
    const target = new URL(location, site);
    const browserReads = /^[/\\]{2}|^[a-z][a-z0-9+.-]*:/i.test(location) ? target.origin : site;
    return target.origin === site && browserReads === site ? 'yes' : '**no: off the site**';
  };
  for (const payload of REDIRECT_PAYLOADS) {
    const r = await send(`/signin?redirect_url=${encodeURIComponent(payload)}`, { cookie });
    const location = r.headers.get('location') ?? '';
    const v = verdict(location);
    if (v !== 'yes' && v !== 'no redirect') offSite++;
    rows.push([code(payload), String(r.status), code(location), v]);
  }
  {
    const r = await send('/api/auth/sign-in/email', { origin: base, body: { email, password: PASSWORD, callbackURL: `https://${EVIL}/` } });
    const location = r.headers.get('location') ?? (/"url":"([^"]*)"/.exec(r.text)?.[1] ?? '');
    const accepted = r.status === 200 && location.includes(EVIL);
    if (accepted) offSite++;
    rows.push([`\`/api/auth/sign-in/email\` with \`callbackURL: https://${EVIL}/\``, String(r.status), code(location || '(none)'), accepted ? '**no: off the site**' : 'yes']);
  }
  const markdown = [
    'A signed-in member opens `/signin?redirect_url=…` (the sign-in action sends a member who just signed in the same way); the `Location` answered. A `Location` the browser would resolve off this origin is a failure.',
    '',
    table(['redirect_url', 'status', 'Location', 'stays on the site'], rows),
  ].join('\n');
  return { markdown, summary: `redirects: ${offSite} of ${rows.length} payloads left the site` };
}

// ---------------------------------------------------------------------------------------------
// (e) Fuzz: hostile values in path segments, query parameters and bodies

/** Values that have broken parsers somewhere: quotes, markup, NUL and control bytes, broken escapes, huge and odd numbers, traversal. */
export const HOSTILE = [
  "'",
  '"><svg onload=alert(1)>',
  '\u0000',
  'a\u0000b',
  '%00',
  '%',
  '%E0%A4%A',
  '../../../../etc/passwd',
  "' OR '1'='1' --",
  '-1',
  '1e309',
  'NaN',
  '9'.repeat(40),
  'x'.repeat(5000),
  '\r\nSet-Cookie: audit=1',
  '{{7*7}}${7*7}',
  '\u202e\ud83d\ude97',
  '\ud800',
  '[]',
  '__proto__',
];
/** Broken or double escapes, put into the URL as they are (not encoded again): the server's own decoding meets them. */
export const RAW_ESCAPES = ['%', '%E0%A4%A', '%00', '%C0%AF', '%ZZ', '%2e%2e%2f%2e%2e%2f'];
/** Query parameter names most routes and pages read (besides the ones a handler reads by name). */
const COMMON_QUERY = ['locale', 'q', 'page', 'limit', 'id'];
const HOSTILE_BODIES: unknown[] = ['[]', 'null', '"text"', '{"a":', '1e999', ['deep'], { __proto__: { admin: true } }];
const FIELD_NAMES = ['email', 'password', 'orderNumber', 'emailOrZip', 'cardNumber', 'pin', 'skuId', 'quantity', 'lineId', 'storeNumber', 'profileKey', 'answer', 'message', 'text', 'name', 'phoneNumber', 'zipCode', 'vehicleKey', 'event'];
const PAGES = [
  { path: '/searchresult', query: ['searchText', 'page', 'sort'] },
  { path: '/parts/brakes', query: ['sort', 'page', 'brand', 'minPrice', 'maxPrice'] },
  { path: '/es-MX/parts/brakes', query: ['brand', 'minPrice'] },
  { path: '/signin', query: ['redirect_url'] },
  { path: '/trackOrder', query: ['orderNumber'] },
  { path: '/orderConfirmation', query: ['orderNumber'] },
  { path: '/products/[slug]', query: [] },
  { path: '/p/[slug]', query: [] },
  { path: '/brands/[brandName]', query: [] },
  { path: '/store/[state]/[city]/[storeNumber]', query: [] },
  { path: '/deals/[path]', query: [] },
  { path: '/contactus/[topic]', query: [] },
];

/** encodeURIComponent, except that a lone surrogate is sent as its three raw bytes (WTF-8) instead of throwing. */
export function encodeHostile(value: string): string {
  return value.replace(/[\s\S]/gu, (ch) => {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    return encodeURIComponent(ch);
  });
}

interface FuzzRequest {
  method: Method;
  url: string;
  body?: string;
  pattern: string;
}

/** Each value in turn, spread over the route's slots (segments, query names, body): FUZZ_PER_ROUTE requests per route and method. */
function fuzzRequests(routes: RouteFile[]): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  let turn = 0;
  const values = [...HOSTILE.map((v) => ({ v, raw: false })), ...RAW_ESCAPES.map((v) => ({ v, raw: true }))];
  const value = () => values[turn++ % values.length]!;
  const targets = [
    ...routes.flatMap((r) => r.methods.map((method) => ({ method, pattern: r.pattern, query: [...new Set([...r.query, ...COMMON_QUERY])] }))),
    ...PAGES.map((p) => ({ method: 'GET' as Method, pattern: p.path, query: [...p.query, 'locale'] })),
  ];
  for (const target of targets) {
    const segments = [...target.pattern.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!);
    const slots: string[] = [...segments.map((s) => `segment:${s}`), ...target.query.map((q) => `query:${q}`), ...(target.method === 'GET' ? [] : ['body', 'body-fields'])];
    for (let i = 0; i < FUZZ_PER_ROUTE; i++) {
      const slot = slots[i % slots.length]!;
      const { v, raw } = value();
      const inUrl = raw ? v : encodeHostile(v);
      const url = fillPattern(target.pattern, (name) => (slot === `segment:${name}` ? inUrl : sampleSegment(name)));
      const query = slot.startsWith('query:') ? `?${slot.slice(6)}=${inUrl}` : '';
      let body: string | undefined;
      if (target.method !== 'GET') {
        if (slot === 'body') body = (() => {
          const b = HOSTILE_BODIES[i % HOSTILE_BODIES.length];
          return typeof b === 'string' ? b : JSON.stringify(b);
        })();
        else body = JSON.stringify(Object.fromEntries(FIELD_NAMES.map((f, n) => [f, n % 3 === 0 ? v : n % 3 === 1 ? [v] : { value: v }])));
      }
      requests.push({ method: target.method, url: `${url}${query}`, body, pattern: target.pattern });
    }
  }
  return requests;
}

async function fuzzTable(routes: RouteFile[], session: Session): Promise<{ markdown: string; summary: string }> {
  const requests = fuzzRequests(routes);
  const byClass = new Map<string, number>();
  const failures: string[][] = [];
  for (const request of requests) {
    // Sign-out routes get no session (they would end the one the other requests use).
    const ends = /logout|\[\.\.\.all\]/.test(request.pattern);
    const { cookie, ...headers } = ends ? {} : credentials(request.pattern, session);
    const r = await send(request.url, { method: request.method, cookie, headers: { ...headers, ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}) }, origin: base, raw: request.body });
    const cls = r.status === 0 ? 'no answer' : `${Math.floor(r.status / 100)}xx`;
    byClass.set(cls, (byClass.get(cls) ?? 0) + 1);
    if (r.status >= 500 || r.status === 0) failures.push([`${request.method} ${code(request.url.length > 120 ? `${request.url.slice(0, 117)}...` : request.url)}`, request.body ? code(request.body.length > 80 ? `${request.body.slice(0, 77)}...` : request.body) : '', r.status ? String(r.status) : 'no answer']);
  }
  const counts = [...byClass].sort().map(([c, n]) => `${c}: ${n}`).join(', ');
  const serverErrors = failures.length;
  const markdown = [
    `${requests.length} requests (${FUZZ_PER_ROUTE} per route and method, and per page): each of ${HOSTILE.length} hostile values (and ${RAW_ESCAPES.length} broken escapes left as they are) in turn in a path segment, a query parameter, the JSON body, or every common field of it; with the session, token or cookie the route expects, a same Origin and a new caller address each (so that rate limits do not hide anything). Answers: ${counts} ("no answer": none within 30 s, or the connection dropped).`,
    '',
    serverErrors ? table(['request', 'body', 'status'], failures.slice(0, 40)) : 'No 5xx and no dropped connection.',
    serverErrors > 40 ? `\n…and ${serverErrors - 40} more.` : '',
  ].join('\n');
  return { markdown, summary: `fuzz: ${requests.length} requests, ${serverErrors} answered 5xx or not at all` };
}

// ---------------------------------------------------------------------------------------------
// (f) Security headers

const HEADERS = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'x-powered-by'];

async function headerTable(session: Session): Promise<{ markdown: string; summary: string }> {
  const targets = [
    { name: 'page `/`', url: '/', cookie: undefined as string | undefined },
    { name: 'page `/signin`', url: '/signin', cookie: undefined },
    { name: 'API `/ecomm/b2c/v1/currentUser`', url: '/ecomm/b2c/v1/currentUser', cookie: session.shopper },
    { name: 'operators’ page `/ops/outbox`', url: '/ops/outbox', cookie: session.ops },
    { name: 'card frame `/payments/sandbox/card-frame`', url: '/payments/sandbox/card-frame', cookie: undefined },
  ];
  const rows: string[][] = [];
  let missing = 0;
  for (const target of targets) {
    const r = await send(target.url, { cookie: target.cookie });
    const row = [target.name, String(r.status)];
    for (const name of HEADERS) {
      const value = r.headers.get(name);
      if (name === 'x-powered-by') row.push(value ? `**present: ${value}**` : 'absent');
      else if (!value) {
        missing++;
        row.push('**absent**');
      } else if (name === 'content-security-policy') {
        const notes = [/'nonce-/.test(value) ? 'nonce' : '', /script-src[^;]*'unsafe-inline'/.test(value) && !/'nonce-|'strict-dynamic'/.test(value) ? '**script unsafe-inline**' : '', /frame-ancestors/.test(value) ? 'frame-ancestors' : '', /object-src 'none'/.test(value) ? "object-src 'none'" : ''].filter(Boolean);
        row.push(`present (${notes.join(', ') || 'see value'})`);
      } else row.push(code(value.length > 60 ? `${value.slice(0, 57)}...` : value));
    }
    const cookies = r.headers.getSetCookie();
    row.push(cookies.length ? cookies.map((c) => `${c.split('=')[0]}: ${['HttpOnly', 'Secure', 'SameSite'].filter((flag) => new RegExp(flag, 'i').test(c)).join('/') || '**no flags**'}`).join('; ') : '—');
    rows.push(row);
  }
  return {
    markdown: ['`Secure` cookies and HSTS are expected only over HTTPS; this server is plain HTTP on localhost.', '', table(['response', 'status', ...HEADERS, 'cookies set'], rows)].join('\n'),
    summary: `headers: ${missing} expected headers absent over ${targets.length} responses`,
  };
}

// ---------------------------------------------------------------------------------------------
// (g) Sign-in timing: does a wrong password take as long as an unknown address?

async function timingTable(email: string): Promise<{ markdown: string; summary: string }> {
  const known: number[] = [];
  const unknown: number[] = [];
  const statuses = { known: new Map<number, number>(), unknown: new Map<number, number>() };
  for (let i = 0; i < TIMING_SAMPLES + 2; i++) {
    for (const which of i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
      const address = which === 'known' ? email : `nobody-${crypto.randomUUID()}@example.com`;
      const r = await send('/api/auth/sign-in/email', { origin: base, body: { email: address, password: `Wrong-${i}-password` } });
      statuses[which].set(r.status, (statuses[which].get(r.status) ?? 0) + 1);
      if (i >= 2) (which === 'known' ? known : unknown).push(r.ms);
    }
  }
  const k = median(known);
  const u = median(unknown);
  const fmt = (m: Map<number, number>) => [...m].map(([s, n]) => `${s}×${n}`).join(', ');
  return {
    markdown: [
      `${TIMING_SAMPLES} wrong-password sign-ins for an account and ${TIMING_SAMPLES} for unknown addresses, interleaved, each from a new caller address (after 2 warm-up pairs); wall time at the client on a shared 2-core machine.`,
      '',
      table(['sign-in', 'median', 'answers'], [
        ['wrong password, existing account', `${k.toFixed(0)} ms`, fmt(statuses.known)],
        ['unknown e-mail address', `${u.toFixed(0)} ms`, fmt(statuses.unknown)],
        ['difference', `${(k - u).toFixed(0)} ms (${((k / u - 1) * 100).toFixed(0)} %)`, ''],
      ]),
    ].join('\n'),
    summary: `timing: wrong password ${k.toFixed(0)} ms vs unknown address ${u.toFixed(0)} ms (median)`,
  };
}

// ---------------------------------------------------------------------------------------------
// (h) wapiti

/** wapiti's modules that matter here. Not ssrf: it needs wapiti's public endpoint (wapiti3.ovh), a third party this scan does not talk to. */
const WAPITI_MODULES = ['xss', 'permanentxss', 'sql', 'exec', 'file', 'redirect', 'crlf', 'csrf', 'http_headers', 'cookieflags', 'csp'];

function onPath(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function wapitiTable(): Promise<{ markdown: string; summary: string }> {
  if (!onPath('wapiti')) return { markdown: 'wapiti: not installed: `apt-get install wapiti` (Debian has 3.0.4), then run again.', summary: 'wapiti: not installed' };
  const version = (() => {
    try {
      return execFileSync('wapiti', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim().split('\n').pop() ?? '';
    } catch {
      return '';
    }
  })();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-wapiti-'));
  const report = path.join(dir, 'report.json');
  for (const sub of ['session', 'config']) fs.mkdirSync(path.join(dir, sub));
  // wapiti 3.0.4 bounds the crawl by --max-scan-time and each module by --max-attack-time: a quarter of the budget to crawl, the rest shared by the modules.
  const crawlSeconds = Math.floor(WAPITI_SECONDS / 4);
  const attackSeconds = Math.max(20, Math.floor((WAPITI_SECONDS - crawlSeconds) / WAPITI_MODULES.length));
  const args = [
    '-u', `${base}/`, '--scope', 'folder', '-m', WAPITI_MODULES.join(','), '-d', '3', '--max-links-per-page', '40', '--max-files-per-dir', '30',
    '--max-scan-time', String(crawlSeconds), '--max-attack-time', String(attackSeconds), '-t', '20',
    '--flush-session', '--store-session', path.join(dir, 'session'), '--store-config', path.join(dir, 'config'),
    '--no-bugreport', '-v', '1', '-f', 'json', '-o', report,
  ];
  log(`${version}: modules ${WAPITI_MODULES.join(', ')}; about ${WAPITI_SECONDS} s (${crawlSeconds} s to crawl, ${attackSeconds} s per module)...`);
  const started = Date.now();
  let found = '';
  const exit = await new Promise<number>((resolve) => {
    const child = spawn('wapiti', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let lines = 0;
    const count = (chunk: Buffer) => {
      const text = chunk.toString();
      lines += text.split('\n').length - 1;
      found = /found (\d+) URLs and forms/.exec(text)?.[1] ?? found;
    };
    child.stdout.on('data', count);
    child.stderr.on('data', count);
    const progress = setInterval(() => log(`  wapiti: ${Math.round((Date.now() - started) / 1000)} s, ${lines} lines of output`), 60_000);
    const killer = setTimeout(() => child.kill('SIGTERM'), (WAPITI_SECONDS + 300) * 1000);
    child.on('exit', (code) => {
      clearInterval(progress);
      clearTimeout(killer);
      resolve(code ?? 1);
    });
  });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  if (!fs.existsSync(report)) return { markdown: `${version} exited with ${exit} after ${minutes} min without a report.`, summary: 'wapiti: no report' };
  const parsed = JSON.parse(fs.readFileSync(report, 'utf8')) as Record<string, Record<string, { method?: string; path?: string; info?: string; parameter?: string }[]> | unknown>;
  const rows: string[][] = [];
  const findings: string[][] = [];
  let vulnerabilities = 0;
  for (const section of ['vulnerabilities', 'anomalies', 'additionals']) {
    const groups = (parsed[section] ?? {}) as Record<string, { method?: string; path?: string; info?: string; parameter?: string }[]>;
    for (const [name, list] of Object.entries(groups)) {
      if (!list.length) continue;
      if (section === 'vulnerabilities') vulnerabilities += list.length;
      rows.push([section, name, String(list.length)]);
      for (const item of list.slice(0, 8)) findings.push([name, `${item.method ?? ''} ${code(item.path ?? '')}`, cell((item.info ?? '').slice(0, 160))]);
    }
  }
  const crawled = found ? `${found} URLs and forms found` : '';
  return {
    markdown: [
      `${version} against the production build (\`--scope folder\` from \`/\`, depth 3, modules ${WAPITI_MODULES.map((m) => `\`${m}\``).join(', ')}; \`ssrf\` left out: it needs wapiti's public endpoint), ${minutes} min${crawled ? `, ${crawled}` : ''}, exit ${exit}. Each finding is explained below the table when it is not a defect.`,
      '',
      rows.length ? table(['kind', 'module', 'findings'], rows) : 'No findings: no vulnerability, anomaly or additional finding in any module.',
      findings.length ? `\n${table(['module', 'request', 'what wapiti says'], findings)}` : '',
    ].join('\n'),
    summary: `wapiti: ${vulnerabilities} vulnerabilities, ${rows.filter((r) => r[0] !== 'vulnerabilities').reduce((n, r) => n + Number(r[2]), 0)} anomalies/additionals`,
  };
}

// ---------------------------------------------------------------------------------------------
// The run, and docs/security.md

/** Replaces what is between the markers in docs/security.md (or appends a "Measured" section with them). */
export function writeMeasured(doc: string, body: string): string {
  const block = `${START}\n${body.trim()}\n${END}`;
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start !== -1 && end > start) return `${doc.slice(0, start)}${block}${doc.slice(end + END.length)}`;
  const intro = [
    '## Measured',
    '',
    '`npm run audit:security` (`scripts/audit-security.ts`) starts the production build on a throw-away database and measures what the controls above do: its tables replace what is between the markers below on each run. It measures; it does not assert (the tests in the table above do).',
  ].join('\n');
  return `${doc.replace(/\n*$/, '')}\n\n${intro}\n\n${block}\n`;
}

function commit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'messages', 'public', 'next.config.ts'], { cwd: ROOT, encoding: 'utf8' }).trim();
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return 'unknown';
  }
}

async function main() {
  let server: BenchServer | null = null;
  let browser: Browser | null = null;
  const sections: { title: string; run: () => Promise<{ markdown: string; summary: string }> }[] = [];
  const results: { title: string; markdown: string; summary: string }[] = [];
  const config = process.env.BASE_URL ? `BASE_URL ${process.env.BASE_URL}` : 'production build from `scripts/start.mjs`, throw-away embedded PostgreSQL, `TRUST_PROXY=1` (behind a load balancer that appends the caller to `X-Forwarded-For`), `SITE_URL` set as production requires it';
  try {
    if (process.env.BASE_URL) {
      base = process.env.BASE_URL.replace(/\/+$/, '');
      adminToken = process.env.ADMIN_API_TOKEN ?? '';
      if (!adminToken) throw new Error('With BASE_URL, give that server’s ADMIN_API_TOKEN (the audit reads the outbox through the admin API; it signs in to /ops as the demo administrator).');
    } else {
      adminToken = process.env.ADMIN_API_TOKEN ?? `audit-${crypto.randomBytes(12).toString('hex')}`;
      server = new BenchServer(PORT, log, { ADMIN_API_TOKEN: adminToken, TRUST_PROXY: '1', SITE_URL: `http://localhost:${PORT}`, LOG_LEVEL: 'warn' });
      base = await server.start();
    }
    log(`Measuring ${base}`);
    browser = await chromium.launch(chromiumLaunchOptions());
    const stamp = Date.now();
    const attacker = `audit-attacker-${stamp}@example.com`;
    const victims: [string, string] = [`audit-owner-a-${stamp}@example.com`, `audit-owner-b-${stamp}@example.com`];
    log('Registering an attacker and two owners through the sign-in page, placing two guest orders...');
    for (const email of [attacker, ...victims]) await register(browser, email);
    const orders = [await placeOrder(browser), await placeOrder(browser)] as Fixtures['orders'];
    const ops = await opsSignIn(DEMO_STAFF_PASSWORD, newCaller());
    if (!ops.cookie) throw new Error(`the staff sign-in answered ${ops.status} without a session cookie`);
    const session: Session = { shopper: await signIn(attacker), ops: ops.cookie };
    const routes = routeFiles();
    const b = browser;
    sections.push(
      { title: 'Origin check on every mutating route (a)', run: () => originTable(routes, session, () => signIn(attacker), actionCases(session)) },
      { title: 'Lockouts (b)', run: () => lockoutTable([{ forge: false, make: lockoutCases({ attacker, victims, orders }, 0) }, { forge: true, make: lockoutCases({ attacker, victims, orders }, 1) }]) },
      { title: 'Password-reset link under forged headers (c)', run: () => resetLinkTable(b, victims[0]) },
      { title: 'Redirects after sign-in (d)', run: () => redirectTable(victims[1]) },
      { title: 'Fuzz (e)', run: () => fuzzTable(routes, { ...session, shopper: session.shopper }) },
      { title: 'Security headers (f)', run: () => headerTable(session) },
      { title: 'Sign-in timing (g)', run: () => timingTable(attacker) },
      { title: 'wapiti (h)', run: () => wapitiTable() },
    );
    const only = process.env.AUDIT_ONLY?.split(',').map((s) => s.trim());
    for (const section of sections) {
      if (only && !only.some((letter) => section.title.endsWith(`(${letter})`))) continue;
      log(`${section.title}...`);
      try {
        const result = await section.run();
        results.push({ title: section.title, ...result });
        log(`  ${result.summary}`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results.push({ title: section.title, markdown: `Not measured: ${cell(message.split('\n')[0]!)}`, summary: `not measured: ${message.split('\n')[0]}` });
        log(`  not measured: ${message}`);
      }
    }
  } finally {
    await browser?.close().catch(() => {});
    await server?.stop();
  }
  const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const machine = `${os.hostname()}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`;
  const body = [
    `Measured ${when} at commit ${commit()} on ${machine}. Server: ${config}.`,
    '',
    ...results.map((r) => `- ${r.summary}`),
    '',
    ...results.flatMap((r) => [`### ${r.title}`, '', r.markdown, '']),
  ].join('\n');
  console.log(`\n${body}`);
  if (process.env.AUDIT_NO_DOC !== '1') {
    fs.writeFileSync(DOC, writeMeasured(fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : '# Security controls and the tests that prove them\n', body));
    log(`Written to ${path.relative(ROOT, DOC)}.`);
  }
  log(results.map((r) => r.summary).join('; '));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((error: unknown) => {
    console.error(`[audit] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  });
}
