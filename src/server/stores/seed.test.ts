import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_NUMBER } from '@/lib/constants';
import zipcodes from 'zipcodes';
import { haversineKm } from './geo';
import { generateStores, loadMetros, usTimeZone } from './seed';

describe('generated stores', () => {
  const stores = generateStores();

  it('are deterministic', () => {
    expect(generateStores()).toEqual(stores);
  });

  it('cover every state, DC, Puerto Rico and the Virgin Islands, Mexico and Brazil', () => {
    const count = (country: string) => stores.filter((s) => s.country === country).length;
    expect(count('US') + count('PR') + count('VI')).toBeGreaterThanOrEqual(300);
    expect(count('PR')).toBeGreaterThan(0);
    expect(count('VI')).toBeGreaterThan(0);
    expect(count('MX')).toBeGreaterThanOrEqual(40);
    expect(count('BR')).toBeGreaterThanOrEqual(20);
    expect(new Set(stores.filter((s) => s.country === 'US').map((s) => s.state)).size).toBe(51);
  });

  it('put a store within 15 km of the centre of every large US city', () => {
    for (const metro of loadMetros()) {
      const zips = zipcodes.lookupByName(metro.city, metro.state).filter((z) => z.latitude !== 0 && z.longitude < 0);
      const lat = zips.reduce((n, z) => n + z.latitude, 0) / zips.length;
      const lng = zips.reduce((n, z) => n + z.longitude, 0) / zips.length;
      const nearest = Math.min(...stores.map((s) => haversineKm(lat, lng, s.latitude, s.longitude)));
      expect(nearest, `${metro.city}, ${metro.state}`).toBeLessThan(15);
    }
  });

  it('have unique 4-digit numbers, never the no-store default', () => {
    const numbers = stores.map((s) => s.storeNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.every((n) => /^\d{4}$/.test(n))).toBe(true);
    expect(numbers).not.toContain(DEFAULT_STORE_NUMBER);
  });

  it("write phones in the market's format, and a colonia as Mexico's second address line", () => {
    for (const s of stores) {
      if (s.country === 'MX') {
        expect(s.phone).toMatch(/^(\d{2} \d{4} \d{4}|\d{3} \d{3} \d{4})$/);
        expect(s.address2).toMatch(/^Col\. /);
      } else if (s.country === 'BR') {
        expect(s.phone).toMatch(/^\(\d{2}\) \d{4}-\d{4}$/);
        expect(s.address2).toBeNull();
      } else {
        expect(s.phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
      }
      expect(s.hours).toHaveLength(7);
    }
  });

  it('place split states in their zones', () => {
    expect(usTimeZone('TX', 31.76, -106.49)).toBe('America/Denver');
    expect(usTimeZone('TX', 29.76, -95.37)).toBe('America/Chicago');
    expect(usTimeZone('PR', 18.4, -66.06)).toBe('America/Puerto_Rico');
    expect(usTimeZone('VI', 18.35, -64.93)).toBe('America/St_Thomas');
  });
});
