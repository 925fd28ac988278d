import fs from 'node:fs';
import { formatProblems, formatCounts, formatSeconds } from '../src/server/catalog/import/report';
import { IMPORT_KINDS, type ImportKind, type ImportResult } from '../src/server/catalog-import/run';
import { importAsStaff } from '../src/server/catalog-import/staff';
import { commandLine, failureText } from './lib/args';
import { openCommandDatabase } from './lib/database';
import { operatorActor } from './lib/staff-key';

/**
 * `npm run import:catalog -- <kind> <file> [--dry-run] [--key rk_…]` (docs/operations/catalogue-import.md).
 * The back office's import use case (`importAsStaff`, decision 055): a stock file needs
 * `inventory.import`, any other `catalog.import`, and a landed import writes its audit line
 * (`stock.import` or `catalog.import`: kind, bytes, counts) in its transaction, as the staff member
 * whose API key is given (--key, else REDLINE_API_KEY); without a key only in development, as
 * system:cli:import:catalog with a warning (scripts/lib/staff-key.ts operatorActor).
 * The database: DATABASE_URL as it is (as `npm run db:seed`), or else the embedded one
 * `npm start` uses (started, migrated and seeded the same way when it is not running).
 * Exit code 0 when the file was imported (or a dry run found nothing wrong), 1 when rows
 * are bad, the key may not import this or the database failed (nothing written), 2 for a wrong command line.
 */
const USAGE = `usage: npm run import:catalog -- <${IMPORT_KINDS.join('|')}> <file> [--dry-run] [--key rk_…]   (or REDLINE_API_KEY)`;
const log = (line: string) => console.error(`[import] ${line}`);

function parseArgs(): { kind: ImportKind; file: string; dryRun: boolean; key: string | undefined } | string {
  const { positionals, values } = commandLine({ options: { 'dry-run': { type: 'boolean' }, key: { type: 'string' } } }, USAGE);
  if (positionals.length !== 2) return 'give a kind and a file';
  const [kind, file] = positionals as [string, string];
  if (!(IMPORT_KINDS as readonly string[]).includes(kind)) return `'${kind}' is not a kind of import (${IMPORT_KINDS.join(', ')})`;
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return `no file at ${file}`;
  return { kind: kind as ImportKind, file, dryRun: values['dry-run'] === true, key: values.key };
}

function summary(result: ImportResult): string {
  const rows = `${result.rows.toLocaleString('en-US')} row${result.rows === 1 ? '' : 's'}`;
  const time = formatSeconds(result.ms);
  if (!result.ok) return `${result.kind}: ${result.problems.length.toLocaleString('en-US')} problem${result.problems.length === 1 ? '' : 's'} in ${rows}; nothing written (${time})`;
  if (result.dryRun) return `${result.kind} (dry run, nothing written): ${rows} checked, no problems; it would do ${formatCounts(result.counts)} (${time})`;
  return `${result.kind}: ${formatCounts(result.counts)} in ${time}`;
}

const args = parseArgs();
if (typeof args === 'string') {
  console.error(`${args}\n${USAGE}`);
  process.exit(2);
}

const { db, close } = await openCommandDatabase(log);
let code = 1;
try {
  const text = fs.readFileSync(args.file, 'utf8');
  log(`${args.dryRun ? 'Checking' : 'Importing'} ${args.kind} from ${args.file} (${(text.length / 1e6).toFixed(1)} MB)`);
  const actor = await operatorActor(args.key, 'import:catalog');
  const result = await importAsStaff(db, actor, { kind: args.kind, text, dryRun: args.dryRun }, (p) => {
    if (p.phase === 'writing' && p.total) log(`  writing: ${p.done!.toLocaleString('en-US')} of ${p.total.toLocaleString('en-US')}`);
  });
  for (const line of formatProblems(result.problems)) console.error(line);
  console.log(summary(result));
  code = result.ok ? 0 : 1;
} catch (error) {
  console.error(`${args.kind}: the import failed and nothing was written: ${failureText(error)}`);
} finally {
  await close();
}
process.exit(code);
