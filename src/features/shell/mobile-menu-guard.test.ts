import { describe, expect, it } from 'vitest';
import { MOBILE_MENU_CLICK_GUARD_MS } from '@/lib/constants';
import { createMenuClickGuard } from './mobile-menu-guard';

describe('mobile menu click guard', () => {
  it('ignores a click within 300 ms of closing and allows one after', () => {
    let now = 1000;
    const guard = createMenuClickGuard(() => now);
    expect(guard.allowsOpen()).toBe(true);
    guard.closed();
    now += MOBILE_MENU_CLICK_GUARD_MS - 1;
    expect(guard.allowsOpen()).toBe(false);
    now += 1;
    expect(guard.allowsOpen()).toBe(true);
  });
});
