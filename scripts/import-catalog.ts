import fs from 'node:fs';
import { formatProblems, formatCounts, formatSeconds } from '../src/server/catalog/import/report';
import { IMPORT_KINDS, importCatalog, type ImportKind, type ImportResult } from '../src/server/catalog-import/run';
import { openCommandDatabase } from './lib/database';

/**
 * `npm run import:catalog -- <kind> <file> [--dry-run]` (docs/operations/catalogue-import.md).
 * The database: DATABASE_URL as it is (as `npm run db:seed`), or else the embedded one
 * `npm start` uses (started, migrated and seeded the same way when it is not running).
 * Exit code 0 when the file was imported (or a dry run found nothing wrong), 1 when rows
 * are bad or the database failed (nothing written), 2 for a wrong command line.
 */
const USAGE = `usage: npm run import:catalog -- <${IMPORT_KINDS.join('|')}> <file> [--dry-run]`;
const log = (line: string) => console.error(`[import] ${line}`);

function parseArgs(argv: string[]): { kind: ImportKind; file: string; dryRun: boolean } | string {
  const flags = argv.filter((a) => a.startsWith('--'));
  const args = argv.filter((a) => !a.startsWith('--'));
  const unknown = flags.filter((f) => f !== '--dry-run');
  if (unknown.length) return `unknown option ${unknown.join(', ')}`;
  if (args.length !== 2) return 'give a kind and a file';
  const [kind, file] = args as [string, string];
  if (!(IMPORT_KINDS as readonly string[]).includes(kind)) return `'${kind}' is not a kind of import (${IMPORT_KINDS.join(', ')})`;
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return `no file at ${file}`;
  return { kind: kind as ImportKind, file, dryRun: flags.includes('--dry-run') };
}

function summary(result: ImportResult): string {
  const rows = `${result.rows.toLocaleString('en-US')} row${result.rows === 1 ? '' : 's'}`;
  const time = formatSeconds(result.ms);
  if (!result.ok) return `${result.kind}: ${result.problems.length.toLocaleString('en-US')} problem${result.problems.length === 1 ? '' : 's'} in ${rows}; nothing written (${time})`;
  if (result.dryRun) return `${result.kind} (dry run, nothing written): ${rows} checked, no problems; it would do ${formatCounts(result.counts)} (${time})`;
  return `${result.kind}: ${formatCounts(result.counts)} in ${time}`;
}

const args = parseArgs(process.argv.slice(2));
if (typeof args === 'string') {
  console.error(`${args}\n${USAGE}`);
  process.exit(2);
}

const { db, close } = await openCommandDatabase(log);
let code = 1;
try {
  const text = fs.readFileSync(args.file, 'utf8');
  log(`${args.dryRun ? 'Checking' : 'Importing'} ${args.kind} from ${args.file} (${(text.length / 1e6).toFixed(1)} MB)`);
  const result = await importCatalog(db, args.kind, text, { dryRun: args.dryRun, progress: log });
  for (const line of formatProblems(result.problems)) console.error(line);
  console.log(summary(result));
  code = result.ok ? 0 : 1;
} catch (error) {
  console.error(`${args.kind}: the import failed and nothing was written: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await close();
}
process.exit(code);
