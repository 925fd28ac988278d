import type { z } from 'zod';

/**
 * A price's field over the largest price a row may carry (the use case's typo guard): the most it
 * may be, in minor units, so that the form says the maximum instead of "check this field"; null
 * for any other problem.
 */
export function priceMaximumOf(issue: Pick<z.core.$ZodIssue, 'code'> & { maximum?: unknown }): number | null {
  if (issue.code !== 'too_big') return null;
  const max = Number(issue.maximum);
  return Number.isFinite(max) ? max : null;
}
