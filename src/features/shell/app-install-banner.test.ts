import { describe, expect, it } from 'vitest';
import { APP_BANNER_DISMISS_DAYS } from '@/lib/constants';
import { APP_BANNER_DISMISSED_KEY, appBannerHiddenOn, appPlatform, dismissedRecently, hideIfDismissedScript, showOnPhoneScript } from './app-install-banner';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const PIXEL = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const DAY = 86_400_000;

describe('app-install banner: who sees it (spec §1, §2.6)', () => {
  it('iPhones get the App Store, Android phones Google Play', () => {
    expect(appPlatform(IPHONE)).toBe('ios');
    expect(appPlatform(PIXEL)).toBe('android');
  });

  it('nobody else: tablets, desktops, crawlers, other phones, no user agent', () => {
    expect(appPlatform('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15')).toBeNull();
    expect(appPlatform('Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 Chrome/131.0 Safari/537.36')).toBeNull();
    expect(appPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36')).toBeNull();
    expect(appPlatform('Mozilla/5.0 (Linux; Android 15) Mobile (compatible; Googlebot/2.1)')).toBeNull();
    expect(appPlatform('Mozilla/5.0 (Windows Phone 10.0; Lumia 950) Mobile')).toBeNull();
    expect(appPlatform(null)).toBeNull();
  });

  it('stays away for APP_BANNER_DISMISS_DAYS after it was closed', () => {
    const now = Date.UTC(2025, 5, 1);
    expect(dismissedRecently(null, now)).toBe(false);
    expect(dismissedRecently(String(now - DAY), now)).toBe(true);
    expect(dismissedRecently(String(now - (APP_BANNER_DISMISS_DAYS * DAY - 1)), now)).toBe(true);
    expect(dismissedRecently(String(now - APP_BANNER_DISMISS_DAYS * DAY), now)).toBe(false);
    expect(dismissedRecently('garbage', now)).toBe(false);
    expect(dismissedRecently(String(now + DAY), now)).toBe(false);
  });

  it('is not shown on checkout, in any locale', () => {
    for (const path of ['/checkout', '/es-MX/checkout', '/checkout/review', '/customerinfo', '/pt-BR/customerinfo']) expect(appBannerHiddenOn(path)).toBe(true);
    for (const path of ['/', '/es-MX', '/cart', '/es-MX/cart', '/lp/redline-mobile-app', '/checkoutx', '/products/checkout-mirror']) expect(appBannerHiddenOn(path)).toBe(false);
  });
});

describe('the pre-paint script', () => {
  function run(stored: string | null, now: number) {
    const element = { hidden: false };
    const script = new Function('localStorage', 'document', 'Date', hideIfDismissedScript('banner'));
    script({ getItem: (key: string) => (key === APP_BANNER_DISMISSED_KEY ? stored : null) }, { getElementById: (id: string) => (id === 'banner' ? element : null) }, { now: () => now });
    return element.hidden;
  }

  it('hides the banner exactly when dismissedRecently says so', () => {
    const now = Date.UTC(2025, 5, 1);
    for (const stored of [null, String(now - DAY), String(now - APP_BANNER_DISMISS_DAYS * DAY), 'garbage', String(now + DAY)]) {
      expect(run(stored, now)).toBe(dismissedRecently(stored, now));
    }
  });
});

describe("a cached page's pre-paint script (docs/decisions/041)", () => {
  function run(userAgent: string, stored: string | null, now: number) {
    const element = { hidden: true };
    const script = new Function('navigator', 'localStorage', 'document', 'Date', showOnPhoneScript('banner'));
    script({ userAgent }, { getItem: (key: string) => (key === APP_BANNER_DISMISSED_KEY ? stored : null) }, { getElementById: (id: string) => (id === 'banner' ? element : null) }, { now: () => now });
    return !element.hidden;
  }

  it('shows the banner exactly where appPlatform finds a phone and dismissedRecently allows it', () => {
    const now = Date.UTC(2025, 5, 1);
    const agents = [
      IPHONE,
      PIXEL,
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15',
      'Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 15) Mobile (compatible; Googlebot/2.1)',
      'Mozilla/5.0 (Windows Phone 10.0; Lumia 950) Mobile',
      '',
    ];
    for (const agent of agents) {
      for (const stored of [null, String(now - DAY)]) {
        expect(run(agent, stored, now)).toBe(appPlatform(agent) !== null && !dismissedRecently(stored, now));
      }
    }
  });
});
