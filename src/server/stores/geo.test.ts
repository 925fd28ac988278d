import { describe, expect, it } from 'vitest';
import { boundingBox, countryFilters, distanceUnit, fromKm, haversineKm, KM_PER_MILE, toKm } from './geo';

describe('store locator country filters (spec §7)', () => {
  it("are the locale's country plus VI, plus PR unless Mexico", () => {
    expect(countryFilters('US')).toEqual(['US', 'VI', 'PR']);
    expect(countryFilters('BR')).toEqual(['BR', 'VI', 'PR']);
    expect(countryFilters('MX')).toEqual(['MX', 'VI']);
  });
});

describe('distance units', () => {
  it('are miles in the United States and kilometres in Mexico and Brazil', () => {
    expect(distanceUnit('US')).toBe('mi');
    expect(distanceUnit('MX')).toBe('km');
    expect(distanceUnit('BR')).toBe('km');
  });

  it('convert between miles and kilometres', () => {
    expect(toKm(150, 'mi')).toBeCloseTo(150 * KM_PER_MILE, 6);
    expect(toKm(150, 'km')).toBe(150);
    expect(fromKm(KM_PER_MILE, 'mi')).toBeCloseTo(1, 9);
    expect(fromKm(10, 'km')).toBe(10);
  });

  it('measure great-circle distances', () => {
    // New York City Hall to Los Angeles City Hall: about 3,936 km.
    expect(haversineKm(40.7128, -74.006, 34.0537, -118.2428)).toBeCloseTo(3936, -1);
    expect(haversineKm(19.4326, -99.1332, 19.4326, -99.1332)).toBe(0);
  });
});

describe('bounding box', () => {
  it('holds every point within the radius', () => {
    const box = boundingBox(40, -100, 100);
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      const rad = (bearing * Math.PI) / 180;
      // A point 99 km away along the bearing (small-distance approximation).
      const lat = 40 + (99 / 111.2) * Math.cos(rad);
      const lng = -100 + ((99 / 111.2) * Math.sin(rad)) / Math.cos((40 * Math.PI) / 180);
      expect(haversineKm(40, -100, lat, lng)).toBeLessThan(100);
      expect(lat).toBeGreaterThanOrEqual(box.minLat);
      expect(lat).toBeLessThanOrEqual(box.maxLat);
      expect(lng).toBeGreaterThanOrEqual(box.minLng);
      expect(lng).toBeLessThanOrEqual(box.maxLng);
    }
  });

  it('spans all longitudes when the radius reaches across the antimeridian', () => {
    expect(boundingBox(0, 179.9, 100)).toMatchObject({ minLng: -180, maxLng: 180 });
  });
});
