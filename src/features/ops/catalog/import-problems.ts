import type { Problem } from '@/server/catalog/import/report';
import { AT_LINE_KEY, type ProblemMessage, type ProblemPlace } from '@/server/catalog/import/wordings';

/**
 * An import's bad rows in the staff member's language. The catalogue's import (src/server/catalog/
 * import/) gives each problem's place and each of its reasons as a message key of
 * `ops.catalog.import.problems` with its values (wordings.ts), besides its English words for the
 * command line; here they are said.
 */

type Values = Record<string, string | number>;

/** The translator's shape (next-intl's, keys from the root). */
export interface ProblemWords {
  (key: string, values?: Values): string;
}

const KEY = 'ops.catalog.import.problems';

/** Where a problem is: "line 12", the whole file, an XML element with its line ("App id 7 (line 40)"). */
export function problemWhere(place: ProblemPlace, t: ProblemWords): string {
  const said = t(`${KEY}.${place.key}`, place.values);
  return place.line === undefined ? said : t(`${KEY}.${AT_LINE_KEY}`, { place: said, line: place.line });
}

/** One reason, with any place inside it ("already at line 3") said in words too. */
export function problemReason(message: ProblemMessage, t: ProblemWords): string {
  const places = Object.fromEntries(Object.entries(message.places ?? {}).map(([name, place]) => [name, problemWhere(place, t)]));
  return t(`${KEY}.${message.key}`, { ...message.values, ...places });
}

/** A bad row's place and each of its reasons, in the staff member's language. */
export function translateProblem(problem: Pick<Problem, 'place' | 'messages'>, t: ProblemWords): { where: string; reasons: string[] } {
  return { where: problemWhere(problem.place, t), reasons: problem.messages.map((m) => problemReason(m, t)) };
}
