/**
 * Brazil's CPF (Cadastro de Pessoas Físicas), the shopper's tax number that goes on the invoice
 * (nota fiscal): 11 digits, the last two check digits computed from the first nine (modulo 11).
 * Numbers of one repeated digit (000.000.000-00, 111.111.111-11...) pass the arithmetic but are
 * not issued, and are refused. Isomorphic: checkout validates as the shopper types, the commit
 * route parses the same rule (src/lib/checkout-inputs.ts).
 */
import type { MessageKey } from './validation/names';

export const CPF_DIGITS = 11;

/** The check digit over `digits` with weights from `digits.length + 1` down to 2. */
function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** The CPF's 11 digits when the text is written as one (000.000.000-00, or the digits alone), else null. */
export function cpfDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!/^(\d{3}\.?\d{3}\.?\d{3}-?\d{2})$/.test(trimmed)) return null;
  return trimmed.replace(/\D/g, '');
}

/** Whether the 11 digits are a CPF: two right check digits, and not one digit repeated. */
export function isCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return checkDigit(digits.slice(0, 9)) === Number(digits[9]) && checkDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** The rule of the CPF field: missing, not written as a CPF, or wrong check digits. */
export function validateCpf(value: unknown): MessageKey | null {
  const text = typeof value === 'string' ? value : '';
  if (!text.trim()) return 'validation.cpf.missing';
  const digits = cpfDigits(text);
  if (!digits) return 'validation.cpf.format';
  return isCpf(digits) ? null : 'validation.cpf.invalid';
}

/** 000.000.000-00 as the shopper types: the dots and the hyphen put in as the digits come; other text as typed. */
export function formatCpf(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length > CPF_DIGITS || digits.length !== text.replace(/[\s.-]/g, '').length) return text;
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join('.');
  return digits.length > 9 ? `${parts}-${digits.slice(9)}` : parts;
}
