/**
 * `npm run bench:customer-service` (issue 9, measured, not asserted): what the content and
 * customer-service paths cost, in process against a throw-away demo database (2,000 SKUs):
 * - a landing page read from PostgreSQL (the cache cleared first) and from the 300 s cache;
 * - the promos of a shelf (every category, brand and deals page asks);
 * - a contact-us message stored with its acknowledgement e-mail;
 * - the available-agent count behind the chat availability XML (polled by every open page);
 * - a chat message from an agent until the shopper's listener has it, through NOTIFY/LISTEN.
 * Results go to docs/performance.md (section "Content and customer service").
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chatBus } from '../src/server/chat/bus';
import { saveAgent, onlineAgentCount, setPresence } from '../src/server/chat/agents';
import { agentSays, startConversation, takeConversation } from '../src/server/chat/conversations';
import { submitContactMessage } from '../src/server/contact/messages';
import { getPublishedPage } from '../src/server/content/pages';
import { cache } from '../src/server/platform/cache';
import { promosForShelf } from '../src/server/promotions/taxonomy';
import { startDemoDatabase } from './lib/database';
import { writeDocSection } from './lib/doc';
import { ROOT } from './lib/server';
import { stats, type Stats } from './lib/stats';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55771);
const DATA_DIR = path.resolve(ROOT, '.data/bench-customer-service/pg');
const log = (line: string) => console.log(`[bench] ${line}`);
const ms = (s: Stats) => `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms`;
process.env.BETTER_AUTH_SECRET ??= 'bench-secret-bench-secret-bench-secret-0123';

async function sample(count: number, run: (n: number) => Promise<unknown>): Promise<Stats> {
  const times: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const t = performance.now();
    await run(n);
    times.push(performance.now() - t);
  }
  return stats(times.slice(Math.min(10, count - 1)));
}

const { stop, db, pool } = await startDemoDatabase(DATA_DIR, PG_PORT, 2_000, log);
const row: Record<string, Stats> = {};
try {
  row.pageCold = await sample(SAMPLES, async () => {
    await cache.deleteByPrefix('');
    if (!(await getPublishedPage(db, 'es-MX', 'termsAndConditions'))) throw new Error('No es-MX terms: is the content seeded?');
  });
  row.pageWarm = await sample(SAMPLES, () => getPublishedPage(db, 'es-MX', 'termsAndConditions'));
  row.shelfPromos = await sample(SAMPLES, () => promosForShelf(db, 'en-US', '/parts/brakes'));
  log(`page from PostgreSQL ${ms(row.pageCold)}; cached ${ms(row.pageWarm)}; shelf promos ${ms(row.shelfPromos)}`);

  const stamp = Date.now();
  row.contact = await sample(SAMPLES, (n) =>
    submitContactMessage(db, {
      locale: 'en-US',
      caller: `bench-${stamp}-${n}`,
      origin: 'http://localhost:3000',
      submission: { topic: 'generalComments', firstName: 'Bench', lastName: 'Writer', email: `bench-${stamp}-${n}@example.com`, phone: '', message: 'How late is the Congress Avenue store open on Sundays?', details: {} },
    }),
  );
  log(`contact message with its e-mail ${ms(row.contact)}`);

  const agents = await Promise.all(['Alex', 'Bea', 'Cruz'].map((name) => saveAgent(db, `${name} (bench)`)));
  for (const agent of agents) await setPresence(db, agent.id, true);
  row.availability = await sample(SAMPLES, () => onlineAgentCount(db));

  const agent = { id: agents[0]!.id, displayName: agents[0]!.displayName };
  const { conversation } = await startConversation(db, { locale: 'en-US', name: 'Bench shopper', email: null, topic: null, userId: null });
  await takeConversation(db, conversation.id, agent);
  let arrived: (() => void) | null = null;
  const unsubscribe = await chatBus().subscribe(conversation.id, () => arrived?.());
  row.chat = await sample(SAMPLES, async (n) => {
    const delivered = new Promise<void>((resolve) => (arrived = resolve));
    await agentSays(db, conversation.id, agent, `Reply ${n}`);
    await delivered;
  });
  unsubscribe();
  for (const a of agents) await setPresence(db, a.id, false);
  log(`agent count ${ms(row.availability)}; chat message to the shopper's listener ${ms(row.chat)}`);
} finally {
  await chatBus().close();
  await pool.end();
  await stop();
}

const date = new Date().toISOString().slice(0, 10);
const line = (what: string, s: Stats, target: string) => `| ${what} | ${s.p50.toFixed(2)} ms | ${s.p95.toFixed(2)} ms | ${target} |`;
writeDocSection(
  '## Content and customer service',
  [
    '## Content and customer service',
    '',
    `Measured ${date} with \`npm run bench:customer-service\` (in process, one caller, demo database of 2,000 SKUs, ${SAMPLES} samples each).`,
    '',
    '| what | p50 | p95 | target |',
    '|---|---|---|---|',
    line('landing page (es-MX terms) from PostgreSQL, cache cleared', row.pageCold!, '10 ms'),
    line('the same page from the 300 s cache', row.pageWarm!, '1 ms'),
    line('promos of a shelf (every category, brand and deals page)', row.shelfPromos!, '5 ms'),
    line('contact-us message stored with its acknowledgement e-mail', row.contact!, '30 ms'),
    line('available-agent count (behind the availability XML)', row.availability!, '5 ms'),
    line("chat message from the agent to the shopper's listener (NOTIFY/LISTEN)", row.chat!, '50 ms'),
    '',
  ].join('\n'),
);
console.log(`[bench] customer service: ${SAMPLES} samples each, written to docs/performance.md`);
