/**
 * Pure VIN rules (49 CFR 565): normalising, validating, the check digit, the manufacturer
 * code (WMI) and the model year. No I/O.
 */

export type VinProblem = 'length' | 'characters' | 'checkDigit';

/** The 33 characters a VIN may use: digits and letters except I, O and Q. */
export const VIN_ALPHABET = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

/** Position weights for the check digit (position 9 itself weighs 0). */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Letter transliteration for the check digit (49 CFR 565.15, table IV). */
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

/** Model-year codes (position 10) in order: index 0 is 1980 or 2010. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

const VALID = /^[0-9A-HJ-NPR-Z]{17}$/;

/** Trim, uppercase, and drop spaces and dashes: " 1hg-cm82633a 004352 " -> "1HGCM82633A004352". */
export function normaliseVin(input: string): string {
  return input.trim().toUpperCase().replace(/[\s-]+/g, '');
}

/**
 * The first problem with a (normalised) VIN, or null when it is well formed: length, then
 * characters, then the check digit. The check digit is only required of North American
 * VINs (first character 1-5); elsewhere position 9 is often not a check digit.
 */
export function vinProblem(vin: string): VinProblem | null {
  if ([...vin].length !== 17) return 'length';
  if (!VALID.test(vin)) return 'characters';
  if (/^[1-5]/.test(vin) && vin[8] !== expectedCheckDigit(vin)) return 'checkDigit';
  return null;
}

/** The check digit position 9 should hold: '0'-'9' or 'X'. Expects 17 valid characters. */
export function expectedCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i] ?? '0';
    const value = c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : (LETTER_VALUES[c] ?? 0);
    sum += value * (WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * World manufacturer identifier: positions 1-3, or, for small manufacturers (position 3
 * is '9'), positions 1-3 followed by 12-14.
 */
export function wmiOf(vin: string): string {
  const wmi = vin.slice(0, 3);
  return wmi[2] === '9' && vin.length >= 14 ? wmi + vin.slice(11, 14) : wmi;
}

/**
 * Model year from position 10. The code repeats every 30 years; position 7 tells the cycles
 * apart for cars, MPVs and light trucks (a letter means 2010-2039, a digit 1980-2009).
 * Makers outside North America did not always follow that before 2010, so a caller that
 * knows the newest possible model year may pass it: a 2010-cycle year after it falls back
 * 30 years. Null when position 10 is not a year code (0, I, O, Q, U, Z).
 */
export function modelYearOf(vin: string, latestModelYear?: number): number | null {
  const index = YEAR_CODES.indexOf(vin[9] ?? '');
  if (index < 0 || vin.length < 10) return null;
  const seventh = vin[6] ?? '';
  const letterCycle = seventh >= 'A' && seventh <= 'Z';
  let year = (letterCycle ? 2010 : 1980) + index;
  if (latestModelYear !== undefined && year > latestModelYear) year -= 30;
  return year;
}

/** The other 30-year cycle's reading of the same code. */
export function otherCycleYear(year: number): number {
  return year >= 2010 ? year - 30 : year + 30;
}
