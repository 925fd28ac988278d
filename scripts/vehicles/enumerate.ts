/**
 * Enumerate every distinct decode a set of patterns can give, without enumerating VINs: walk
 * VIN positions 4-9 and 11-17, branching at each position only on the characters some
 * still-matching pattern names there (plus one "any other" character), and stop when no
 * remaining pattern looks at a later position. Each leaf is one class of VINs that decode
 * alike; the decoder's own resolution (compareCandidates) picks each element's pattern.
 */
import { compareCandidates, type Candidate } from '../../src/server/vehicles/vin/decode';
import { VIN_ALPHABET } from '../../src/lib/vin';

/** VIN indexes (0-based) in the order the walk decides them; index 9 (year) is fixed by the caller. */
const ORDER = [3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16] as const;

interface Node {
  candidate: Candidate;
  /** Allowed characters per VIN index; undefined = any. */
  at: (string | undefined)[];
}

function toNode(candidate: Candidate): Node {
  const at: (string | undefined)[] = new Array(17).fill(undefined);
  for (const c of candidate.compiled.constraints) at[c.index] = c.chars;
  return { candidate, at };
}

export class LeafLimitError extends Error {}

/**
 * Call onLeaf with the best pattern of each element for every class of VINs of this model
 * year character. Returns the number of leaves.
 */
export function enumerateDecodes(
  candidates: readonly Candidate[],
  yearChar: string,
  onLeaf: (best: Map<string, Candidate>) => void,
  leafLimit = 2_000_000,
): number {
  const start = candidates.map(toNode).filter((n) => n.at[9] === undefined || n.at[9].includes(yearChar));
  let leaves = 0;

  const walk = (from: number, alive: Node[]): void => {
    for (let o = from; o < ORDER.length; o++) {
      const index = ORDER[o]!;
      let mentioned = '';
      for (const node of alive) {
        const chars = node.at[index];
        if (chars === undefined) continue;
        for (const c of chars) if (!mentioned.includes(c)) mentioned += c;
      }
      if (mentioned === '') continue;
      const branches = [...mentioned].filter((c) => VIN_ALPHABET.includes(c));
      const other = [...VIN_ALPHABET].find((c) => !mentioned.includes(c));
      if (other !== undefined) branches.push(other);
      for (const c of branches) {
        walk(
          o + 1,
          alive.filter((node) => {
            const chars = node.at[index];
            return chars === undefined || chars.includes(c);
          }),
        );
      }
      return;
    }
    leaves++;
    if (leaves > leafLimit) throw new LeafLimitError(`more than ${leafLimit} decode classes`);
    const best = new Map<string, Candidate>();
    for (const { candidate } of alive) {
      const current = best.get(candidate.pattern.element);
      if (!current || compareCandidates(candidate, current) < 0) best.set(candidate.pattern.element, candidate);
    }
    onLeaf(best);
  };

  walk(0, start);
  return leaves;
}
