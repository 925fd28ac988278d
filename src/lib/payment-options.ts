import { marketTimeZone } from './dates';
import { getMarket, type Locale, type Market } from './markets';

/**
 * The payment options of spec §3 "Checkout data": each method with how many of it one order may
 * use; an option is offered only when numberOfCardsAllowed is above 0.
 *
 * - Cards (amex, mastercard, visa, discover): one, through the sandbox gateway's frame.
 * - Gift cards: up to GIFT_CARDS_PER_ORDER, then a card for what they do not cover.
 * - Merchandise cards (store credit) and the loyalty card: 0 until the rewards programme pays
 *   at checkout (issue 8).
 * - Digital wallets (PayPal, Google Pay, Apple Pay): 0 with the sandbox gateway. A wallet is
 *   switched on by giving it a provider, not by showing a button that cannot pay: with Stripe
 *   (`wallets`, decision 056) Apple Pay and Google Pay come through its Payment Element, one per
 *   order like a card (the shopper's browser shows them where it can). PayPal: one where it is
 *   configured (PAYPAL_ENVIRONMENT, decision 060), else 0.
 */
export const PAYMENT_METHODS = ['giftCard', 'merchandiseCard', 'loyaltyCard', 'amex', 'mastercard', 'visa', 'discover', 'paypal', 'googlePay', 'applePay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface PaymentOption {
  paymentMethod: PaymentMethod;
  numberOfCardsAllowed: number;
}

export const GIFT_CARDS_PER_ORDER = 2;

const ALLOWED: Record<PaymentMethod, number> = {
  giftCard: GIFT_CARDS_PER_ORDER,
  merchandiseCard: 0,
  loyaltyCard: 0,
  amex: 1,
  mastercard: 1,
  visa: 1,
  discover: 1,
  paypal: 0,
  googlePay: 0,
  applePay: 0,
};

/** What the deployment offers beyond cards and gift cards: the provider's wallets (Stripe), PayPal (PAYPAL_ENVIRONMENT). */
export interface ConfiguredPayments {
  wallets?: boolean;
  paypal?: boolean;
}

export function paymentOptions({ wallets = false, paypal = false }: ConfiguredPayments = {}): PaymentOption[] {
  const allowed = (method: PaymentMethod) => {
    if (method === 'googlePay' || method === 'applePay') return wallets ? 1 : ALLOWED[method];
    if (method === 'paypal') return paypal ? 1 : ALLOWED[method];
    return ALLOWED[method];
  };
  return PAYMENT_METHODS.map((paymentMethod) => ({ paymentMethod, numberOfCardsAllowed: allowed(paymentMethod) }));
}

export const isPaymentOptionEnabled = (option: PaymentOption) => option.numberOfCardsAllowed > 0;

/** How many of this method an order may use (0: not offered). */
export function cardsAllowed(options: PaymentOption[], method: PaymentMethod): number {
  return options.find((o) => o.paymentMethod === method)?.numberOfCardsAllowed ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Tenders: how the rest of the order is paid (decision 057)

/**
 * How a shopper may pay in each market (decision 057): a card everywhere; PIX and boleto in
 * Brazil, OXXO in Mexico, paid after the order is placed. Shared by checkout's tender chooser
 * and the server, which refuses a tender its market does not offer. PayPal (decision 060) comes
 * second, after the card, in every market where it is configured; Apple Pay and Google Pay come
 * inside the card's fields (Stripe's Payment Element).
 */
export const CHECKOUT_TENDERS = ['card', 'paypal', 'pix', 'boleto', 'oxxo'] as const;
export type CheckoutTender = (typeof CHECKOUT_TENDERS)[number];
/** The tenders paid after the order is placed, with instructions (decision 057). PayPal is approved on PayPal's page instead. */
export const DEFERRED_CHECKOUT_TENDERS = ['pix', 'boleto', 'oxxo'] as const satisfies readonly CheckoutTender[];
export type DeferredCheckoutTender = (typeof DEFERRED_CHECKOUT_TENDERS)[number];

const BY_COUNTRY: Record<Market['country'], readonly CheckoutTender[]> = {
  US: ['card'],
  MX: ['card', 'oxxo'],
  BR: ['card', 'pix', 'boleto'],
};

/** The tenders offered in a locale's market, the card first, then PayPal where it is configured. */
export function tendersFor(locale: Locale, { paypal = false }: Pick<ConfiguredPayments, 'paypal'> = {}): readonly CheckoutTender[] {
  const [card, ...rest] = BY_COUNTRY[getMarket(locale).country];
  return paypal ? [card!, 'paypal', ...rest] : BY_COUNTRY[getMarket(locale).country];
}

export function isCheckoutTender(value: unknown): value is CheckoutTender {
  return typeof value === 'string' && (CHECKOUT_TENDERS as readonly string[]).includes(value);
}

export function isDeferredCheckoutTender(value: unknown): value is DeferredCheckoutTender {
  return typeof value === 'string' && (DEFERRED_CHECKOUT_TENDERS as readonly string[]).includes(value);
}

/** Whether a market offers this tender (PayPal: only where it is configured). */
export function offersTender(locale: Locale, tender: CheckoutTender, configured: Pick<ConfiguredPayments, 'paypal'> = {}): boolean {
  return tendersFor(locale, configured).includes(tender);
}

/** When a deferred payment must be made by, in the market's time: "November 30, 2026 at 11:59 PM". */
export function formatPaymentDeadline(expiresAt: string | Date, locale: Locale): string {
  // Mexico on the 24-hour clock, as OXXO's vouchers are: "11:59 p.m." ended the sentence "Paga antes del …." with two periods.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: marketTimeZone(locale), ...(locale === 'es-MX' ? { hourCycle: 'h23' as const } : {}) }).format(new Date(expiresAt));
}
