import { said, type Reason } from './wordings';

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

type AmountProblem = Exclude<AmountResult, { ok: true }>['reason'];

/** The plain reason for a bad amount in a CSV column, e.g. "regular 'abc' is not an amount". */
export function amountProblem(column: string, value: string, reason: AmountProblem): Reason {
  switch (reason) {
    case 'negative':
      return said('negative', { column, value });
    case 'too-many-decimals':
      return said('decimals', { column, value, max: MINOR_UNIT_DIGITS });
    case 'too-large':
      return said('tooLarge', { column, value });
    default:
      return said('notAmount', { column, value });
  }
}

/** The same for a PIES price of a type (LST, RMP) in a currency: "LST USD price 'abc' is not an amount". */
export function priceAmountProblem(type: string, currency: string, value: string, reason: AmountProblem): Reason {
  switch (reason) {
    case 'negative':
      return said('piesNegative', { type, currency, value });
    case 'too-many-decimals':
      return said('piesDecimals', { type, currency, value, max: MINOR_UNIT_DIGITS });
    case 'too-large':
      return said('piesTooLarge', { type, currency, value });
    default:
      return said('piesNotAmount', { type, currency, value });
  }
}
