import type { Locale } from '@/lib/markets';
import type { EmailStatus } from '@/server/platform/queries';

/** A moment as operators read it in logs: UTC, to the second (the content editors' saved-at line, commands). */
export function utc(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** A moment in the staff member's language, to the second, in UTC (the back office serves three markets' time zones). */
export function opsTime(date: Date, locale: Locale): string {
  return `${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(date)} UTC`;
}

/** A count in the staff member's language (1,234 / 1.234). */
export function opsNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale).format(value);
}

export const STATUS_STYLE: Record<EmailStatus, string> = {
  pending: 'bg-alert text-ink',
  sent: 'bg-ok/10 text-ok',
  failed: 'bg-brand/10 text-brand-dark',
};
