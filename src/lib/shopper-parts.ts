import { CART_OR_CHECKOUT_PATH, pilotSeenCookie } from './rewards-alerts';
import { COOKIES } from './storage-keys';

/**
 * How a cached page's shell gets the shopper's parts (docs/decisions/041): the page cache fills
 * the page without the shopper's cookies, and the browser asks the header call once per page
 * load, with this query, for the greeting, cart count, vehicle, store and what the layout's
 * member-dependent slots show.
 */
export const SHELL_QUERY = 'shell';

/** The spec's header call (§7): v3 with ACES on (and hideXMContent, set only then), else v2; with the shell's part of the answer. */
export function shellHeaderPath(aces: boolean): string {
  return aces ? `/ecomm/b2c/v3/page/header?hideXMContent=true&${SHELL_QUERY}=true` : `/ecomm/b2c/v2/page/header?${SHELL_QUERY}=true`;
}

/**
 * The attribute a cached page's pre-paint script puts on <html> while the shopper's parts load:
 * the header's shopper texts keep their room but stay invisible, so a signed-in shopper never
 * sees "Sign in" flash before their name. Without JavaScript the script does not run and the
 * generic texts show.
 */
export const SHOPPER_PENDING_ATTRIBUTE = 'data-shopper-pending';

/**
 * Tailwind classes for a shopper text while the shopper's parts load: transparent, its room kept,
 * and still named for assistive technology (an invisible link would have no name).
 */
export const HIDDEN_WHILE_PENDING = '[html[data-shopper-pending]_&]:opacity-0';

/**
 * The attribute a cached page's pre-paint script puts on <html> when the pilot banner is expected
 * (the header call's pilotAlertPrompt cookie names a prompting alert whose seen cookie is not set,
 * and the page is neither cart nor checkout): the banner's place keeps its room until the shopper's
 * parts decide, so the page does not move when it appears (docs/decisions/045).
 */
export const PILOT_EXPECTED_ATTRIBUTE = 'data-pilot-expected';

/** Tailwind classes of the pilot banner's place: the banner's height while it is expected and not yet there. */
export const PILOT_ROOM_WHILE_EXPECTED = '[html[data-pilot-expected]_&:empty]:min-h-[61px]';

/**
 * The pre-paint script of a cached page's shell (run with the page's CSP nonce, before the header
 * paints): marks the shopper's parts pending, and the pilot banner expected when the cookies say so.
 */
export const shopperPendingScript =
  `(function(){var d=document.documentElement,c={};d.setAttribute(${JSON.stringify(SHOPPER_PENDING_ATTRIBUTE)},'');` +
  `document.cookie.split(';').forEach(function(p){var i=p.indexOf('=');if(i>0)c[p.slice(0,i).trim()]=p.slice(i+1).trim()});` +
  `var t=c[${JSON.stringify(COOKIES.pilotAlertPrompt)}];` +
  `if(t&&c[t+${JSON.stringify(pilotSeenCookie(''))}]!=='true'&&!${CART_OR_CHECKOUT_PATH.toString()}.test(location.pathname))d.setAttribute(${JSON.stringify(PILOT_EXPECTED_ATTRIBUTE)},'')})()`;

/** A label template's `{name}` filled in the browser (the server renders the template once for every shopper). */
export function withName(template: string, name: string): string {
  return template.split('{name}').join(name);
}
