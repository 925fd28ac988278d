import { describe, expect, it } from 'vitest';
import { normalizeSeoUrl, selectorMatches } from './taxonomy-selector';
import { addDays, weekStart } from './circulars';

describe('taxonomy selector', () => {
  it('shows a promo on the listed shelves only', () => {
    const selector = { seoUrls: ['/parts/brakes', '/brands/acme'], invertSelection: false };
    expect(selectorMatches(selector, '/parts/brakes')).toBe(true);
    expect(selectorMatches(selector, '/brands/acme')).toBe(true);
    expect(selectorMatches(selector, '/parts/filters')).toBe(false);
    expect(selectorMatches(selector, '/parts/brakes/brake-pads-and-shoes')).toBe(false);
  });

  it('inverted, shows it on every shelf but the listed ones', () => {
    const selector = { seoUrls: ['/parts/brakes'], invertSelection: true };
    expect(selectorMatches(selector, '/parts/brakes')).toBe(false);
    expect(selectorMatches(selector, '/parts/filters')).toBe(true);
    expect(selectorMatches({ seoUrls: [], invertSelection: true }, '/deals/hotDeal')).toBe(true);
    expect(selectorMatches({ seoUrls: [], invertSelection: false }, '/deals/hotDeal')).toBe(false);
  });

  it('compares paths without locale, case, query or trailing slash', () => {
    expect(normalizeSeoUrl('/es-MX/Parts/Brakes/?page=2')).toBe('/parts/brakes');
    expect(normalizeSeoUrl('parts/brakes')).toBe('/parts/brakes');
    expect(normalizeSeoUrl('/pt-BR')).toBe('/');
    expect(selectorMatches({ seoUrls: ['/Deals/HotDeal/'], invertSelection: false }, '/pt-BR/deals/hotdeal')).toBe(true);
  });
});

describe('circular weeks', () => {
  it('run Monday to Sunday', () => {
    expect(weekStart('2026-05-13')).toBe('2026-05-11'); // a Wednesday
    expect(weekStart('2026-05-11')).toBe('2026-05-11');
    expect(weekStart('2026-05-17')).toBe('2026-05-11'); // the Sunday ends the week
    expect(addDays('2026-12-28', 6)).toBe('2027-01-03');
  });
});
