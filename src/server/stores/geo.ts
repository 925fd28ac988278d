import type { Market } from '@/lib/markets';
import type { StoreCountry } from './schema';

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;

export type DistanceUnit = 'mi' | 'km';

/** The market's distance unit: miles in the United States, kilometres in Mexico and Brazil. */
export function distanceUnit(country: Market['country']): DistanceUnit {
  return country === 'US' ? 'mi' : 'km';
}

export function toKm(value: number, unit: DistanceUnit): number {
  return unit === 'mi' ? value * KM_PER_MILE : value;
}

export function fromKm(km: number, unit: DistanceUnit): number {
  return unit === 'mi' ? km / KM_PER_MILE : km;
}

/**
 * The store locator's country filters (spec §7): the locale's country plus the US Virgin
 * Islands, plus Puerto Rico unless the market is Mexico.
 */
export function countryFilters(country: Market['country']): StoreCountry[] {
  return country === 'MX' ? ['MX', 'VI'] : [country, 'VI', 'PR'];
}

/**
 * The store directory's countries (its state lists, the sitemap): the market's own country, with
 * Puerto Rico and the US Virgin Islands in the United States'. The locator's wider filter (spec §7)
 * stays the locator's: a Brazilian browsing Brazil's states has no use for San Juan's stores
 * (decision 074).
 */
export function directoryCountries(country: Market['country']): StoreCountry[] {
  return country === 'US' ? ['US', 'PR', 'VI'] : [country];
}

/** Great-circle distance in km (haversine), the same formula the SQL uses. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A box that contains every point within `radiusKm` of the centre (longitude may wrap: then it spans all). */
export function boundingBox(lat: number, lng: number, radiusKm: number): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  const cos = Math.cos((Math.max(Math.abs(minLat), Math.abs(maxLat)) * Math.PI) / 180);
  const dLng = cos < 1e-6 ? 360 : dLat / cos;
  if (dLng >= 180 || lng - dLng < -180 || lng + dLng > 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng: lng - dLng, maxLng: lng + dLng };
}
