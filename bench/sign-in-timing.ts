/**
 * `npm run bench:sign-in-timing` (issue 19, item 5; measured, not asserted): how long a refused
 * password sign-in takes for an address with an account (wrong password), for an address
 * without one, and for an account that has no password yet (made by a registration whose code
 * was never entered). The three must not be told apart by their time: every path runs one
 * scrypt check with the same parameters (src/server/customers/accounts.ts). Results go to
 * docs/performance.md (section "Sign-in timing").
 *
 * Runs in process, as the sign-in page's server action calls it (`signInWithPassword`), against
 * its own migrated PostgreSQL (embedded, kept between runs in .data/bench-sign-in/pg). The
 * paths are interleaved, so load from elsewhere on the machine falls on all of them alike.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { signInWithPassword } from '../src/server/customers/accounts';
import { auth } from '../src/server/customers/auth';
import { authAccounts } from '../src/server/customers/auth-schema';
import { hashPassword, verifyPassword } from '../src/server/platform/passwords';
import { createDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { startBenchDatabase } from './lib/database';
import { writeDocSection } from './lib/doc';
import { ROOT } from './lib/server';
import { stats, type Stats } from './lib/stats';

const SAMPLES = Number(process.env.BENCH_SIGN_IN_SAMPLES ?? 60);
const WARM_UP = 5;
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55762);
const DATA_DIR = path.resolve(ROOT, '.data/bench-sign-in/pg');
const PASSWORD = 'Bench-password-123';
const log = (line: string) => console.log(`[bench] ${line}`);

type Path = 'wrongPassword' | 'unknownEmail' | 'noPassword' | 'scryptOnly';
const LABELS: Record<Path, string> = {
  wrongPassword: 'known e-mail, wrong password',
  unknownEmail: 'unknown e-mail',
  noPassword: 'known e-mail, no password set',
  scryptOnly: '(reference: one scrypt verification alone)',
};

/** An account, with the password or (registered, code never entered) without one. */
async function account(email: string, password: string | null): Promise<void> {
  const { internalAdapter } = await auth().$context;
  const user = await internalAdapter.createUser({ email, name: 'Bench Member', emailVerified: password !== null, firstName: 'Bench', lastName: 'Member' }, { method: 'email-password' });
  if (password === null) return;
  const { db } = await import('../src/server/db/client');
  await db().insert(authAccounts).values({ id: `bench-${user.id}`, accountId: user.id, providerId: 'credential', userId: user.id, password: await hashPassword(password) });
}

const spread = (s: Stats, samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const p10 = sorted[Math.floor(0.1 * sorted.length)]!;
  const p90 = sorted[Math.min(sorted.length - 1, Math.floor(0.9 * sorted.length))]!;
  return { ...s, p10, p90, min: sorted[0]! };
};

const { server, url } = await startBenchDatabase(DATA_DIR, PG_PORT, log);
process.env.DATABASE_URL = url;
const migrator = createDatabase(url);
log('Migrating...');
await runMigrations(migrator.db);
await migrator.pool.end();

const run = Date.now();
const known = `bench-known-${run}@example.com`;
const passwordless = `bench-passwordless-${run}@example.com`;
let results: Record<Path, ReturnType<typeof spread>>;
let paired: ReturnType<typeof spread>;
const load = os.loadavg()[0]!;
try {
  const stored = await hashPassword(PASSWORD);
  await account(known, PASSWORD);
  await account(passwordless, null);
  const samples: Record<Path, number[]> = { wrongPassword: [], unknownEmail: [], noPassword: [], scryptOnly: [] };
  const refused = (email: string, i: number) => async () => {
    const result = await signInWithPassword(new Headers({ 'user-agent': 'bench' }), { email, password: `Wrong-password-${i}`, rememberMe: false });
    if (result !== 'invalid') throw new Error(`${email}: expected a refusal, got ${result}`);
  };
  const attempt: Record<Path, (i: number) => () => Promise<void>> = {
    wrongPassword: (i) => refused(known, i),
    unknownEmail: (i) => refused(`bench-nobody-${run}-${i}@example.com`, i),
    noPassword: (i) => refused(passwordless, i),
    scryptOnly: (i) => async () => {
      await verifyPassword({ hash: stored, password: `Wrong-password-${i}` });
    },
  };
  const order = Object.keys(samples) as Path[];
  log(`${SAMPLES} refused sign-ins a path after ${WARM_UP} warm-ups, interleaved...`);
  for (let i = 0; i < SAMPLES + WARM_UP; i++) {
    // A different path goes first each round, so none is always measured right after another.
    for (let k = 0; k < order.length; k++) {
      const which = order[(i + k) % order.length]!;
      const call = attempt[which](i);
      const t = performance.now();
      await call();
      const elapsed = performance.now() - t;
      if (i >= WARM_UP) samples[which].push(elapsed);
    }
    if ((i + 1) % 20 === 0) log(`${i + 1}/${SAMPLES + WARM_UP} rounds`);
  }
  results = Object.fromEntries(order.map((p) => [p, spread(stats(samples[p]), samples[p])])) as typeof results;
  // Each round's unknown-address time minus its known-address time: load that comes and goes cancels out.
  const differences = samples.unknownEmail.map((t, i) => t - samples.wrongPassword[i]!);
  paired = spread(stats(differences), differences);
  log(`unknown minus known, paired by round: median ${paired.p50.toFixed(1)} ms, p10–p90 ${paired.p10.toFixed(1)}–${paired.p90.toFixed(1)} ms`);
  for (const p of order) {
    const s = results[p];
    log(`${LABELS[p]}: median ${s.p50.toFixed(1)} ms, p10–p90 ${s.p10.toFixed(1)}–${s.p90.toFixed(1)} ms, min ${s.min.toFixed(1)}, max ${s.max.toFixed(1)} ms`);
  }
} finally {
  const globals = globalThis as { __storefrontPool?: { end: () => Promise<void> } };
  await globals.__storefrontPool?.end();
  await server.stop();
}

const date = new Date().toISOString().slice(0, 10);
writeDocSection(
  '## Sign-in timing',
  [
    '## Sign-in timing',
    '',
    `Measured ${date} with \`npm run bench:sign-in-timing\` (${SAMPLES} refused password sign-ins a path after ${WARM_UP} warm-ups, the paths interleaved; in process, as the sign-in page's server action calls \`signInWithPassword\`, on PostgreSQL; 1-minute load average ${load.toFixed(1)} on ${os.cpus().length} cores at the start, so the absolute times are mostly waiting for a core). Every path runs one scrypt check with the stored parameters (N=2^14, r=8, p=5): an address without an account, or without a password, is checked against a dummy hash, so the time does not tell whether an account exists.`,
    '',
    '| path | median | p10 | p90 | min | max |',
    '|---|---|---|---|---|---|',
    ...(Object.keys(LABELS) as Path[]).map((p) => {
      const s = results[p];
      return `| ${LABELS[p]} | ${s.p50.toFixed(1)} ms | ${s.p10.toFixed(1)} ms | ${s.p90.toFixed(1)} ms | ${s.min.toFixed(1)} ms | ${s.max.toFixed(1)} ms |`;
    }),
    '',
    `Unknown e-mail minus known e-mail, paired round by round (load that lasts longer than a round cancels out): median ${paired.p50.toFixed(1)} ms, p10 ${paired.p10.toFixed(1)} ms, p90 ${paired.p90.toFixed(1)} ms.`,
    '',
  ].join('\n'),
);
log(`Done: ${SAMPLES} sign-ins a path; medians ${results.wrongPassword.p50.toFixed(1)} / ${results.unknownEmail.p50.toFixed(1)} / ${results.noPassword.p50.toFixed(1)} ms (paired difference ${paired.p50.toFixed(1)} ms); written to docs/performance.md`);
process.exit(0);
