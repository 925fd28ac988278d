import { WARRANTIES, type Warranty } from '@/server/catalog/import/values';

/**
 * Warranty coverage arithmetic: pure functions, no database. A part's cover starts on the day
 * the shopper received it (picked up at the store or delivered; at the counter for store sales)
 * and runs for its term:
 *
 * - '90-day': ninety days of 24 hours from the moment of receipt. On day 89 one day is left;
 *   at day 90 (the same time of day, ninety days on) it has expired.
 * - 'N-year': the same date N years on, at the same time; a part received on 29 February ends
 *   on 28 February of a common year (the last day that month has), never on 1 March.
 * - 'limited-lifetime': never ends, for as long as the original purchaser owns the vehicle the
 *   part was installed on (the labels say so).
 * - 'lifetime': never ends.
 *
 * Covered means `now` is before the end. The last 30 days (or fewer) are "expiring soon".
 */

/** The warranty terms: the catalogue's warranty codes. */
export const WARRANTY_TERMS = WARRANTIES;
export type WarrantyTerm = Warranty;

export const COVERAGE_STATUSES = ['active', 'expiring-soon', 'expired', 'not-started'] as const;
export type CoverageStatus = (typeof COVERAGE_STATUSES)[number];

/** An item whose cover ends within this many days shows "expiring soon". */
export const EXPIRING_SOON_DAYS = 30;

const DAY_MS = 86_400_000;

export function isWarrantyTerm(value: unknown): value is WarrantyTerm {
  return typeof value === 'string' && (WARRANTY_TERMS as readonly string[]).includes(value);
}

/** The same UTC date and time `years` later; 29 February falls back to 28 February in a common year. */
export function addYearsUtc(start: Date, years: number): Date {
  const year = start.getUTCFullYear() + years;
  const month = start.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay), start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds()),
  );
}

/** When cover received at `start` ends; null for a term that never ends. */
export function coverageEnd(term: WarrantyTerm, start: Date): Date | null {
  switch (term) {
    case '90-day':
      return new Date(start.getTime() + 90 * DAY_MS);
    case '1-year':
      return addYearsUtc(start, 1);
    case '2-year':
      return addYearsUtc(start, 2);
    case '3-year':
      return addYearsUtc(start, 3);
    case 'limited-lifetime':
    case 'lifetime':
      return null;
  }
}

export interface Coverage {
  status: CoverageStatus;
  /** When cover started (the part was received); null while it has not. */
  startsAt: Date | null;
  /** When it ends; null for lifetime terms and for cover not yet started. */
  endsAt: Date | null;
  /** Whole days left, rounded up (a few hours left is 1 day); 0 once expired; null when it never ends or has not started. */
  daysLeft: number | null;
}

/** The cover of one item at `now`: received at `receivedAt` (null: not yet) under `term`. */
export function coverageAt(term: WarrantyTerm, receivedAt: Date | null, now: Date): Coverage {
  if (!receivedAt) return { status: 'not-started', startsAt: null, endsAt: null, daysLeft: null };
  const endsAt = coverageEnd(term, receivedAt);
  if (!endsAt) return { status: 'active', startsAt: receivedAt, endsAt: null, daysLeft: null };
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return { status: 'expired', startsAt: receivedAt, endsAt, daysLeft: 0 };
  const daysLeft = Math.ceil(left / DAY_MS);
  return { status: left <= EXPIRING_SOON_DAYS * DAY_MS ? 'expiring-soon' : 'active', startsAt: receivedAt, endsAt, daysLeft };
}

/** Whether the item is covered now (active or expiring soon). Items not yet received are counted apart. */
export function isCovered(coverage: Coverage): boolean {
  return coverage.status === 'active' || coverage.status === 'expiring-soon';
}
