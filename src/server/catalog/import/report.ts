/**
 * What an import says back: every bad row with where it is ("line 14", "App id 7 (line 40)")
 * and a plain reason, and a one-line summary of what it did.
 */
export interface Problem {
  /** Where in the file: "line 14", or for XML "App id 7 (line 40)". */
  where: string;
  /** The 1-based line of the row or element when known, for sorting and tests. */
  line?: number;
  reason: string;
}

/** How many problems the command prints before it only counts the rest. */
export const PRINTED_PROBLEMS_MAX = 100;

export class Problems {
  readonly list: Problem[] = [];

  add(where: string, reason: string, line?: number): void {
    this.list.push({ where, reason, line });
  }

  atLine(line: number, reason: string): void {
    this.add(`line ${line}`, reason, line);
  }

  get size(): number {
    return this.list.length;
  }

  /** In file order (problems found while checking references come after the syntax ones). */
  sorted(): Problem[] {
    return [...this.list].sort((a, b) => (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER));
  }
}

export function formatProblem(problem: Problem): string {
  return `${problem.where}: ${problem.reason}`;
}

/** The first `max` problems, one a line, then how many more there are. */
export function formatProblems(problems: Problem[], max = PRINTED_PROBLEMS_MAX): string[] {
  const lines = problems.slice(0, max).map(formatProblem);
  if (problems.length > max) lines.push(`... and ${problems.length - max} more (${problems.length} problems in all)`);
  return lines;
}

/** Counts of what an import did or would do, in the order they are printed. */
export type Counts = Record<string, number>;

/**
 * "1,200 inserted, 34 updated, 1 brand created": the first two counts always, the others
 * when not zero; a "(s)" in a name becomes "s" unless the count is 1.
 */
export function formatCounts(counts: Counts): string {
  return Object.entries(counts)
    .filter(([, n], i) => i < 2 || n !== 0)
    .map(([name, n]) => `${n.toLocaleString('en-US')} ${name.replace('(s)', n === 1 ? '' : 's')}`)
    .join(', ');
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
