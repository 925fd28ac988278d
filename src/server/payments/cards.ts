/**
 * Card rules of the sandbox payment gateway: pure functions, no I/O. The card frame's
 * browser script applies the same rules (card-frame.ts) so the shopper hears about a typo
 * before anything is sent; the tokens endpoint applies these again, because a browser's
 * word is never enough.
 */

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Why an issuer says no, as the gateway reports it to the storefront. */
export const DECLINE_CODES = ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'authentication_failed'] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];

/**
 * What the sandbox's simulated issuer does with a card: approve, decline with a code, fail to
 * answer, or ask the shopper to authenticate first (3-D Secure, docs/decisions/059).
 */
export const SANDBOX_OUTCOMES = ['approve', ...DECLINE_CODES, 'processing_error', 'authenticate'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** The card fields of the frame and of the tokens endpoint. */
export type CardField = 'number' | 'expiry' | 'cvc' | 'name';

/** The message keys (namespace `payments`) of the card field errors. */
export const CARD_ERROR_KEYS = {
  numberRequired: 'payments.card.numberRequired',
  invalidNumber: 'payments.card.invalidNumber',
  unsupportedBrand: 'payments.card.unsupportedBrand',
  expiryRequired: 'payments.card.expiryRequired',
  invalidExpiry: 'payments.card.invalidExpiry',
  expired: 'payments.card.expired',
  cvcRequired: 'payments.card.cvcRequired',
  invalidCvc: 'payments.card.invalidCvc',
  invalidCvcAmex: 'payments.card.invalidCvcAmex',
  invalidName: 'payments.card.invalidName',
} as const;
export type CardErrorKey = (typeof CARD_ERROR_KEYS)[keyof typeof CARD_ERROR_KEYS];
export type CardFieldErrors = Partial<Record<CardField, CardErrorKey>>;

/** The message keys a shopper reads when the issuer declines. */
export const DECLINE_MESSAGE_KEYS: Record<DeclineCode, string> = {
  card_declined: 'payments.decline.cardDeclined',
  insufficient_funds: 'payments.decline.insufficientFunds',
  expired_card: 'payments.decline.expiredCard',
  incorrect_cvc: 'payments.decline.incorrectCvc',
  authentication_failed: 'payments.decline.authenticationFailed',
};

/** The longest name on a card we accept (embossing allows far fewer; this only bounds input). */
export const CARD_NAME_MAX_LENGTH = 100;
/** How far ahead an expiry date may be before it is taken for a typo. */
export const CARD_EXPIRY_MAX_YEARS_AHEAD = 20;

/**
 * The digits of a card number as typed: spaces and hyphens are separators; anything else
 * makes it no card number (null).
 */
export function normaliseCardNumber(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) check digit test. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card lengths each brand issues. */
export const BRAND_LENGTHS: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 17, 18, 19],
};

/** The brand from the number's leading digits (IIN ranges); null for a brand we do not take. */
export function detectBrand(digits: string): CardBrand | null {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (digits.length >= 4 && four >= 2221 && four <= 2720)) return 'mastercard';
  const six = Number(digits.slice(0, 6));
  const three = Number(digits.slice(0, 3));
  if (/^(6011|65)/.test(digits) || (three >= 644 && three <= 649) || (digits.length >= 6 && six >= 622126 && six <= 622925)) return 'discover';
  return null;
}

/** The digits grouped as printed on the card: 4-6-5 for American Express, fours otherwise. */
export function formatCardNumber(digits: string): string {
  const groups = detectBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const out: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    out.push(digits.slice(at, at + size));
    at += size;
  }
  return out.join(' ');
}

/** How many digits the brand's security code has. */
export function cvcLength(brand: CardBrand | null): 3 | 4 {
  return brand === 'amex' ? 4 : 3;
}

export type NumberCheck = { ok: true; digits: string; brand: CardBrand; last4: string } | { ok: false; error: CardErrorKey };

export function checkCardNumber(raw: string): NumberCheck {
  if (!raw.trim()) return { ok: false, error: CARD_ERROR_KEYS.numberRequired };
  const digits = normaliseCardNumber(raw);
  if (!digits || digits.length < 12 || digits.length > 19 || !luhnValid(digits)) return { ok: false, error: CARD_ERROR_KEYS.invalidNumber };
  const brand = detectBrand(digits);
  if (!brand) return { ok: false, error: CARD_ERROR_KEYS.unsupportedBrand };
  if (!BRAND_LENGTHS[brand].includes(digits.length)) return { ok: false, error: CARD_ERROR_KEYS.invalidNumber };
  return { ok: true, digits, brand, last4: digits.slice(-4) };
}

export type ExpiryCheck = { ok: true; month: number; year: number } | { ok: false; error: CardErrorKey };

/**
 * An expiry date as MM/YY (also M/YY, MM/YYYY and MMYY). A card is good through the last
 * day of its month; months are compared in UTC, so a card is never refused a day early
 * anywhere in the three markets (a real issuer has the last word).
 */
export function checkExpiry(raw: string, now: Date): ExpiryCheck {
  const text = raw.trim();
  if (!text) return { ok: false, error: CARD_ERROR_KEYS.expiryRequired };
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text) ?? /^(\d{2})(\d{2})$/.exec(text);
  if (!match) return { ok: false, error: CARD_ERROR_KEYS.invalidExpiry };
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return { ok: false, error: CARD_ERROR_KEYS.invalidExpiry };
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const given = year * 12 + (month - 1);
  if (given < current) return { ok: false, error: CARD_ERROR_KEYS.expired };
  if (given > current + CARD_EXPIRY_MAX_YEARS_AHEAD * 12) return { ok: false, error: CARD_ERROR_KEYS.invalidExpiry };
  return { ok: true, month, year };
}

/** The security code: 3 digits, 4 on American Express. Null when it is fine. */
export function checkCvc(raw: string, brand: CardBrand | null): CardErrorKey | null {
  const text = raw.trim();
  if (!text) return CARD_ERROR_KEYS.cvcRequired;
  const length = cvcLength(brand);
  if (!new RegExp(`^\\d{${length}}$`).test(text)) return brand === 'amex' ? CARD_ERROR_KEYS.invalidCvcAmex : CARD_ERROR_KEYS.invalidCvc;
  return null;
}

/** The name on the card is optional; when given it is printable text of a sensible length. */
export function checkName(raw: string | undefined): CardErrorKey | null {
  if (raw === undefined) return null;
  if (raw.length > CARD_NAME_MAX_LENGTH || /[\u0000-\u001f\u007f]/.test(raw)) return CARD_ERROR_KEYS.invalidName;
  return null;
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name?: string;
}

export interface ValidCard {
  digits: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Every rule at once: the valid card, or one message key per field in error. */
export function validateCard(input: CardInput, now: Date): { ok: true; card: ValidCard } | { ok: false; fields: CardFieldErrors } {
  const fields: CardFieldErrors = {};
  const number = checkCardNumber(input.number);
  if (!number.ok) fields.number = number.error;
  const expiry = checkExpiry(input.expiry, now);
  if (!expiry.ok) fields.expiry = expiry.error;
  const cvc = checkCvc(input.cvc, number.ok ? number.brand : null);
  if (cvc) fields.cvc = cvc;
  const name = checkName(input.name);
  if (name) fields.name = name;
  if (!number.ok || !expiry.ok || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, card: { digits: number.digits, brand: number.brand, last4: number.last4, expMonth: expiry.month, expYear: expiry.year } };
}

export interface TestCard {
  number: string;
  brand: CardBrand;
  outcome: SandboxOutcome;
}

/**
 * The sandbox's test cards (docs/operations/payments.md). Any other valid number approves.
 * Numbers are shown grouped as on the card.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', brand: 'visa', outcome: 'approve' },
  { number: '5555 5555 5555 4444', brand: 'mastercard', outcome: 'approve' },
  { number: '3782 822463 10005', brand: 'amex', outcome: 'approve' },
  { number: '6011 1111 1111 1117', brand: 'discover', outcome: 'approve' },
  { number: '4000 0000 0000 0002', brand: 'visa', outcome: 'card_declined' },
  { number: '4000 0000 0000 9995', brand: 'visa', outcome: 'insufficient_funds' },
  { number: '4000 0000 0000 0069', brand: 'visa', outcome: 'expired_card' },
  { number: '4000 0000 0000 0127', brand: 'visa', outcome: 'incorrect_cvc' },
  { number: '4000 0000 0000 0119', brand: 'visa', outcome: 'processing_error' },
  // Stripe's 3-D Secure card: the bank asks the shopper to authenticate (decision 059).
  { number: '4000 0027 6000 3184', brand: 'visa', outcome: 'authenticate' },
];

const OUTCOME_BY_NUMBER = new Map(TEST_CARDS.map((card) => [card.number.replace(/\s/g, ''), card.outcome]));

/** What the sandbox issuer does with a (valid) card number: its test card's outcome, else approve. */
export function sandboxOutcome(digits: string): SandboxOutcome {
  return OUTCOME_BY_NUMBER.get(digits) ?? 'approve';
}
