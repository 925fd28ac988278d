import { APP_BANNER_DISMISS_DAYS } from '@/lib/constants';
import { BOT, deviceFromUserAgent, MOBILE, TABLET } from '@/lib/device';
import { LOCALES } from '@/lib/markets';

/** The rules of the mobile app-install banner (spec §1, §2.6); the banner itself is AppInstallBanner.tsx. */

export type AppPlatform = 'ios' | 'android';

/** The store listings, as the footer's app-store badges link them (src/server/content/seed-data.ts). */
export const APP_STORE_LINKS: Record<AppPlatform, string> = {
  ios: 'https://apps.apple.com/app/redline-auto-parts',
  android: 'https://play.google.com/store/apps/details?id=com.redline.storefront',
};

/** Local-storage key: when the shopper last closed the banner (epoch milliseconds). */
export const APP_BANNER_DISMISSED_KEY = 'appBannerDismissedAt';

/**
 * The banner element's id, which the pre-paint scripts look up. Here, not in AppInstallBanner.tsx:
 * what a server component imports from a 'use client' module is a client reference, not its value
 * (the slot's script looked up `getElementById(undefined)`, and a cached page's banner appeared
 * only after hydration, moving the page down by its height).
 */
export const APP_BANNER_ID = 'app-install-banner';

const DAY_MS = 86_400_000;

/** The phone's platform when the visitor is on an iPhone or an Android phone; null otherwise (desktops, tablets, crawlers, other phones). */
export function appPlatform(userAgent: string | null | undefined): AppPlatform | null {
  const ua = userAgent ?? '';
  if (deviceFromUserAgent(ua) !== 'mobile') return null;
  if (/iphone|ipod/i.test(ua)) return 'ios';
  if (/android/i.test(ua)) return 'android';
  return null;
}

/** True while a dismissal stored at `stored` (epoch ms as text) is younger than APP_BANNER_DISMISS_DAYS. */
export function dismissedRecently(stored: string | null, now: number): boolean {
  const at = Number(stored);
  if (!stored || !Number.isFinite(at) || at <= 0) return false;
  return now - at < APP_BANNER_DISMISS_DAYS * DAY_MS && at <= now;
}

const LOCALE_PREFIX = new RegExp(`^/(?:${LOCALES.join('|')})(?=/|$)`);

/** Checkout (and its customer-info step) keeps the shopper's attention: no banner there. Pathname may carry the locale prefix. */
export function appBannerHiddenOn(pathname: string): boolean {
  const path = pathname.replace(LOCALE_PREFIX, '') || '/';
  return /^\/(?:checkout|customerinfo)(?:\/|$)/i.test(path);
}

/**
 * A cached page's pre-paint script (docs/decisions/041): the page cache fills the page without
 * the shopper's user agent, so the banner comes hidden and this shows it on an iPhone or an
 * Android phone (appPlatform's rule) that has not closed it recently (dismissedRecently's).
 */
export function showOnPhoneScript(elementId: string): string {
  const re = (r: RegExp) => `new RegExp(${JSON.stringify(r.source)},${JSON.stringify(r.flags)})`;
  const key = JSON.stringify(APP_BANNER_DISMISSED_KEY);
  const id = JSON.stringify(elementId);
  return `try{var u=navigator.userAgent,p=!${re(BOT)}.test(u)&&!${re(TABLET)}.test(u)&&${re(MOBILE)}.test(u)&&/iphone|ipod|android/i.test(u),a=Number(localStorage.getItem(${key})),n=Date.now(),d=a>0&&a<=n&&n-a<${APP_BANNER_DISMISS_DAYS * DAY_MS};var e=document.getElementById(${id});if(e&&p&&!d)e.hidden=false}catch(_){}`;
}

/**
 * A script for the page's HTML, run before it paints: it hides a banner the shopper closed
 * recently, so that it neither flashes nor shifts the page. Same rule as dismissedRecently.
 */
export function hideIfDismissedScript(elementId: string): string {
  const key = JSON.stringify(APP_BANNER_DISMISSED_KEY);
  const id = JSON.stringify(elementId);
  return `try{var a=Number(localStorage.getItem(${key})),n=Date.now();if(a>0&&a<=n&&n-a<${APP_BANNER_DISMISS_DAYS * DAY_MS}){var e=document.getElementById(${id});if(e)e.hidden=true}}catch(_){}`;
}
