/**
 * <input type="datetime-local"> has no time zone: the operators' pages show and read it in UTC,
 * so a schedule means the same moment whoever edits it.
 */

/** A moment as the input's value, "YYYY-MM-DDTHH:mm" in UTC; "" for none. */
export function toUtcInput(date: Date | null | undefined): string {
  return date ? date.toISOString().slice(0, 16) : '';
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/** The input's value read as UTC: null when empty, undefined when it is not a real date and time. */
export function fromUtcInput(value: string): Date | null | undefined {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const match = LOCAL.exec(trimmed);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second || 0));
  const sameParts = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getUTCHours() === hour && date.getUTCMinutes() === minute;
  return sameParts ? date : undefined;
}
