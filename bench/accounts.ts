/**
 * `npm run bench:accounts` (issue 7, measured, not asserted): the server-side cost of a password
 * sign-in next to the cost of the password hash alone (target: hash + 50 ms at p95), and the
 * time to first byte of the account pages for a signed-in member over HTTP (target: p95 150 ms
 * or less). Results go to docs/performance.md (section "Accounts").
 *
 * Sign-in runs in process against a throw-away demo database (better-auth's server API, as the
 * sign-in page's server action calls it); the pages are served by the production server
 * (`scripts/start.mjs`, its own throw-away database), signed in once through /api/auth.
 */
import { performance } from 'node:perf_hooks';
import { signInWithPassword } from '../src/server/customers/accounts';
import { auth } from '../src/server/customers/auth';
import { hashPassword, verifyPassword } from '../src/server/platform/passwords';
import { authAccounts } from '../src/server/customers/auth-schema';
import { startDemoDatabase } from './lib/database';
import { writeDocSection } from './lib/doc';
import { BenchServer, ROOT } from './lib/server';
import { stats, type Stats } from './lib/stats';
import path from 'node:path';

const SIGN_IN_SAMPLES = Number(process.env.BENCH_SIGN_IN_SAMPLES ?? 60);
const PAGE_SAMPLES = Number(process.env.BENCH_PAGE_SAMPLES ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55760);
const DATA_DIR = path.resolve(ROOT, '.data/bench-accounts/pg');
const PAGES = ['/user/myAccount', '/user/orderHistory', '/user/myVehicle', '/myWarranties', '/user/myProfile', '/wallet'];
const PASSWORD = 'Bench-password-123';
const log = (line: string) => console.log(`[bench] ${line}`);
const ms = (s: Stats) => `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`;

/** A member with a password, made directly (no e-mailed code in a benchmark). */
async function member(email: string): Promise<void> {
  const { internalAdapter } = await auth().$context;
  const user = await internalAdapter.createUser({ email, name: 'Bench Member', emailVerified: true, firstName: 'Bench', lastName: 'Member' }, { method: 'email-password' });
  const { db } = await import('../src/server/db/client');
  await db().insert(authAccounts).values({ id: `bench-${user.id}`, accountId: user.id, providerId: 'credential', userId: user.id, password: await hashPassword(PASSWORD) });
}

async function signInBench(email: string): Promise<{ hash: Stats; signIn: Stats }> {
  const stored = await hashPassword(PASSWORD);
  const hash: number[] = [];
  const signIn: number[] = [];
  for (let i = 0; i < SIGN_IN_SAMPLES + 5; i++) {
    let t = performance.now();
    await verifyPassword({ hash: stored, password: PASSWORD });
    if (i >= 5) hash.push(performance.now() - t);
    t = performance.now();
    const result = await signInWithPassword(new Headers({ 'user-agent': 'bench' }), { email, password: PASSWORD, rememberMe: false });
    if (result !== 'ok') throw new Error('sign-in failed');
    if (i >= 5) signIn.push(performance.now() - t);
  }
  return { hash: stats(hash), signIn: stats(signIn) };
}

async function pagesBench(databaseUrl: string, email: string): Promise<Record<string, Stats>> {
  const server = new BenchServer(PORT, log, { DATABASE_URL: databaseUrl });
  const base = await server.start();
  try {
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email, password: PASSWORD }) });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    if (!signIn.ok || !cookie.includes('session_token')) throw new Error(`sign-in failed: ${signIn.status}`);
    const results: Record<string, Stats> = {};
    for (const page of PAGES) {
      const samples: number[] = [];
      for (let i = 0; i < PAGE_SAMPLES + 5; i++) {
        const t = performance.now();
        const response = await fetch(`${base}${page}`, { headers: { cookie }, redirect: 'manual' });
        const reader = response.body!.getReader();
        await reader.read();
        const ttfb = performance.now() - t;
        await reader.cancel();
        if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
        if (i >= 5) samples.push(ttfb);
      }
      results[page] = stats(samples);
      log(`${page}: ${ms(results[page])}`);
    }
    return results;
  } finally {
    await server.stop();
  }
}

const { url, stop, pool } = await startDemoDatabase(DATA_DIR, PG_PORT, 2_000, log);
await pool.end();
let hash: Stats, signIn: Stats, pages: Record<string, Stats>;
try {
  const email = `bench-${Date.now()}@example.com`;
  await member(email);
  ({ hash, signIn } = await signInBench(email));
  log(`password hash: ${ms(hash)}; sign-in: ${ms(signIn)}`);
  pages = await pagesBench(url, email);
} finally {
  await stop();
}
const date = new Date().toISOString().slice(0, 10);
writeDocSection(
  '## Accounts',
  [
    '## Accounts',
    '',
    `Measured ${date} with \`npm run bench:accounts\` (${SIGN_IN_SAMPLES} sign-ins, ${PAGE_SAMPLES} requests a page after 5 warm-ups; one caller at a time).`,
    '',
    '| what | p50 | p95 | target |',
    '|---|---|---|---|',
    `| password hash (scrypt N=2^14, r=8, p=5) | ${hash.p50.toFixed(1)} ms | ${hash.p95.toFixed(1)} ms | — |`,
    `| sign-in (server API, new session, cart and garage merge) | ${signIn.p50.toFixed(1)} ms | ${signIn.p95.toFixed(1)} ms | hash p95 + 50 ms = ${(hash.p95 + 50).toFixed(1)} ms |`,
    ...PAGES.map((p) => `| TTFB ${p} (signed in) | ${pages[p]!.p50.toFixed(1)} ms | ${pages[p]!.p95.toFixed(1)} ms | 150 ms |`),
    '',
  ].join('\n'),
);
log('Written to docs/performance.md');
process.exit(0);
