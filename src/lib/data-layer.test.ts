import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastActions } from './client-log';
import { pushEvent, pushPageView } from './data-layer';

describe('the data layer', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', { sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) } });
    vi.stubGlobal('document', { documentElement: { dataset: {} as Record<string, string> } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives every event the site section of the page it happens on', () => {
    pushPageView({ event: 'page_view', siteSection: 'cart-and-checkout', pageType: 'cart', locale: 'en-US', country: 'USA', currency: 'USD' });
    pushEvent('remove_from_cart', { currency: 'USD', value: 8.99 });
    expect(window.dataLayer).toEqual([
      { event: 'page_view', siteSection: 'cart-and-checkout', pageType: 'cart', locale: 'en-US', country: 'USA', currency: 'USD' },
      { event: 'remove_from_cart', siteSection: 'cart-and-checkout', currency: 'USD', value: 8.99 },
    ]);
  });

  it('counts each event among the last actions that error logs carry', () => {
    pushEvent('search', { searchTerm: 'brake pads' });
    expect(lastActions().at(-1)).toBe('search');
  });
});
