/**
 * Which loyalty alert shows where (spec §4 Loyalty alerts). Isomorphic and pure: the hosts feed
 * them what the page knows (the member's alerts, the path, the seen cookie, the session flag).
 */

export interface AlertView {
  alertType: string;
  status: string;
}

/** The member's alerts that the storefront acts on, by role. */
export interface MemberAlerts {
  /** TC: the programme's terms changed. */
  terms: AlertView | null;
  /** OP: joined without the e-mail offers opt-in. */
  offers: AlertView | null;
  /** The configurable pilot-change type. */
  pilot: AlertView | null;
}

export const NO_ALERTS: MemberAlerts = { terms: null, offers: null, pilot: null };

export function memberAlerts(list: readonly AlertView[], types: { terms: string; offers: string; pilot: string }): MemberAlerts {
  const find = (type: string) => list.find((alert) => alert.alertType === type) ?? null;
  return { terms: find(types.terms), offers: find(types.offers), pilot: find(types.pilot) };
}

export const isPrompting = (alert: AlertView | null): alert is AlertView => alert?.status === 'PROMPT';

/** The spec's seen cookie of a pilot banner: the alert type + "PilotAlertSeen". */
export const pilotSeenCookie = (alertType: string) => `${alertType}PilotAlertSeen`;

/** The session flag of the terms prompt: "true" while it prompts, "false" otherwise; agreeing removes it. */
export const TERMS_PROMPT_SESSION_KEY = 'rewardsTermsPrompt';
export const termsSessionFlag = (alerts: MemberAlerts): 'true' | 'false' => (isPrompting(alerts.terms) ? 'true' : 'false');

/** A cookie's value from document.cookie. */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

/** The cart and checkout pages' paths, with or without the locale prefix. */
export const CART_OR_CHECKOUT_PATH = /^(?:\/[a-z]{2}-[A-Z]{2})?\/(?:cart|checkout)(?:\/|$)/;

/** The cart and checkout pages, with or without the locale prefix. */
export const isCartOrCheckout = (pathname: string) => CART_OR_CHECKOUT_PATH.test(pathname);

export interface AlertPage {
  signedIn: boolean;
  alerts: MemberAlerts;
  pathname: string;
  /** The pilot banner's seen cookie is set. */
  pilotSeen: boolean;
  /** The member put the terms prompt off on this page ("Not now"). */
  termsPutOff: boolean;
}

/**
 * What shows on this page: the terms modal when TC prompts; the e-mail offers prompt when OP
 * prompts, not over the terms modal nor on the cart or checkout; the pilot banner when its type
 * prompts, its seen cookie is not set and the page is neither cart nor checkout. Guests get none.
 */
export function visibleAlerts(page: AlertPage): { terms: boolean; offers: boolean; pilot: boolean } {
  if (!page.signedIn) return { terms: false, offers: false, pilot: false };
  const shopping = isCartOrCheckout(page.pathname);
  const terms = isPrompting(page.alerts.terms) && !page.termsPutOff;
  return {
    terms,
    offers: isPrompting(page.alerts.offers) && !terms && !shopping,
    pilot: isPrompting(page.alerts.pilot) && !page.pilotSeen && !shopping,
  };
}
