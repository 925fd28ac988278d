/**
 * Boleto bancário (FEBRABAN's layout): the 44-digit barcode and the 47-digit "linha digitável"
 * typed at a bank, with their check digits (módulo 11 for the barcode, módulo 10 for each field
 * of the line) and the due-date factor.
 */

/** The sandbox's bank (a code not given to any real bank) and its wallet, for the free field. */
export const SANDBOX_BOLETO_BANK = '999';
const CURRENCY_REAL = '9';

/** Módulo 10: weights 2, 1, 2... from the right; a product over 9 counts its digits. */
export function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** Módulo 11 of the barcode's general check digit: weights 2 to 9 from the right; 0, 10 and 11 become 1. */
export function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

const DAY_MS = 86_400_000;
const FACTOR_BASE = Date.UTC(1997, 9, 7);

/**
 * The due-date factor: days since 7 October 1997, in 1000..9999. It ran out on 21 February 2025
 * (9999) and started again at 1000 the next day, as FEBRABAN set.
 */
export function dueDateFactor(dueDate: string): string {
  const [year, month, day] = dueDate.split('-').map(Number);
  const days = Math.round((Date.UTC(year!, month! - 1, day!) - FACTOR_BASE) / DAY_MS);
  if (!Number.isInteger(days) || days < 1000) throw new RangeError(`No due-date factor for ${dueDate}`);
  return String(((days - 1000) % 9000) + 1000);
}

export interface BoletoInput {
  bank?: string;
  /** Minor units of BRL: at most 10 digits. */
  amount: number;
  /** YYYY-MM-DD, the last day to pay. */
  dueDate: string;
  /** The bank's 25 digits: agreement, the payer's number ("nosso número"), wallet. */
  freeField: string;
}

/** The 44 digits under the bars: bank, currency, check digit, factor, amount, free field. */
export function boletoBarcode({ bank = SANDBOX_BOLETO_BANK, amount, dueDate, freeField }: BoletoInput): string {
  if (!/^\d{3}$/.test(bank)) throw new RangeError('A bank code is 3 digits');
  if (!/^\d{25}$/.test(freeField)) throw new RangeError('A boleto free field is 25 digits');
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > 9_999_999_999) throw new RangeError('A boleto amount is 1 to 10 digits of centavos');
  const rest = dueDateFactor(dueDate) + String(amount).padStart(10, '0') + freeField;
  const withoutCheck = bank + CURRENCY_REAL + rest;
  return bank + CURRENCY_REAL + String(mod11(withoutCheck)) + rest;
}

/** The 47-digit line of a 44-digit barcode: three fields with a módulo 10 digit each, the check digit, factor and amount. */
export function digitableLine(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new RangeError('A boleto barcode is 44 digits');
  const part = (digits: string) => digits + String(mod10(digits));
  return part(barcode.slice(0, 4) + barcode.slice(19, 24)) + part(barcode.slice(24, 34)) + part(barcode.slice(34, 44)) + barcode[4] + barcode.slice(5, 19);
}

/** Whether a barcode's general check digit is right. */
export function isValidBarcode(barcode: string): boolean {
  return /^\d{44}$/.test(barcode) && mod11(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4]);
}

/** Whether a line's three módulo 10 digits are right and it encodes a valid barcode. */
export function isValidDigitableLine(line: string): boolean {
  if (!/^\d{47}$/.test(line)) return false;
  const fields = [line.slice(0, 10), line.slice(10, 21), line.slice(21, 32)];
  if (!fields.every((f) => mod10(f.slice(0, -1)) === Number(f.slice(-1)))) return false;
  return isValidBarcode(barcodeOfLine(line));
}

/** The barcode a line stands for. */
export function barcodeOfLine(line: string): string {
  return line.slice(0, 4) + line[32] + line.slice(33, 47) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);
}

/** The line as printed: 00000.00000 00000.000000 00000.000000 0 00000000000000. */
export function formatDigitableLine(line: string): string {
  return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line[32]} ${line.slice(33)}`;
}
