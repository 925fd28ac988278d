import { describe, expect, it } from 'vitest';
import { BREAKPOINT_DESKTOP_MIN, PROACTIVE_CHAT_RESET_DAYS } from '@/lib/constants';
import { parseShownAt, shouldOfferProactiveChat, type ProactiveChatContext } from './proactive';

const now = Date.UTC(2025, 5, 1);
const DAY = 24 * 60 * 60_000;
const base: ProactiveChatContext = { pathname: '/en-US/parts', locale: 'en-US', available: true, viewportWidth: BREAKPOINT_DESKTOP_MIN, lastShownAt: null, now, chatOpen: false };

describe('proactive chat popup rule', () => {
  it('offers on a desktop page when an agent is available and it has never been shown', () => {
    expect(shouldOfferProactiveChat(base)).toBe(true);
    expect(shouldOfferProactiveChat({ ...base, pathname: '/es-MX/p/balatas', locale: 'es-MX' })).toBe(true);
  });

  it('needs a desktop viewport', () => {
    expect(shouldOfferProactiveChat({ ...base, viewportWidth: BREAKPOINT_DESKTOP_MIN - 1 })).toBe(false);
  });

  it('is suppressed on the cart and checkout, with or without the locale', () => {
    for (const pathname of ['/cart', '/en-US/cart', '/es-MX/cart/', '/checkout', '/en-US/checkout/payment']) {
      expect(shouldOfferProactiveChat({ ...base, pathname })).toBe(false);
    }
    expect(shouldOfferProactiveChat({ ...base, pathname: '/en-US/cartridges' })).toBe(true);
  });

  it('needs an available agent, a market with chat, a page where chat shows, and no chat already open', () => {
    expect(shouldOfferProactiveChat({ ...base, available: false })).toBe(false);
    expect(shouldOfferProactiveChat({ ...base, locale: 'pt-BR', pathname: '/pt-BR/parts' })).toBe(false);
    expect(shouldOfferProactiveChat({ ...base, pathname: '/en-US/customerinfo' })).toBe(false);
    expect(shouldOfferProactiveChat({ ...base, chatOpen: true })).toBe(false);
  });

  it('opens at most once per reset window', () => {
    const window = PROACTIVE_CHAT_RESET_DAYS * DAY;
    expect(shouldOfferProactiveChat({ ...base, lastShownAt: now - 1_000 })).toBe(false);
    expect(shouldOfferProactiveChat({ ...base, lastShownAt: now - window + 1 })).toBe(false);
    expect(shouldOfferProactiveChat({ ...base, lastShownAt: now - window })).toBe(true);
    expect(shouldOfferProactiveChat({ ...base, lastShownAt: now + DAY })).toBe(true);
  });

  it('reads the stored timestamp, ignoring junk', () => {
    expect(parseShownAt(String(now))).toBe(now);
    expect(parseShownAt(null)).toBeNull();
    expect(parseShownAt('yesterday')).toBeNull();
  });
});
