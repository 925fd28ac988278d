import { eq } from 'drizzle-orm';
import { deliverPending, recentEmails } from '../src/server/platform/email/outbox';
import { emailOutbox } from '../src/server/platform/email/schema';
import { mailTransport } from '../src/server/platform/email/transport';
import { commandLine } from './lib/args';
import { openCommandDatabase } from './lib/database';

/**
 * The operator's e-mail commands (docs/operations/email.md):
 *   npm run outbox -- list [--to <address>]   the 20 most recent e-mails
 *   npm run outbox -- show <id>               one e-mail's plain text
 *   npm run outbox -- deliver                 send what is due now (needs SMTP_URL)
 */
const USAGE = 'usage: npm run outbox -- list [--to <address>] | show <id> | deliver';
const log = (line: string) => console.error(`[outbox] ${line}`);

const {
  positionals: [command, id],
  values: options,
} = commandLine({ options: { to: { type: 'string' } } }, USAGE);
if (!['list', 'show', 'deliver'].includes(command ?? '') || (command === 'show' && !id)) {
  console.error(USAGE);
  process.exit(2);
}

const { db, close } = await openCommandDatabase(log);
let code = 0;
try {
  if (command === 'list') {
    const rows = await recentEmails(db, { limit: 20, to: options.to });
    for (const m of rows) console.log(`${m.id}  ${m.createdAt.toISOString().slice(0, 16)}  ${m.status.padEnd(7)} ${m.kind.padEnd(18)} ${m.toAddress}  ${m.subject}`);
    console.log(`${rows.length} most recent e-mail(s)`);
  } else if (command === 'show') {
    const [mail] = /^[0-9a-f-]{36}$/i.test(id!) ? await db.select().from(emailOutbox).where(eq(emailOutbox.id, id!)) : [];
    if (!mail) {
      console.error(`no e-mail ${id}`);
      code = 1;
    } else {
      console.log(`To: ${mail.toAddress}\nSubject: ${mail.subject}\nStatus: ${mail.status} (${mail.attempts} attempt(s))${mail.lastError ? `, last error: ${mail.lastError}` : ''}\n\n${mail.text}`);
    }
  } else {
    const transport = mailTransport();
    if (!transport) {
      console.error('SMTP_URL is not set: e-mails stay in the outbox (see them with `npm run outbox -- list`)');
      code = 1;
    } else {
      const result = await deliverPending(db, transport);
      console.log(`delivered: ${result.sent} sent, ${result.retried} to retry, ${result.failed} failed of ${result.claimed}`);
    }
  }
} finally {
  await close();
}
process.exit(code);
