import { browserApiClient } from '@/lib/api-client';
import type { Locale } from '@/lib/markets';
import type { StoreLocation } from '@/server/stores/service';
import type { StoreDetails } from '@/server/customers/current-user';

export type { StoreLocation };

/** A ZIP (5 or 9 digits), a Mexican CP or a Brazilian CEP; anything else is taken as a city. */
export function locationQuery(text: string): string {
  const value = text.trim();
  return /^\d{5}(-?\d{3,4})?$/.test(value) ? `zip=${encodeURIComponent(value)}` : `city=${encodeURIComponent(value)}`;
}

/** The store modal's calls: the geosearch and the preferred-store update (spec §7). */
export function storeApi(locale: Locale) {
  const client = browserApiClient(locale);
  const locations = (query: string) => client.get<{ response: { locations: StoreLocation[] } }>(`/ecomm/b2c/v1/store/locations?${query}`).then((r) => r.response.locations);
  return {
    search: (text: string) => locations(locationQuery(text)),
    near: (latitude: number, longitude: number, limit?: number) => locations(`lat=${latitude}&lng=${longitude}${limit ? `&limit=${limit}` : ''}`),
    choose: (storeNumber: string) => client.post<{ storeNumber: string; storeDetails: StoreDetails }>('/ecomm/b2c/v1/store/preferredStore', { storeNumber }),
  };
}
