import { parse } from 'csv-parse/sync';
import { COLUMNS, validateRow, type CsvKind, type Drafts } from './rows';
import { Problems } from './report';
import { atLine, inFile, said } from './wordings';

/**
 * Read a CSV import file: a header row with the kind's columns, then one record per row.
 * Every record is checked; the drafts of good rows come back with the problems of bad ones,
 * each at the file line where its record starts.
 */
export interface CsvRead<D> {
  drafts: D[];
  problems: Problems;
  rows: number;
}

/** The line a record starts on: csv-parse counts to its end; a quoted field may span lines. */
function startLine(endLine: number, raw: string): number {
  const body = raw.replace(/^\n+/, '').replace(/\n+$/, '');
  let inner = 0;
  for (const ch of body) if (ch === '\n') inner++;
  return endLine - inner;
}

function checkHeader(kind: CsvKind, header: string[], problems: Problems): void {
  const { required, optional } = COLUMNS[kind];
  const known = new Set([...required, ...optional]);
  const seen = new Set<string>();
  for (const name of header) {
    if (!name) problems.add(atLine(1), said('columnUnnamed'));
    else if (seen.has(name)) problems.add(atLine(1), said('columnTwice', { column: name }));
    else if (!known.has(name)) problems.add(atLine(1), said('columnUnknown', { column: name, kind, columns: [...required, ...optional].join(', ') }));
    seen.add(name);
  }
  const missing = required.filter((c) => !seen.has(c));
  if (missing.length) problems.add(atLine(1), said('columnsMissing', { count: missing.length, columns: missing.join(', ') }));
}

export function readCsv<K extends CsvKind>(kind: K, text: string): CsvRead<Drafts[K]> {
  const problems = new Problems();
  let header: string[] = [];
  const records = parse(text.replace(/\r\n?/g, '\n'), {
    bom: true,
    columns: (names: string[]) => (header = names.map((n) => n.trim().toLowerCase())),
    info: true,
    raw: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      const line = (error as { lines?: number } | undefined)?.lines;
      const detail = error?.message.replace(/^(Invalid Record Length|Invalid Closing Quote|Quote Not Closed): /, '') ?? 'unreadable record';
      problems.add(line ? atLine(line) : inFile(), said('unreadable', { detail }));
    },
  }) as { record: Record<string, string>; info: { lines: number }; raw: string }[];

  if (header.length === 0) {
    problems.add(inFile(1), said('emptyFile'));
    return { drafts: [], problems, rows: 0 };
  }
  checkHeader(kind, header, problems);
  if (problems.size) return { drafts: [], problems, rows: records.length };

  const drafts: Drafts[K][] = [];
  for (const { record, info, raw } of records) {
    const line = startLine(info.lines, raw);
    const at = atLine(line);
    const result = validateRow(kind, record, at);
    if (result.ok) drafts.push(result.draft);
    else problems.add(at, result.reasons);
  }
  return { drafts, problems, rows: records.length };
}
