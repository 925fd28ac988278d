/**
 * E-mail, phone and ZIP / postal-code rules and formatters (spec §5 "E-mail, ZIP, phone and other
 * formats", §9). Isomorphic; rules return null or a `validation.*` message key. The formatters put a
 * valid value in the market's format and leave anything else exactly as typed.
 *
 * Decisions:
 * - E-mail: a practical pattern, not RFC 5322: a dot-atom local part (no leading, trailing or double dot),
 *   "@", dot-separated host labels of letters, digits and inner hyphens, and a top-level domain of 2 to 63
 *   letters. At most 254 characters in all and 64 before the "@". No quoted local parts, IP literals or
 *   internationalised domains: nobody shops with those, and the mail providers reject most of them.
 * - Phone: punctuation (spaces, dashes, dots, parentheses, a leading +) is ignored; letters are not (their
 *   own message, 'validation.phone.characters': vanity numbers such as 1-800-FLOWERS are not dialled). A
 *   leading country code is dropped when the length says it is one (+1 with 11 digits, +52 with 12, +55
 *   with 12 or 13), as is Brazil's long-distance 0 ("0 11 ..."). US: 10 digits; the spec's own example is
 *   (123) 456-7890, so the NANP rule "area code and exchange start with 2-9" is not enforced. Mexico: 10
 *   digits not starting with 0. Brazil: a 2-digit area code (DDD, no zero digit) and either an 8-digit
 *   landline starting with 2 to 5 or a 9-digit mobile starting with 9.
 * - ZIP: US 5 digits, or 9 with an optional hyphen or space ("12345-6789"); only ZIP_SENT_DIGITS are sent.
 *   Mexico: 5-digit código postal. Brazil: 8-digit CEP, "01310-100" or "01310100". The spec's "only the
 *   first 5 digits are sent" is a US rule: Brazil sends its 8 digits, which cutting would break.
 */
import { US_PHONE_DIGITS, ZIP_SENT_DIGITS } from '../constants';
import { inputText, type Country, type MessageKey } from './names';

// Constants the spec names without a constant in src/lib/constants.ts (reported to the lead).
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const MX_PHONE_DIGITS = 10;
export const BR_PHONE_MIN_DIGITS = 10;
export const BR_PHONE_MAX_DIGITS = 11;
export const US_ZIP_PLUS4_DIGITS = 9;
export const MX_POSTAL_CODE_DIGITS = 5;
export const BR_CEP_DIGITS = 8;

/** The most digits a phone number has in each market (without its country code). */
export const PHONE_MAX_DIGITS: Record<Country, number> = {
  US: US_PHONE_DIGITS,
  MX: MX_PHONE_DIGITS,
  BR: BR_PHONE_MAX_DIGITS,
};

const COUNTRY_CALLING_CODE: Record<Country, string> = { US: '1', MX: '52', BR: '55' };

// ---------------------------------------------------------------- e-mail

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** The practical e-mail pattern (see the decision above). */
export const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);

/** True when the (trimmed) value is an e-mail address; login analytics use it to tell a username from an e-mail. */
export function isEmail(value: unknown): boolean {
  const trimmed = inputText(value).trim();
  if (trimmed.length > EMAIL_MAX_LENGTH) return false;
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || at > EMAIL_LOCAL_MAX_LENGTH) return false;
  return EMAIL_PATTERN.test(trimmed);
}

export function validateEmail(value: unknown): MessageKey | null {
  const trimmed = inputText(value).trim();
  if (!trimmed) return 'validation.email.missing';
  return isEmail(trimmed) ? null : 'validation.email.invalid';
}

// ---------------------------------------------------------------- phone

const PHONE_CHARACTERS = /^\+?[\d\s().\-]*$/;

/** The phone number's digits without a country code or trunk prefix: what the server receives (spec §3). */
export function phoneDigits(value: unknown, country: Country): string {
  let digits = inputText(value).replace(/\D/g, '');
  const code = COUNTRY_CALLING_CODE[country];
  const max = PHONE_MAX_DIGITS[country];
  if (digits.length > max && digits.length <= max + code.length && digits.startsWith(code)) {
    // Brazil: 12 digits starting 55 is +55 and a 10-digit landline; 11 digits starting 55 is DDD 55.
    digits = digits.slice(code.length);
  }
  if (country === 'BR' && digits.startsWith('0') && digits.length > BR_PHONE_MIN_DIGITS) digits = digits.slice(1);
  return digits;
}

function isPhoneNumber(digits: string, country: Country): boolean {
  switch (country) {
    case 'US':
      return digits.length === US_PHONE_DIGITS;
    case 'MX':
      return digits.length === MX_PHONE_DIGITS && digits[0] !== '0';
    case 'BR':
      return /^[1-9]{2}(?:9\d{8}|[2-5]\d{7})$/.test(digits);
  }
}

export function validatePhone(value: unknown, country: Country): MessageKey | null {
  const trimmed = inputText(value).trim();
  if (!trimmed) return 'validation.phone.missing';
  if (!PHONE_CHARACTERS.test(trimmed)) return 'validation.phone.characters';
  return isPhoneNumber(phoneDigits(trimmed, country), country) ? null : 'validation.phone.invalid';
}

/** Mexico's area codes of two digits (Mexico City, Guadalajara, Monterrey); the others have three. */
const MX_TWO_DIGIT_AREA_CODES = new Set(['33', '55', '56', '81']);

/**
 * A phone number in the market's format: US "(123) 456-7890", Brazil "(11) 3456-7890" or
 * "(11) 98765-4321", Mexico "55 1234 5678" or "222 123 4567". Only a complete, valid number is
 * reformatted; anything else (a number still being typed, letters as in "512-ABC-0100", too many
 * digits) is returned exactly as typed, for validatePhone to explain: nothing typed is ever lost or
 * moved. Forms apply it when the shopper leaves the box.
 */
export function formatPhone(value: unknown, country: Country): string {
  const typed = inputText(value);
  if (validatePhone(typed, country)) return typed;
  const digits = phoneDigits(typed, country);
  switch (country) {
    case 'US':
      return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    case 'BR': {
      const split = digits.length - 4;
      return `(${digits.slice(0, 2)}) ${digits.slice(2, split)}-${digits.slice(split)}`;
    }
    case 'MX': {
      const areaLength = MX_TWO_DIGIT_AREA_CODES.has(digits.slice(0, 2)) ? 2 : 3;
      return `${digits.slice(0, areaLength)} ${digits.slice(areaLength, 6)} ${digits.slice(6)}`;
    }
  }
}

// ---------------------------------------------------------------- ZIP / postal code

const ZIP_PATTERN: Record<Country, RegExp> = {
  US: /^\d{5}(?:[-\s]?\d{4})?$/,
  MX: /^\d{5}$/,
  BR: /^\d{5}[-\s]?\d{3}$/,
};

export function isZipCode(value: unknown, country: Country): boolean {
  return ZIP_PATTERN[country].test(inputText(value).trim());
}

export function validateZipCode(value: unknown, country: Country): MessageKey | null {
  const trimmed = inputText(value).trim();
  if (!trimmed) return 'validation.zipCode.missing';
  return isZipCode(trimmed, country) ? null : 'validation.zipCode.invalid';
}

/** The postalCode sent to the server: digits only; US and Mexico cut to ZIP_SENT_DIGITS, Brazil's 8-digit CEP whole. */
export function postalCodeToSend(value: unknown, country: Country): string {
  const digits = inputText(value).replace(/\D/g, '');
  return country === 'BR' ? digits.slice(0, BR_CEP_DIGITS) : digits.slice(0, ZIP_SENT_DIGITS);
}

/**
 * A ZIP in the market's format: US "12345-6789", Mexico "06600", Brazil "01310-100". Only a valid code is
 * reformatted; anything else is returned exactly as typed, for validateZipCode to explain.
 */
export function formatZipCode(value: unknown, country: Country): string {
  const typed = inputText(value);
  if (!isZipCode(typed, country)) return typed;
  const digits = typed.replace(/\D/g, '');
  return country !== 'MX' && digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/**
 * The rewards lookup's "ZIP or e-mail" box (spec §5): a 5-digit ZIP (or Mexican CP) or an e-mail address.
 * Blank and invalid both get the spec's one sentence.
 */
export function validateZipOrEmail(value: unknown): MessageKey | null {
  const trimmed = inputText(value).trim();
  return /^\d{5}$/.test(trimmed) || isEmail(trimmed) ? null : 'validation.zipOrEmail.invalid';
}
