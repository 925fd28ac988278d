import { COOKIES } from './storage-keys';

/** Cookie consent: which categories the shopper allows (spec §2.6 cookie banner). */
export const OPTIONAL_CATEGORIES = ['functional', 'analytics', 'marketing'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];
export type ConsentChoices = Record<OptionalCategory, boolean>;

export const ACCEPT_ALL: ConsentChoices = { functional: true, analytics: true, marketing: true };
export const REJECT_ALL: ConsentChoices = { functional: false, analytics: false, marketing: false };

export const CONSENT_VERSION = 1;
export const CONSENT_MAX_AGE_DAYS = 365;

/**
 * Cookies that need consent, by category. Everything else the store sets is necessary:
 * the session, the cart, and choices the shopper made on purpose (store, vehicle).
 */
export const CONSENTED_COOKIES: Record<string, OptionalCategory> = {
  [COOKIES.eCookieId]: 'analytics',
  [COOKIES.hashedEId]: 'analytics',
  cartProductPartIds: 'analytics',
  cartProductSkus: 'analytics',
  cartProductTitles: 'analytics',
  cartProductVendors: 'analytics',
  cartUnitPrice: 'analytics',
  cartCorePrice: 'analytics',
  cartDiscountPriceList: 'analytics',
  [COOKIES.allSearchTerms]: 'functional',
};

export function serializeConsent(choices: ConsentChoices, at: Date = new Date()): string {
  const flags = OPTIONAL_CATEGORIES.map((c) => `${c[0]}${choices[c] ? 1 : 0}`).join('');
  return `v${CONSENT_VERSION}.${flags}.${Math.floor(at.getTime() / 1000)}`;
}

/** The stored choices, or null when the shopper has not chosen (or chose under an old version). */
export function parseConsent(value: string | undefined | null): ConsentChoices | null {
  const match = /^v(\d+)\.f([01])a([01])m([01])\.\d+$/.exec(value ?? '');
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  return { functional: match[2] === '1', analytics: match[3] === '1', marketing: match[4] === '1' };
}

export function mayUseCookie(name: string, consent: ConsentChoices | null): boolean {
  const category = CONSENTED_COOKIES[name];
  if (!category) return true;
  return consent?.[category] ?? false;
}
