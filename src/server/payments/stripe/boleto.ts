/**
 * A boleto's 44-digit barcode (ITF) from its 47-digit "linha digitável", as FEBRABAN lays them
 * out: the line is the barcode's fields reordered with a check digit after each of the first three
 * blocks. Stripe gives the line; the page and the voucher draw the barcode.
 *
 *   line:    BBBM FFFFF D | FFFFFFFFFF D | FFFFFFFFFF D | K | VVVVVVVVVVVVVV
 *   barcode: BBBM K VVVVVVVVVVVVVV FFFFFFFFFFFFFFFFFFFFFFFFF
 */
export function boletoBarcodeOf(digitableLine: string): string {
  const line = digitableLine.replace(/\D/g, '');
  if (line.length !== 47) throw new Error(`A boleto's digitable line has 47 digits, not ${line.length}`);
  return line.slice(0, 4) + line[32] + line.slice(33, 47) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);
}

/** The barcode's general check digit (mod 11 over the 43 other digits, weights 2..9 from the right): 0, 10 and 11 become 1. */
export function boletoBarcodeCheckDigit(barcode: string): number {
  const digits = barcode.slice(0, 4) + barcode.slice(5);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (2 + (i % 8));
  const rest = 11 - (sum % 11);
  return rest === 0 || rest === 10 || rest === 11 ? 1 : rest;
}
