/**
 * Amounts in import files are decimal strings in major units ("12.99", "469", "139.9").
 * They become integers of minor units by string arithmetic, never through a float.
 */
export const MINOR_UNIT_DIGITS = 2;

/** The largest amount a price column holds (PostgreSQL integer). */
export const MAX_MINOR_UNITS = 2_147_483_647;

export type AmountResult = { ok: true; minor: number } | { ok: false; reason: 'not-an-amount' | 'negative' | 'too-many-decimals' | 'too-large' };

export function parseAmount(text: string): AmountResult {
  const value = text.trim();
  if (/^-\s*\d/.test(value)) return { ok: false, reason: 'negative' };
  const match = /^\+?(\d{1,15})(?:\.(\d+))?$/.exec(value) ?? /^\+?()\.(\d+)$/.exec(value);
  if (!match) return { ok: false, reason: 'not-an-amount' };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > MINOR_UNIT_DIGITS) {
    // "12.990" is still an exact amount; "12.995" is not.
    if (!/^0*$/.test(fraction.slice(MINOR_UNIT_DIGITS))) return { ok: false, reason: 'too-many-decimals' };
  }
  const minorDigits = fraction.slice(0, MINOR_UNIT_DIGITS).padEnd(MINOR_UNIT_DIGITS, '0');
  const minor = Number(whole || '0') * 10 ** MINOR_UNIT_DIGITS + Number(minorDigits);
  if (minor > MAX_MINOR_UNITS) return { ok: false, reason: 'too-large' };
  return { ok: true, minor };
}

/** The plain reason for a bad amount, e.g. "regular 'abc' is not an amount". */
export function amountProblem(column: string, text: string, reason: Exclude<AmountResult, { ok: true }>['reason']): string {
  switch (reason) {
    case 'negative':
      return `${column} '${text}' must not be negative`;
    case 'too-many-decimals':
      return `${column} '${text}' has more than ${MINOR_UNIT_DIGITS} decimals`;
    case 'too-large':
      return `${column} '${text}' is too large`;
    default:
      return `${column} '${text}' is not an amount`;
  }
}
