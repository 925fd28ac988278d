/**
 * An import's bad rows in the staff member's language. The catalogue's import (src/server/catalog/
 * import/) words each problem in English for the command line ("line 2", "regular 'abc' is not an
 * amount"); here each wording it uses is read back into a message key of
 * `ops.catalog.import.problems` with its values (the line, the column, the value as typed), and a
 * row with several problems ("a; b") has each said. A wording not known here is shown as it is.
 */

type Values = Record<string, string | number>;

/** The translator's shape (next-intl's, keys from the root). */
export interface ProblemWords {
  (key: string, values?: Values): string;
}

const KEY = 'ops.catalog.import.problems';

/** Each known wording, most specific first, and the names of its captured values. */
const REASONS: readonly [RegExp, string, readonly string[]][] = [
  [/^the file is empty: it needs a header row$/, 'emptyFile', []],
  [/^a column has no name$/, 'columnUnnamed', []],
  [/^column '(.*)' appears twice$/, 'columnTwice', ['column']],
  [/^column '(.*)' is not a (\S+) column \(columns: (.+)\)$/, 'columnUnknown', ['column', 'kind', 'columns']],
  [/^missing columns? (.+)$/, 'columnsMissing', ['columns']],
  [/^unreadable CSV: (.+)$/, 'unreadable', ['detail']],
  [/^sale must be less than regular$/, 'saleBelowRegular', []],
  [/^a universal row names no vehicle$/, 'universalWithVehicle', []],
  [/^give base_vehicle_id or year_from, year_to, make_id and model_id, not both$/, 'vehicleTwice', []],
  [/^year_from, year_to, make_id and model_id are needed \(or base_vehicle_id, or universal=true\)$/, 'vehicleMissing', []],
  [/^year_from (\d+) is after year_to (\d+)$/, 'yearsReversed', ['from', 'to']],
  [/^position '(.*)' is not known \(one of (.+)\)$/, 'positionUnknown', ['value', 'allowed']],
  [/^slug '(.*)' is not lower-case words joined by hyphens$/, 'slugFormat', ['value']],
  [/^slug '(.*)' belongs to SKU (.+)$/, 'slugTaken', ['value', 'sku']],
  [/^specs name '(.*)' twice$/, 'specsTwice', ['value']],
  [/^specs '(.*)' is not key=value$/, 'specsFormat', ['value']],
  [/^store '(.*)' is not a store number$/, 'storeNumber', ['value']],
  [/^store '(.*)' is not one of our stores$/, 'storeUnknown', ['value']],
  [/^distribution centre '(.*)' is not one of (.+)$/, 'centreUnknown', ['value', 'allowed']],
  [/^SKU (.+) \(brand slug and part number\) already belongs to another product$/, 'skuOtherProduct', ['sku']],
  [/^SKU (.+) is already in this file at (.+)$/, 'skuTwice', ['sku', 'at']],
  [/^SKU (.+) is not in the catalogue$/, 'skuUnknown', ['sku']],
  [/^the (\S+) price of (.+) is already at (.+)$/, 'priceTwice', ['currency', 'sku', 'at']],
  [/^stock of (.+) at (dc|store) (.+) is already at (.+)$/, 'stockTwice', ['sku', 'type', 'location', 'at']],
  [/^part type (.+) is not in the catalogue's part types$/, 'partTypeUnknown', ['value']],
  [/^(.+) '(.*)' is not an amount$/, 'notAmount', ['column', 'value']],
  [/^(.+) '(.*)' must not be negative$/, 'negative', ['column', 'value']],
  [/^(.+) '(.*)' has more than (\d+) decimals$/, 'decimals', ['column', 'value', 'max']],
  [/^(.+) '(.*)' is too large$/, 'tooLarge', ['column', 'value']],
  [/^(\S+) '(.*)' has spaces$/, 'spaces', ['column', 'value']],
  [/^(\S+) '(.*)' is not a whole number$/, 'notWhole', ['column', 'value']],
  [/^(\S+) '(.*)' is not between (\d+) and (\d+)$/, 'notBetween', ['column', 'value', 'min', 'max']],
  [/^(\S+) '(.*)' is not true or false$/, 'notBoolean', ['column', 'value']],
  [/^(\S+) '(.*)' is not one of (.+)$/, 'notOneOf', ['column', 'value', 'allowed']],
  [/^(\S+) is longer than (\d+) characters$/, 'tooLong', ['column', 'max']],
  [/^(\S+) is empty$/, 'empty', ['column']],
];

/** "line 12" → the line in words; "file" → the whole file; anything else (an XML element's place) as it is. */
export function problemWhere(where: string, t: ProblemWords): string {
  const line = /^line (\d+)$/.exec(where);
  if (line) return t(`${KEY}.line`, { line: Number(line[1]) });
  if (where === 'file') return t(`${KEY}.file`);
  return where;
}

/** One reason (a single problem) in the staff member's words, or null when its wording is not known. */
export function problemReason(reason: string, t: ProblemWords): string | null {
  for (const [pattern, key, names] of REASONS) {
    const match = pattern.exec(reason);
    if (!match) continue;
    const values: Values = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
    // A place inside the reason ("already at line 3") is said in words too.
    if (typeof values.at === 'string') values.at = problemWhere(values.at, t);
    if (key === 'columnsMissing') values.count = String(values.columns).split(', ').length;
    return t(`${KEY}.${key}`, values);
  }
  return null;
}

/** A bad row's place and reasons (each of "a; b" said), in the staff member's language. */
export function translateProblem(problem: { where: string; reason: string }, t: ProblemWords): { where: string; reason: string } {
  const parts = problem.reason.split('; ');
  const said = parts.map((part) => problemReason(part, t));
  // Split only where every part was understood ("; " may be inside a value, or inside a CSV parser's words).
  const reason = said.every((s) => s !== null) ? said.join('; ') : (problemReason(problem.reason, t) ?? problem.reason);
  return { where: problemWhere(problem.where, t), reason };
}
