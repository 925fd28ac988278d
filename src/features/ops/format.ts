import type { EmailStatus } from '@/server/platform/queries';

/** A moment as operators read it in logs: UTC, to the second. */
export function utc(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

export const STATUS_STYLE: Record<EmailStatus, string> = {
  pending: 'bg-alert text-ink',
  sent: 'bg-ok/10 text-ok',
  failed: 'bg-brand/10 text-brand-dark',
};
