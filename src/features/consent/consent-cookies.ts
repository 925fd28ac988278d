import { ANALYTICS_EVENTS } from '@/lib/analytics';
import { CONSENT_MAX_AGE_DAYS, CONSENTED_COOKIES, serializeConsent, type ConsentChoices } from '@/lib/consent';
import { E_COOKIE_ID_MAX_AGE_DAYS } from '@/lib/constants';
import { pushEvent } from '@/lib/data-layer';
import { COOKIES } from '@/lib/storage-keys';

const DAY_SECONDS = 86_400;

function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/**
 * Store the choice and make the cookies agree with it: cookies of refused categories are
 * removed, and the analytics id (eCookieId, about 395 days, spec §9) exists only with consent.
 */
export function applyConsent(choices: ConsentChoices): void {
  writeCookie(COOKIES.cookieConsent, serializeConsent(choices), CONSENT_MAX_AGE_DAYS * DAY_SECONDS);
  for (const [name, category] of Object.entries(CONSENTED_COOKIES)) {
    if (!choices[category] && readCookie(name) !== undefined) writeCookie(name, '', 0);
  }
  if (choices.analytics && !readCookie(COOKIES.eCookieId)) {
    writeCookie(COOKIES.eCookieId, crypto.randomUUID(), E_COOKIE_ID_MAX_AGE_DAYS * DAY_SECONDS);
  }
  pushEvent(ANALYTICS_EVENTS.consentUpdate, { ...choices });
}
