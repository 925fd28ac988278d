import { CONTACT_STATUSES, type ContactStatus } from '../src/server/contact/schema';
import { findContactMessageAs, listContactMessagesAs, setContactStatusAs } from '../src/server/contact/staff';
import { websiteFeedbackSummary } from '../src/server/contact/survey';
import { CONTACT_TOPICS, type ContactTopic } from '../src/lib/contact-inputs';
import { commandLine } from './lib/args';
import { runCommand } from './lib/database';
import { operatorActor } from './lib/staff-key';

/**
 * Customer service's contact-us commands (docs/decisions/023-contact-us.md):
 *   npm run contact -- list [--status open|answered|closed] [--topic <topic>] [--limit n]
 *   npm run contact -- show <CS-reference>
 *   npm run contact -- close <CS-reference> | answer <CS-reference> | reopen <CS-reference>
 *   npm run contact -- feedback [--days n]   (the website-feedback survey's answers)
 * Every command acts as the staff member whose API key it is given (--key rk_…, else
 * REDLINE_API_KEY), with the key's role, in the audit log; without a key only in development, as
 * system:cli:contact with a warning (scripts/lib/staff-key.ts operatorActor).
 */
const USAGE = `usage: npm run contact -- list [--status ${CONTACT_STATUSES.join('|')}] [--topic ${CONTACT_TOPICS.join('|')}] [--limit n]
       | show <reference> | close <reference> | answer <reference> | reopen <reference> | feedback [--days n]   (every command: --key rk_… or REDLINE_API_KEY)`;
const log = (line: string) => console.error(`[contact] ${line}`);

const {
  positionals: [command, subject],
  values: options,
} = commandLine({ options: { key: { type: 'string' }, status: { type: 'string' }, topic: { type: 'string' }, limit: { type: 'string' }, days: { type: 'string', default: '30' } } }, USAGE);

const needsSubject = ['show', 'close', 'answer', 'reopen'];
if (!command || ![...needsSubject, 'list', 'feedback'].includes(command) || (needsSubject.includes(command) && !subject)) {
  console.error(USAGE);
  process.exit(2);
}
if (options.status && !(CONTACT_STATUSES as readonly string[]).includes(options.status)) {
  console.error(`--status is one of ${CONTACT_STATUSES.join(', ')}`);
  process.exit(2);
}
if (options.topic && !(CONTACT_TOPICS as readonly string[]).includes(options.topic)) {
  console.error(`--topic is one of ${CONTACT_TOPICS.join(', ')}`);
  process.exit(2);
}

const NEXT_STATUS: Record<string, ContactStatus> = { close: 'closed', answer: 'answered', reopen: 'open' };

await runCommand(log, async (db) => {
  const actor = await operatorActor(options.key, 'contact');
  if (command === 'list') {
    const rows = await listContactMessagesAs(db, { status: options.status as ContactStatus | undefined, topic: options.topic as ContactTopic | undefined, limit: options.limit ? Number(options.limit) : undefined }, actor);
    for (const m of rows) console.log(`${m.reference}  ${m.status.padEnd(8)} ${m.createdAt.toISOString().slice(0, 16).replace('T', ' ')}  ${m.locale}  ${m.topic.padEnd(16)} ${m.firstName} ${m.lastName} <${m.email}>`);
    console.log(`${rows.length} message(s)`);
  } else if (command === 'show') {
    const m = await findContactMessageAs(db, subject!, actor);
    if (!m) throw new Error(`no contact message ${subject}`);
    console.log(`${m.reference} (${m.status}) ${m.topic}, ${m.locale}, ${m.createdAt.toISOString()}`);
    console.log(`from: ${m.firstName} ${m.lastName} <${m.email}>${m.phone ? `, phone ${m.phone}` : ''}${m.userId ? `, member ${m.userId}` : ''}`);
    for (const [field, value] of Object.entries(m.details)) console.log(`${field}: ${value}`);
    console.log('');
    console.log(m.message);
  } else if (command === 'feedback') {
    const days = Number(options.days);
    const since = new Date(Date.now() - days * 86_400_000);
    const s = await websiteFeedbackSummary(db, since);
    console.log(`website feedback, last ${days} day(s): ${s.answers} answer(s); average rating ${s.averageRating ?? '-'}; found what they wanted: yes ${s.found.yes}, partly ${s.found.partly}, no ${s.found.no}`);
  } else {
    const m = await setContactStatusAs(db, subject!, NEXT_STATUS[command]!, actor);
    console.log(`${m.reference}: ${m.status}`);
  }
});
