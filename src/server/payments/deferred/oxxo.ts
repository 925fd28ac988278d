/**
 * OXXO vouchers in the sandbox: a 14-digit reference the cashier types (13 digits and a Luhn
 * check digit, so a mistyped digit is caught at the till), paid in cash at any OXXO store.
 */

export function luhnDigit(digits: string): number {
  let sum = 0;
  let double = true;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return (10 - (sum % 10)) % 10;
}

/** A reference from 13 digits: the digits and their check digit. */
export function oxxoReference(digits: string): string {
  if (!/^\d{13}$/.test(digits)) throw new RangeError('An OXXO reference is built from 13 digits');
  return digits + String(luhnDigit(digits));
}

export function isValidOxxoReference(reference: string): boolean {
  return /^\d{14}$/.test(reference) && luhnDigit(reference.slice(0, 13)) === Number(reference[13]);
}

/** As the cashier reads it: 0000 0000 0000 00. */
export function formatOxxoReference(reference: string): string {
  return reference.replace(/(\d{4})(\d{4})(\d{4})(\d{2})/, '$1 $2 $3 $4');
}
