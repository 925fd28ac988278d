import { BREAKPOINT_DESKTOP_MIN, PROACTIVE_CHAT_RESET_DAYS } from '@/lib/constants';
import type { Locale } from '@/lib/markets';
import { chatHidden } from '@/lib/chat-visibility';

/** When the proactive popup last opened (ms since the epoch), in localStorage. */
export const PROACTIVE_SHOWN_AT_KEY = 'redline.chat.proactiveShownAt';
const DAY_MS = 24 * 60 * 60_000;

const CART_OR_CHECKOUT = /^(?:\/[a-z]{2}-[A-Z]{2})?\/(?:cart|checkout[^/]*)(?:\/|$)/;

export interface ProactiveChatContext {
  pathname: string;
  locale: Locale;
  available: boolean;
  viewportWidth: number;
  /** The stored timestamp, or null when there is none (or it is unreadable). */
  lastShownAt: number | null;
  now: number;
  /** A conversation or the chat modal is already open. */
  chatOpen: boolean;
}

/**
 * Spec §4/§9: once PROACTIVE_CHAT_DELAY_MS have passed on a page (the caller's timer), the popup
 * opens on a desktop viewport, never on the cart or checkout, only while an agent is available
 * and chat is not hidden, and at most once per PROACTIVE_CHAT_RESET_DAYS.
 */
export function shouldOfferProactiveChat(context: ProactiveChatContext): boolean {
  if (context.chatOpen) return false;
  if (context.viewportWidth < BREAKPOINT_DESKTOP_MIN) return false;
  if (CART_OR_CHECKOUT.test(context.pathname)) return false;
  if (chatHidden({ pathname: context.pathname, locale: context.locale, available: context.available })) return false;
  if (context.lastShownAt === null) return true;
  // A timestamp from the future (a changed clock) counts as expired rather than blocking for ever.
  const elapsed = context.now - context.lastShownAt;
  return elapsed < 0 || elapsed >= PROACTIVE_CHAT_RESET_DAYS * DAY_MS;
}

export function parseShownAt(value: string | null): number | null {
  if (!value) return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}
