import type { DeferredTender } from '../gateway';

/** How long a PIX charge may be paid: a QR code is for paying now. */
export const PIX_EXPIRY_MINUTES = 30;
/** A boleto is due this many calendar days after it is issued (São Paulo time), paid until that day ends. */
export const BOLETO_EXPIRY_DAYS = 3;
/** An OXXO voucher may be paid until the end of this many calendar days after it is issued (Mexico City time). */
export const OXXO_EXPIRY_DAYS = 3;

const TIME_ZONES = { boleto: 'America/Sao_Paulo', oxxo: 'America/Mexico_City' } as const;

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The offset of a time zone from UTC at an instant, in minutes (São Paulo: -180). */
function offsetMinutes(at: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The last millisecond of a calendar date in a time zone. */
export function endOfLocalDay(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const nextMidnightUtc = Date.UTC(year!, month! - 1, day! + 1);
  // The offset at that midnight (time zones without daylight time here; the offset is read at the instant anyway).
  const offset = offsetMinutes(new Date(nextMidnightUtc), timeZone);
  return new Date(nextMidnightUtc - offset * 60_000 - 1);
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/**
 * When a deferred payment issued at `now` stops being payable: PIX after 30 minutes; a boleto
 * or an OXXO voucher at the end of the third calendar day in the market's time.
 */
export function deferredExpiry(tender: DeferredTender, now: Date): Date {
  if (tender === 'pix') return new Date(now.getTime() + PIX_EXPIRY_MINUTES * 60_000);
  const zone = TIME_ZONES[tender];
  const days = tender === 'boleto' ? BOLETO_EXPIRY_DAYS : OXXO_EXPIRY_DAYS;
  return endOfLocalDay(addDays(localDate(now, zone), days), zone);
}

/** A boleto's due date (printed on it and encoded in its factor): the São Paulo date of its expiry. */
export function boletoDueDate(expiresAt: Date): string {
  return localDate(expiresAt, TIME_ZONES.boleto);
}

/** Whether a payment is past its time. */
export function isExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() > expiresAt.getTime();
}
