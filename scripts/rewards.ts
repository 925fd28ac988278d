import { SECURITY_QUESTIONS, type SecurityQuestion } from '../src/lib/rewards';
import type { CurrencyCode } from '../src/lib/markets';
import { linkAccount } from '../src/server/rewards/accounts';
import { alertsFor, pilotAlertType, raiseAlert } from '../src/server/rewards/alerts';
import { createUnlinkedAccountAs, decideCreditRequestAs, listCreditRequestsAs } from '../src/server/rewards/staff';
import { recordStorePurchaseAs } from '../src/server/orders/store-sales-staff';
import { balances, expireDue } from '../src/server/rewards/ledger';
import { unlockSecurityAnswers } from '../src/server/rewards/security';
import { commandLine, skuLines } from './lib/args';
import { runCommand } from './lib/database';
import { operatorActor } from './lib/staff-key';

/**
 * The operator's rewards commands (docs/operations/rewards.md):
 *   npm run rewards -- enrol --first <name> --last <name> [--email <e>] [--phone <digits>] [--zip <code>] [--question <key> --answer <text>] [--currency USD|MXN]
 *   npm run rewards -- purchase <rewardsId> --store <number> --line <sku>:<qty>... [--transaction <till number>] [--at <ISO date>]
 *   npm run rewards -- balance <rewardsId>
 *   npm run rewards -- unlock <rewardsId>   (after three wrong security answers, once the member proved who they are in a store)
 *   npm run rewards -- link <rewardsId> --user <userId>   (verified in person)
 *   npm run rewards -- requests [--status pending|approved|refused]
 *   npm run rewards -- approve <requestId> | refuse <requestId> --reason <text>
 *   npm run rewards -- expire
 *   npm run rewards -- alerts <userId> | raise-alert <TC|OP|pilot> (--users <id,id> | --all-linked)
 * Every command acts as the staff member whose API key it is given (--key rk_…, else
 * REDLINE_API_KEY), with the key's role, in the audit log; without a key only in development, as
 * system:cli:rewards with a warning (scripts/lib/staff-key.ts operatorActor).
 */
const USAGE = `usage: npm run rewards -- enrol --first <name> --last <name> [--email ..] [--phone ..] [--zip ..] [--question <${SECURITY_QUESTIONS.join('|')}> --answer ..] [--currency USD|MXN]
       | purchase <rewardsId> --store <number> --line <sku>:<qty>... [--transaction <id>] [--at <date>] | balance <rewardsId> | unlock <rewardsId> | link <rewardsId> --user <userId>
       | requests [--status pending|approved|refused] | approve <id> | refuse <id> --reason <text> | expire
       | alerts <userId> | raise-alert <TC|OP|pilot> (--users <id,id> | --all-linked)   (every command: --key rk_… or REDLINE_API_KEY)`;
const log = (line: string) => console.error(`[rewards] ${line}`);

const {
  positionals: [command, subject],
  values: options,
} = commandLine(
  {
    options: {
      key: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
      email: { type: 'string' },
      phone: { type: 'string' },
      zip: { type: 'string' },
      question: { type: 'string' },
      answer: { type: 'string' },
      currency: { type: 'string', default: 'USD' },
      store: { type: 'string' },
      line: { type: 'string', multiple: true },
      at: { type: 'string' },
      transaction: { type: 'string' },
      status: { type: 'string' },
      reason: { type: 'string' },
      users: { type: 'string' },
      user: { type: 'string' },
      'all-linked': { type: 'boolean' },
    },
  },
  USAGE,
);
const needsSubject = ['purchase', 'balance', 'unlock', 'link', 'approve', 'refuse', 'alerts', 'raise-alert'];
const known = [...needsSubject, 'enrol', 'requests', 'expire'];
if (!command || !known.includes(command) || (needsSubject.includes(command) && !subject)) {
  console.error(USAGE);
  process.exit(2);
}
const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency}`;


await runCommand(log, async (db) => {
  const actor = await operatorActor(options.key, 'rewards');
  if (command === 'enrol') {
    if (!options.first || !options.last) throw new Error('enrol needs --first and --last');
    if (options.question && !(SECURITY_QUESTIONS as readonly string[]).includes(options.question)) throw new Error(`--question is one of ${SECURITY_QUESTIONS.join(', ')}`);
    const { rewardsId } = await createUnlinkedAccountAs(
      db,
      {
      firstName: options.first,
      lastName: options.last,
      email: options.email,
      phoneNumber: options.phone,
      postalCode: options.zip,
      securityQuestion: (options.question as SecurityQuestion | undefined) ?? null,
      securityAnswer: options.answer,
      currency: options.currency as CurrencyCode,
      source: 'store',
      },
      actor,
    );
    console.log(`enrolled ${options.first} ${options.last}: rewards id ${rewardsId}`);
  } else if (command === 'purchase') {
    if (!options.store || !options.line?.length) throw new Error('purchase needs --store and at least one --line <sku>:<qty>');
    const lines = skuLines(options.line);
    const at = options.at ? new Date(options.at) : new Date();
    if (Number.isNaN(at.getTime())) throw new Error('--at is not a date');
    const bought = await recordStorePurchaseAs(db, { rewardsId: subject!, storeNumber: options.store!, lines, at, transactionId: options.transaction }, actor, at);
    const credit = bought.credit.credited ? `credited${bought.credit.rewardsIssued ? `; ${bought.credit.rewardsIssued} reward(s) issued` : ''}` : `not credited (${bought.credit.reason})`;
    console.log(`in-store order ${bought.orderNumber} for ${subject}: total ${(bought.total / 100).toFixed(2)}; ${credit}`);
  } else if (command === 'balance') {
    const b = await balances(db, subject!, new Date());
    console.log(`${subject}: ${b.credits} of ${b.creditsPerReward} credits; ${money(b.available, b.currency)} to spend; ${money(b.pending, b.currency)} pending`);
    for (const r of b.rewards) console.log(`  reward ${r.entryId}: ${money(r.remaining, b.currency)} of ${money(r.amount, b.currency)}, from ${r.availableAt.toISOString().slice(0, 10)} until ${r.expiresAt.toISOString().slice(0, 10)}`);
  } else if (command === 'unlock') {
    console.log((await unlockSecurityAnswers(db, subject!)) ? `${subject}: security answers unlocked` : `${subject}: nothing to unlock`);
  } else if (command === 'link') {
    if (!options.user) throw new Error('link needs --user <userId>');
    await db.transaction((tx) => linkAccount(tx, options.user!, subject!));
    console.log(`${subject} linked to online account ${options.user}`);
  } else if (command === 'requests') {
    const rows = await listCreditRequestsAs(db, { status: options.status as 'pending' | 'approved' | 'refused' | undefined }, actor);
    for (const r of rows) console.log(`#${r.id}  ${r.status.padEnd(8)} ${r.rewardsId}  receipt ${r.receiptNumber}${r.storeNumber ? ` store ${r.storeNumber}` : ''}  ${r.purchasedOn}  ${money(r.amount, r.currency)}${r.reason ? `  (${r.reason})` : ''}`);
    console.log(`${rows.length} credit request(s)`);
  } else if (command === 'approve' || command === 'refuse') {
    const decided = await decideCreditRequestAs(db, Number(subject), command, options.reason, actor);
    console.log(`credit request #${decided.id}: ${decided.status}`);
  } else if (command === 'expire') {
    const accounts = await db.transaction((tx) => expireDue(tx, new Date()));
    console.log(`expiries written for ${accounts} account(s)`);
  } else if (command === 'alerts') {
    for (const a of await alertsFor(db, subject!)) console.log(`${a.alertType} ${a.status}`);
  } else if (command === 'raise-alert') {
    const type = subject === 'pilot' ? pilotAlertType() : subject!.toUpperCase();
    const target = options['all-linked'] ? { allLinkedMembers: true as const } : { userIds: (options.users ?? '').split(',').filter(Boolean) };
    console.log(`${type} prompting ${await raiseAlert(db, type, target)} member(s)`);
  }
});
