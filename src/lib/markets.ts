/**
 * Markets and locales (spec §1). Everything that differs by market lives here.
 */
export const LOCALES = ['en-US', 'es-MX', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export const COUNTRY_CODES = ['USA', 'MEX', 'BRA'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export type CurrencyCode = 'USD' | 'MXN' | 'BRL';
export type SiteKey = 'mx' | 'default';

export interface RewardsProgramme {
  /** A purchase of at least this much before tax (minor units) earns one credit. */
  threshold: number;
  /** What a reward is worth (minor units). */
  reward: number;
  creditsPerReward: number;
  creditLifetimeDays: number;
  rewardLifetimeDays: number;
}

export interface Market {
  locale: Locale;
  /** ISO 3166-1 alpha-2, as the store locator's country filters use it. */
  country: 'US' | 'MX' | 'BR';
  countryCode: CountryCode;
  currency: CurrencyCode;
  currencySymbol: string;
  phonePrefix: '+1' | '+52' | '+55';
  /** IANA zone the market's shoppers read dates in: order dates, e-mails, the account (issue 18 item 17). */
  timeZone: string;
  /** The response cache keeps Mexico apart from the other sites (spec §7). */
  siteKey: SiteKey;
  /** Orders at or over this amount (minor units) ship free; checkout (issue 6) applies it. */
  freeShippingThreshold: number;
  /** The rewards programme (docs/decisions/021-rewards.md); null where it does not run. */
  rewards: RewardsProgramme | null;
  features: {
    simplifiedHeader: boolean;
    legacyFooter: boolean;
    chat: boolean;
    appInstallBanner: boolean;
    rewards: boolean;
    giftCardLanding: boolean;
    /** The sign-in control opens the account modal (spec §2.6: Mexico, where store pickup is on); elsewhere it links to sign-in. */
    signInModal: boolean;
  };
  /** The market's content pages (docs/decisions/022) that other pages point at. */
  pages: { storePickUp: string; returnsPolicy: string; privacyPolicy: string };
}

const MARKETS: Record<Locale, Market> = {
  'en-US': {
    locale: 'en-US',
    country: 'US',
    countryCode: 'USA',
    currency: 'USD',
    currencySymbol: '$',
    phonePrefix: '+1',
    timeZone: 'America/New_York',
    siteKey: 'default',
    freeShippingThreshold: 3500,
    rewards: { threshold: 2000, reward: 2000, creditsPerReward: 5, creditLifetimeDays: 365, rewardLifetimeDays: 90 },
    features: { simplifiedHeader: false, legacyFooter: false, chat: true, appInstallBanner: true, rewards: true, giftCardLanding: true, signInModal: false },
    pages: { storePickUp: '/lp/store-pick-up', returnsPolicy: '/lp/termsAndConditions#returnsPolicy', privacyPolicy: '/lp/termsAndConditions#privacyPolicy' },
  },
  'es-MX': {
    locale: 'es-MX',
    country: 'MX',
    countryCode: 'MEX',
    currency: 'MXN',
    currencySymbol: '$',
    phonePrefix: '+52',
    timeZone: 'America/Mexico_City',
    siteKey: 'mx',
    freeShippingThreshold: 49900,
    rewards: { threshold: 40000, reward: 40000, creditsPerReward: 5, creditLifetimeDays: 365, rewardLifetimeDays: 90 },
    features: { simplifiedHeader: false, legacyFooter: false, chat: true, appInstallBanner: true, rewards: true, giftCardLanding: false, signInModal: true },
    pages: { storePickUp: '/lp/recoge-en-tienda', returnsPolicy: '/lp/termsAndConditions#returnsPolicy', privacyPolicy: '/lp/termsAndConditions#privacyPolicy' },
  },
  'pt-BR': {
    locale: 'pt-BR',
    country: 'BR',
    countryCode: 'BRA',
    currency: 'BRL',
    currencySymbol: 'R$',
    phonePrefix: '+55',
    timeZone: 'America/Sao_Paulo',
    siteKey: 'default',
    freeShippingThreshold: 19900,
    rewards: null,
    features: { simplifiedHeader: true, legacyFooter: true, chat: false, appInstallBanner: false, rewards: false, giftCardLanding: false, signInModal: false },
    pages: { storePickUp: '/lp/store-services', returnsPolicy: '/lp/informacoeslegais#returnsPolicy', privacyPolicy: '/lp/informacoeslegais#privacyPolicy' },
  },
};

export class UnsupportedLocaleError extends Error {
  constructor(locale: unknown) {
    super(locale === undefined || locale === null || locale === '' ? 'Locale is missing' : `Unsupported locale: ${String(locale)}`);
    this.name = 'UnsupportedLocaleError';
  }
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Spec §1: a missing locale is an error; an unsupported locale is an error. */
export function getMarket(locale: string | null | undefined): Market {
  if (!isLocale(locale)) throw new UnsupportedLocaleError(locale);
  return MARKETS[locale];
}

/** The market that prices in `currency` (each currency belongs to one market): a membership's or an order's own. */
export function marketForCurrency(currency: CurrencyCode): Market {
  return Object.values(MARKETS).find((m) => m.currency === currency)!;
}

/** The path prefix of a locale: en-US lives at the root. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** Prefix an app path with the locale, e.g. ('/cart', 'es-MX') -> '/es-MX/cart'. */
export function localizedPath(path: string, locale: Locale): string {
  if (/^[a-z]+:/i.test(path)) return path;
  const prefix = localePrefix(locale);
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Production runs one domain per market. LOCALE_HOSTS maps host names to locales,
 * e.g. "redline.com.mx=es-MX,redline.com.br=pt-BR". Unknown locales in the map are a
 * configuration error and throw.
 */
export function parseLocaleHosts(value: string | undefined): Map<string, Locale> {
  const map = new Map<string, Locale>();
  if (!value) return map;
  for (const pair of value.split(',')) {
    const trimmed = pair.trim();
    if (!trimmed) continue;
    const [host, locale] = trimmed.split('=').map((s) => s.trim());
    if (!host || !isLocale(locale)) throw new UnsupportedLocaleError(locale);
    map.set(host.toLowerCase(), locale);
  }
  return map;
}
