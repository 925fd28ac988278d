import { MOBILE_MENU_CLICK_GUARD_MS } from '@/lib/constants';

/** Spec §4: after the mobile menu closes, a click within 300 ms is ignored. */
export function createMenuClickGuard(now: () => number = () => performance.now()) {
  let closedAt = Number.NEGATIVE_INFINITY;
  return {
    closed() {
      closedAt = now();
    },
    allowsOpen() {
      return now() - closedAt >= MOBILE_MENU_CLICK_GUARD_MS;
    },
  };
}
