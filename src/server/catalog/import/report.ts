import type { At, ProblemMessage, ProblemPlace, Reason } from './wordings';

/**
 * What an import says back: every bad row with where it is ("line 14", "App id 7 (line 40)")
 * and a plain reason, and a one-line summary of what it did. Each place and reason is also a
 * message key with its values (wordings.ts), which the back office says in the staff member's
 * language.
 */
export interface Problem {
  /** Where in the file: "line 14", "file", or for XML "App id 7 (line 40)". */
  where: string;
  /** The 1-based line of the row or element when known, for sorting and tests. */
  line?: number;
  /** `where` as a message key of `ops.catalog.import.problems` and its values. */
  place: ProblemPlace;
  /** The row's reasons in English, joined by "; " when it has several. */
  reason: string;
  /** Each of the row's reasons as a message key of `ops.catalog.import.problems` and its values. */
  messages: ProblemMessage[];
}

/** How many problems the command prints before it only counts the rest. */
export const PRINTED_PROBLEMS_MAX = 100;

export class Problems {
  readonly list: Problem[] = [];

  /** A bad row (or element, or file) and its reasons, one or several. */
  add(at: At, reasons: Reason | readonly Reason[]): void {
    const all = Array.isArray(reasons) ? (reasons as readonly Reason[]) : [reasons as Reason];
    this.list.push({ where: at.where, line: at.line, place: at.place, reason: all.map((r) => r.text).join('; '), messages: all.map((r) => r.message) });
  }

  get size(): number {
    return this.list.length;
  }

  /** In file order (problems found while checking references come after the syntax ones). */
  sorted(): Problem[] {
    return [...this.list].sort((a, b) => (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER));
  }
}

export function formatProblem(problem: Pick<Problem, 'where' | 'reason'>): string {
  return `${problem.where}: ${problem.reason}`;
}

/** The first `max` problems, one a line, then how many more there are. */
export function formatProblems(problems: Pick<Problem, 'where' | 'reason'>[], max = PRINTED_PROBLEMS_MAX): string[] {
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
